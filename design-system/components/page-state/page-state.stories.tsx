import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NotFoundIcon, PageErrorIcon, RegionBlockedIcon } from './page-state-icons';
import { PageState, type PageStateProps } from './page-state';

type Kind = 'notFound' | 'restricted' | 'error';

/** The three pages that are a state of their own, with the app's texts for them. */
function PageStateStory({ kind, tone }: { kind: Kind; tone?: PageStateProps['tone'] }) {
  const { t } = useTranslation();
  const home = (
    <Button variant="contained" href="#">
      {t('common:restriction.backHome')}
    </Button>
  );
  if (kind === 'restricted')
    return (
      <PageState
        icon={<RegionBlockedIcon />}
        tone={tone ?? 'warning'}
        title={t('common:restriction.title')}
        message={t('common:restriction.message')}
        action={home}
      />
    );
  if (kind === 'error')
    return (
      <PageState
        icon={<PageErrorIcon />}
        tone={tone ?? 'negative'}
        code="500"
        title={t('errors:internal')}
        message={t('errors:pageFailed')}
        action={<Button variant="contained">{t('common:action.retry')}</Button>}
        secondaryAction={<Button href="#">{t('common:restriction.backHome')}</Button>}
      />
    );
  return (
    <PageState
      icon={<NotFoundIcon />}
      tone={tone ?? 'neutral'}
      code="404"
      title={t('errors:notFound')}
      message={t('errors:notFoundHint')}
      action={home}
    />
  );
}

const meta = {
  title: 'Design system/PageState',
  component: PageStateStory,
  args: { kind: 'notFound' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['notFound', 'restricted', 'error'] },
    tone: { control: 'select', options: ['neutral', 'info', 'positive', 'warning', 'negative'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageStateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
/** The country/region restriction page. */
export const Restricted: Story = { args: { kind: 'restricted' } };
/** The server-error variant of the fatal error page. */
export const ServerError: Story = { args: { kind: 'error' } };
