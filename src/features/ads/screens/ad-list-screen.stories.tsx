import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { formatAmount } from '@ds';
import { LANGUAGE_INFO, matchLanguage, type Language } from '@/shared/i18n';
import { AdListScreen } from './ad-list-screen';

// The ad list signed out, on the mock layer's named scenarios (mocks/scenarios/catalogue.ts) or a story's own handler.

/** How long a play function waits for its state: the first render loads the screen's code and texts. */
const SCREEN_WAIT_MS = 30_000;

const meta = {
  title: 'Screens/Ad list',
  component: AdListScreen,
  args: { side: 'buy' },
  argTypes: { side: { control: 'inline-radio', options: ['buy', 'sell'] } },
  parameters: { layout: 'padded', routing: { url: '/{lang}/p2p/buy' } },
} satisfies Meta<typeof AdListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function storyLanguage({ loaded, globals }: Pick<StoryContext, 'loaded' | 'globals'>): {
  t: I18n['t'];
  lang: Language;
} {
  return { t: (loaded as { i18n: I18n }).i18n.t, lang: matchLanguage(String(globals.language)) ?? 'en' };
}

export const Buy: Story = {
  play: async ({ canvasElement, loaded, globals }) => {
    const { t } = storyLanguage({ loaded, globals });
    await expect(
      await within(canvasElement).findByLabelText(t('ads:list.resultsLabel'), {}, { timeout: SCREEN_WAIT_MS }),
    ).toBeInTheDocument();
  },
};

export const Sell: Story = { args: { side: 'sell' }, parameters: { routing: { url: '/{lang}/p2p/sell' } } };

/** The ads never arrive: the skeleton shaped like the rows, announced once. */
export const Loading: Story = {
  parameters: { msw: [http.post('*/api/ctc/query-adv-list', () => delay('infinite'))] },
  play: async ({ canvasElement, loaded, globals }) => {
    const { t } = storyLanguage({ loaded, globals });
    await expect(
      await within(canvasElement).findByText(t('ads:list.loading'), {}, { timeout: SCREEN_WAIT_MS }),
    ).toBeInTheDocument();
  },
};

/** A pair nobody advertises (TRX for yen): the empty state with its hint. */
export const Empty: Story = {
  parameters: { routing: { url: '/{lang}/p2p/buy?asset=TRX&fiat=JPY' } },
  play: async ({ canvasElement, loaded, globals }) => {
    const { t } = storyLanguage({ loaded, globals });
    await expect(
      await within(canvasElement).findByText(t('ads:list.emptyTitle'), {}, { timeout: SCREEN_WAIT_MS }),
    ).toBeInTheDocument();
  },
};

/** The 'server-errors' scenario: every call fails with HTTP 500; the list's error with Retry. */
export const ServerError: Story = {
  parameters: { mocks: { scenario: 'server-errors' } },
  play: async ({ canvasElement, loaded, globals }) => {
    const { t } = storyLanguage({ loaded, globals });
    await expect(
      await within(canvasElement).findByText(t('ads:list.error'), {}, { timeout: SCREEN_WAIT_MS }),
    ).toBeInTheDocument();
  },
};

/** The 'ads-10k' scenario: ten thousand buy ads, paged and virtualized. */
export const TenThousandAds: Story = {
  parameters: { mocks: { scenario: 'ads-10k' } },
  play: async ({ canvasElement, loaded, globals }) => {
    const { lang } = storyLanguage({ loaded, globals });
    const total = formatAmount('10000', { decimals: 0, locale: LANGUAGE_INFO[lang].locale });
    await waitFor(
      () =>
        expect(
          within(canvasElement)
            .getAllByRole('status')
            .some((status) => status.textContent?.includes(total)),
        ).toBe(true),
      { timeout: SCREEN_WAIT_MS },
    );
  },
};

/** Sorted by completion rate and narrowed to online advertisers, as a shared link gives it: the options count both. */
export const SortedAndNarrowed: Story = {
  parameters: { routing: { url: '/{lang}/p2p/buy?fiat=EUR&sort=COMPLETION_RATE_DESC&online=1' } },
  play: async ({ canvasElement, loaded, globals }) => {
    const { t } = storyLanguage({ loaded, globals });
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'button',
        { name: t('ads:list.optionsActive', { count: 2 }) },
        { timeout: SCREEN_WAIT_MS },
      ),
    ).toBeInTheDocument();
  },
};
