import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@ds';
import { getState } from '@mocks/state/store';
import type { OrderRecord } from '@mocks/state/types';
import { MOCK_USERS } from '@mocks/users';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { placeBuy } from '../../mocks/trade-helpers';
import { appRouteTable, clearSession, renderWithProviders } from '../../support/render-with-providers';

// Blocking (docs/product-rules.md §17.8): from the profile or a finished order, after confirming; the profile says
// "Blocked" with Unblock, and the blocked users page lists them with Unblock.

startMocks();
afterEach(() => {
  clearSession();
  act(() => toast.clear());
});

const trader = () => getState().users.get(MOCK_USERS.trader.userId)!;

/** A seeded advertiser with ads online. */
function advertiser(): { userId: string; nickname: string } {
  const ad = [...getState().ads.values()].find((a) => Number(a.remaining) > 0)!;
  return { userId: ad.advertiser.userId, nickname: ad.advertiser.nickname };
}

it('blocks from the profile after confirming: "Blocked" with Unblock, ads hidden, and the blocked list has them', async () => {
  const who = advertiser();
  const { user, router } = renderWithProviders(appRouteTable(), {
    url: `/en/p2p/advertiser/${who.userId}`,
    session: 'trader',
  });
  const ads = within(await screen.findByRole('region', { name: 'Ads online' }));
  expect(await ads.findAllByRole('link', { name: /^(Buy|Sell) / })).not.toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Block user' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Block ${who.nickname}?` }));
  expect(dialog.getByText(/neither of you will be able to place an order/)).toBeInTheDocument();
  // Cancelling changes nothing.
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(trader().blocked.has(who.userId)).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Block user' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Blocked')).toBeInTheDocument();
  expect(trader().blocked.has(who.userId)).toBe(true);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Unblock' })).toHaveFocus());
  expect(screen.getByText(`${who.nickname} is blocked.`)).toBeInTheDocument();
  expect(ads.getByText(/You blocked this user, so their ads are not shown/)).toBeInTheDocument();
  expect(ads.queryByRole('link', { name: /^(Buy|Sell) / })).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Blocked users' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/en/p2p/blocked-users'));
  const row = (await screen.findByRole('link', { name: who.nickname })).closest('li')!;
  expect(within(row).getByText(/^Blocked on /)).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: `Unblock ${who.nickname}` }));
  expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Blocked users' })).toHaveFocus();
  expect(trader().blocked.has(who.userId)).toBe(false);
});

it('unblocks from the profile, and the ads come back', async () => {
  const who = advertiser();
  trader().blocked.set(who.userId, { nickname: who.nickname, blockedAt: Date.now() });
  const { user } = renderWithProviders(appRouteTable(), { url: `/en/p2p/advertiser/${who.userId}`, session: 'trader' });
  await user.click(await screen.findByRole('button', { name: 'Unblock' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Block user' })).toHaveFocus());
  const ads = within(screen.getByRole('region', { name: 'Ads online' }));
  expect(await ads.findAllByRole('link', { name: /^(Buy|Sell) / })).not.toHaveLength(0);
});

it('says why a block was refused in the dialog, in the page’s words, and keeps it open to try again', async () => {
  const who = advertiser();
  server.use(
    http.post(
      '*/api/ctc/block-user',
      () => HttpResponse.json({ code: 30015, message: 'Order in progress.', data: null }),
      { once: true },
    ),
    http.post(
      '*/api/ctc/block-user',
      () => HttpResponse.json({ code: 500, message: 'Down', data: null }, { status: 500 }),
      {
        once: true,
      },
    ),
  );
  const { user } = renderWithProviders(appRouteTable(), { url: `/en/p2p/advertiser/${who.userId}`, session: 'trader' });
  await user.click(await screen.findByRole('button', { name: 'Block user' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Block' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(
    `You cannot block ${who.nickname} while an order with them is in progress.`,
  );
  await user.click(dialog.getByRole('button', { name: 'Block' }));
  expect(await dialog.findByText('The user could not be blocked.')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Blocked')).toBeInTheDocument();
});

it('offers Block on a finished order with the counterparty, never on one in progress', async () => {
  signInClient('trader');
  const { orderId } = await placeBuy();
  const finished = [...getState().orders.values()].find(
    (o: OrderRecord) => o.ownerId === MOCK_USERS.trader.userId && o.stage === 'COMPLETED',
  )!;

  const open = renderWithProviders(appRouteTable(), { url: `/en/p2p/order?orderId=${orderId}`, session: 'trader' });
  expect(await screen.findByRole('region', { name: 'Order information' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Block user' })).not.toBeInTheDocument();
  open.unmount();

  const { user } = renderWithProviders(appRouteTable(), {
    url: `/en/p2p/order?orderId=${finished.orderId}`,
    session: 'trader',
  });
  const details = within(await screen.findByRole('region', { name: 'Order information' }));
  await user.click(await details.findByRole('button', { name: 'Block user' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
  expect(await details.findByText('Blocked')).toBeInTheDocument();
  expect(trader().blocked.has(finished.counterparty.userId)).toBe(true);
});

it('shows the blocked users page in another language, newest first', async () => {
  const now = Date.now();
  const ads = [...new Map([...getState().ads.values()].map((a) => [a.advertiser.userId, a.advertiser])).values()];
  trader().blocked.set(ads[0]!.userId, { nickname: ads[0]!.nickname, blockedAt: now - 60_000 });
  trader().blocked.set(ads[1]!.userId, { nickname: ads[1]!.nickname, blockedAt: now });
  renderWithProviders(appRouteTable(), { url: '/de/p2p/blocked-users', session: 'trader' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Blockierte Nutzer' })).toBeInTheDocument();
  const names = (await screen.findAllByRole('listitem')).map((li) => within(li).getByRole('link').textContent);
  expect(names).toEqual([ads[1]!.nickname, ads[0]!.nickname]);
  expect(screen.getAllByRole('button', { name: /^Blockierung von .+ aufheben$/ })).toHaveLength(2);
});
