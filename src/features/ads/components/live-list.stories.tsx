import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seededAdNo } from '@mocks/state/seed';
import { findAd } from '@mocks/state/store';
import { matchLanguage, type Language } from '@/shared/i18n';
import type { RowMark } from '../live/row-mark';
import { AdRow } from './ad-row';
import { ListFreshness } from './list-freshness';
import { NewAdsButton } from './new-ads-button';

// How the list shows that it is live (docs/product-rules.md §7.13): the age beside the market price, the rows a refresh
// changed, brought in or took away, and the new ads waiting to be shown.

function storyTexts({ loaded, globals }: Pick<StoryContext, 'loaded' | 'globals'>): { t: I18n['t']; lang: Language } {
  return { t: (loaded as { i18n: I18n }).i18n.t, lang: matchLanguage(String(globals.language)) ?? 'en' };
}

const MARKS: ReadonlyArray<RowMark | undefined> = ['price', 'terms', 'new', 'gone', undefined];

/** One row per mark, from the seeded book, as a refresh leaves them for a moment. */
function MarkedRows({ lang }: { lang: Language }) {
  const ad = findAd(seededAdNo('USDT/USD/BUY'))!;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {MARKS.map((mark, index) => (
        <AdRow
          key={mark ?? 'none'}
          ad={{ ...ad, adNo: `${ad.adNo}-${index}` }}
          lang={lang}
          onTrade={fn()}
          mark={mark}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Screens/Ad list/Live changes',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A changed price, changed amounts, a new ad, a gone ad (dimmed, its action unavailable), an unchanged one. */
export const ChangedNewAndGoneRows: Story = {
  render: (_args, { globals }) => <MarkedRows lang={matchLanguage(String(globals.language)) ?? 'en'} />,
  play: async ({ canvasElement, loaded, globals }) => {
    const { t } = storyTexts({ loaded, globals });
    const rows = within(canvasElement).getAllByRole('article');
    await expect(rows.map((row) => row.getAttribute('data-mark'))).toEqual(['price', 'terms', 'new', 'gone', null]);
    await expect(rows[0]).toHaveTextContent(t('ads:list.live.priceChanged'));
    await expect(rows[1]).toHaveTextContent(t('ads:list.live.termsChanged'));
    await expect(within(rows[2]!).getByText(t('ads:list.live.newTag'))).toBeVisible();
    await expect(within(rows[3]!).getByRole('button')).toHaveTextContent(t('ads:list.live.gone'));
    await expect(within(rows[3]!).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Refreshed a moment ago. */
export const AgeJustNow: Story = {
  render: (_args, { globals }) => (
    <ListFreshness updatedAt={Date.now()} held={0} lang={matchLanguage(String(globals.language)) ?? 'en'} />
  ),
  play: async ({ canvasElement, loaded, globals }) => {
    const { t } = storyTexts({ loaded, globals });
    await expect(within(canvasElement).getByTestId('list-age')).toHaveTextContent(t('ads:list.live.updatedJustNow'));
  },
};

/** The last answer is minutes old (a refresh failed, or the tab was away); three new ads were announced. */
export const AgeMinutesOld: Story = {
  render: (_args, { globals }) => (
    <ListFreshness updatedAt={Date.now() - 150_000} held={3} lang={matchLanguage(String(globals.language)) ?? 'en'} />
  ),
  play: async ({ canvasElement, loaded, globals }) => {
    const { t } = storyTexts({ loaded, globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('list-age')).not.toHaveTextContent(t('ads:list.live.updatedJustNow'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('ads:list.live.newAds', { count: 3 }));
  },
};

/** "Show 3 new ads" over the top of the rows. */
const onShow = fn();

export const NewAds: Story = {
  render: () => (
    <div style={{ paddingTop: 24 }}>
      <NewAdsButton held={3} onShow={onShow} />
    </div>
  ),
  play: async ({ canvasElement, loaded, globals }) => {
    onShow.mockClear();
    const { t } = storyTexts({ loaded, globals });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('ads:list.live.showNew', { count: 3 }) }),
    );
    await expect(onShow).toHaveBeenCalledTimes(1);
  },
};
