import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Advertisement } from '@/api/generated/models';
import { getState } from '@mocks/state/store';
import { MOCK_USERS } from '@mocks/users';
import { server, startMocks } from '../../mocks/mock-harness';
import { appRouteTable, clearSession, renderWithProviders } from '../../support/render-with-providers';

// The advertiser profile (docs/product-rules.md §17): the record a trader weighs, the ads to trade on in one action,
// and the feedback received, by rating and page.

startMocks();
afterEach(() => clearSession());

/** A seeded advertiser with ads online on both sides. */
function advertiserWithBothSides(): { userId: string; nickname: string; ads: Advertisement[] } {
  const byUser = new Map<string, Advertisement[]>();
  for (const ad of getState().ads.values())
    byUser.set(ad.advertiser.userId, [...(byUser.get(ad.advertiser.userId) ?? []), ad]);
  for (const [userId, ads] of byUser) {
    const online = ads.filter((ad) => Number(ad.remaining) > 0);
    if (online.some((ad) => ad.side === 'BUY') && online.some((ad) => ad.side === 'SELL'))
      return { userId, nickname: online[0]!.advertiser.nickname, ads: online };
  }
  throw new Error('no seeded advertiser has ads on both sides');
}

it('shows the record: name, joined date, badges, 30-day and all-time figures, feedback rate and counts', async () => {
  const who = advertiserWithBothSides();
  const { router } = renderWithProviders(appRouteTable(), {
    url: `/en/p2p/advertiser/${who.userId}`,
    session: 'trader',
  });
  expect(await screen.findByRole('heading', { level: 1, name: who.nickname })).toBeInTheDocument();
  expect(screen.getByText(/^Joined /)).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Verification' })).toBeInTheDocument();
  const record = within(screen.getByRole('region', { name: 'Trading record' }));
  for (const label of [
    'Trades (30 days)',
    'Completion rate (30 days)',
    'Average release time',
    'Average payment time',
    'Total trades',
    'Completion rate',
    'Positive feedback',
  ])
    expect(record.getByText(label).nextElementSibling?.textContent).toMatch(/\d/);
  expect(record.getByText(/^[\d,]+ positive · [\d,]+ negative$/)).toBeInTheDocument();
  expect(document.title).toContain(who.nickname);
  expect(router.state.location.pathname).toBe(`/en/p2p/advertiser/${who.userId}`);
});

it('lists the ads by side, and trades on one in one action with the terms the trader saw', async () => {
  const who = advertiserWithBothSides();
  const { user, router } = renderWithProviders(appRouteTable(), {
    url: `/en/p2p/advertiser/${who.userId}`,
    session: 'trader',
  });
  const ads = within(await screen.findByRole('region', { name: 'Ads online' }));
  const buyCount = who.ads.filter((ad) => ad.side === 'BUY').length;
  const sellCount = who.ads.filter((ad) => ad.side === 'SELL').length;
  const buyTab = await ads.findByRole('tab', { name: `Buy (${buyCount})` });
  expect(buyTab).toHaveAttribute('aria-selected', 'true');
  expect(within(ads.getByRole('tabpanel')).getAllByRole('link', { name: /^Buy \w+ from / })).toHaveLength(buyCount);
  await user.click(ads.getByRole('tab', { name: `Sell (${sellCount})` }));
  const sellAd = who.ads.find((ad) => ad.side === 'SELL')!;
  const sell = within(ads.getByRole('tabpanel')).getAllByRole('link', {
    name: `Sell ${sellAd.asset} to ${who.nickname}`,
  })[0]!;
  await user.click(sell);
  await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/p2p\/sell\/detail\/AD/));
  expect(router.state.location.search).toBe('?trade=1');
  expect(router.state.location.state).toMatchObject({
    seenAd: { adNo: router.state.location.pathname.split('/').pop() },
  });
});

it('shows the trader their own profile without trade buttons', async () => {
  renderWithProviders(appRouteTable(), { url: `/en/p2p/advertiser/${MOCK_USERS.trader.userId}`, session: 'trader' });
  expect(await screen.findByText('Your profile')).toBeInTheDocument();
  // The mocks' trader has one buy ad online (USDC/EUR), which takers find on their Sell tab.
  const ads = within(screen.getByRole('region', { name: 'Ads online' }));
  expect(await ads.findByRole('heading', { name: 'USDC/EUR' })).toBeInTheDocument();
  expect(ads.getByRole('tab', { name: /Sell/, selected: true })).toBeInTheDocument();
  expect(ads.queryByRole('link', { name: /^(Buy|Sell) / })).not.toBeInTheDocument();
});

it('pages the feedback and narrows it by rating, the texts as text', async () => {
  const who = advertiserWithBothSides();
  server.use(
    http.get('*/api/ctc/query-feedback-list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const rating = params.get('rating') ?? 'ALL';
      const list = Array.from({ length: 10 }, (_, i) => ({
        feedbackId: `FB${rating}${page}${i}`,
        rating: rating === 'NEGATIVE' ? 'NEGATIVE' : 'POSITIVE',
        comment: i === 0 ? `<b>page ${page} ${rating}</b>` : '',
        authorNickname: 'Wholeclamp83',
        side: 'BUY',
        asset: 'USDT',
        createdAt: '2026-11-27T10:21:00Z',
      }));
      return HttpResponse.json({ code: 0, message: 'success', data: { list, total: 25, page, size: 10 } });
    }),
  );
  const { user } = renderWithProviders(appRouteTable(), { url: `/en/p2p/advertiser/${who.userId}`, session: 'trader' });
  const feedback = within(await screen.findByRole('region', { name: 'Feedback' }));
  expect(await feedback.findByText('<b>page 1 ALL</b>')).toBeInTheDocument();
  expect(feedback.getAllByText('W***3')).toHaveLength(10);
  expect(feedback.getAllByText('Bought USDT')[0]).toBeInTheDocument();
  await user.click(feedback.getByRole('button', { name: 'Go to page 3' }));
  expect(await feedback.findByText('<b>page 3 ALL</b>')).toBeInTheDocument();
  await user.click(feedback.getByRole('button', { name: /^Negative \(/ }));
  expect(await feedback.findByText('<b>page 1 NEGATIVE</b>')).toBeInTheDocument();
  expect(feedback.getByRole('button', { name: /^Negative \(/ })).toHaveAttribute('aria-pressed', 'true');
  expect(feedback.getAllByText('Negative')).toHaveLength(10);
});

it('an unknown user is the not-found page; a failed load keeps the page with a retry', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const unknown = renderWithProviders(appRouteTable(), { url: '/en/p2p/advertiser/999999999999', session: 'trader' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /en/p2p/advertiser/999999999999' }),
  ).toBeInTheDocument();
  unknown.unmount();
  errors.mockRestore();

  let fail = true;
  server.use(
    http.get('*/api/ctc/query-advertiser-profile', () =>
      fail ? HttpResponse.json({ code: 500, message: 'down' }, { status: 500 }) : undefined,
    ),
  );
  const who = advertiserWithBothSides();
  const { user } = renderWithProviders(appRouteTable(), { url: `/en/p2p/advertiser/${who.userId}`, session: 'trader' });
  expect(await screen.findByText('The profile could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: who.nickname })).toBeInTheDocument();
});
