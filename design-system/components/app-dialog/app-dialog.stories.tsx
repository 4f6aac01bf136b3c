import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { AppDialog } from './app-dialog';
import type { AppDialogProps } from './app-dialog-props';

function AppDialogStory({ withActions, ...props }: AppDialogProps & { withActions: boolean }) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <AppDialog
      {...props}
      title={t('showcase.confirmTitle')}
      actions={
        withActions ? (
          <Button variant="contained" onClick={props.onClose}>
            {t('showcase.paid')}
          </Button>
        ) : undefined
      }
    >
      <Typography>{t('showcase.confirmBody')}</Typography>
    </AppDialog>
  );
}

const meta = {
  title: 'Design system/AppDialog',
  component: AppDialog,
  render: (args) => <AppDialogStory {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: '',
    maxWidth: 'sm',
    dismissible: true,
    fullScreenOnPhone: false,
    withActions: true,
  },
  argTypes: {
    maxWidth: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    title: { control: false },
    actions: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<AppDialogProps & { withActions: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutActions: Story = { args: { withActions: false } };
/** Something must finish first: Escape, the backdrop and the close button do nothing. */
export const NotDismissible: Story = { args: { dismissible: false } };
/** The buy and sell dialogs fill a phone's screen (360 px viewport). */
export const FullScreenOnPhone: Story = { args: { fullScreenOnPhone: true }, globals: { viewport: { value: 'w360' } } };
