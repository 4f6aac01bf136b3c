import { MOCK_VERIFY_CODES } from '@mocks/users';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getGetOrderDetailsQueryKey, updateOrderState } from '@/api/generated/endpoints/orders/orders';
import { Component as OrderRoute } from '@/features/orders/order-route';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { placeBuy, placeSell } from '../../mocks/trade-helpers';
import { renderWithProviders } from '../../support/render-with-providers';
import { withFakeNotifications } from './fake-notifications';

// The order page against the real stateful mocks: actions sent once, the release checklist,
// security codes on demand, and a failed read that never blanks the page.

/** The order page as the app mounts it at /en/p2p/order?orderId=… */
const renderOrderPage = (orderId: string) =>
  renderWithProviders(<OrderRoute />, { url: `/en/p2p/order?orderId=${encodeURIComponent(orderId)}` });

const mockVerify = jest.fn();
jest.mock('@/session/security-verification/use-security-verification', () => ({
  useSecurityVerification: () => ({ ask: mockVerify, close: () => undefined, element: null }),
}));

startMocks({ counterpartyDelayMs: 0 });
beforeEach(() => {
  signInClient('trader');
  jest.spyOn(document, 'hasFocus').mockReturnValue(true);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

/** Bodies of the update-order-state calls that reached the mocks. */
function recordUpdates(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/ctc/update-order-state'))
      void request
        .clone()
        .json()
        .then((b: Record<string, unknown>) => bodies.push(b));
  });
  return bodies;
}

describe('buyer, pending payment', () => {
  it('shows the order: type, status, amounts, payment info, counterparty and the pay-by countdown', async () => {
    const { orderId } = await placeBuy('100');
    renderOrderPage(orderId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy USDT' })).toBeInTheDocument();
    expect(screen.getAllByText('Pending payment').length).toBeGreaterThan(0);
    expect(screen.getByText(orderId)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy order ID' })).toBeInTheDocument();
    expect(screen.getAllByText('100.00 USD').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("Receiver's name")).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d\d:\d\d$/);
    expect(screen.getByRole('link', { name: 'Back to P2P' })).toHaveAttribute('href', '/en/p2p');
  });

  it('carries the pay-by countdown in the tab title', async () => {
    const { orderId } = await placeBuy('100');
    renderOrderPage(orderId);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^\\d\\d:\\d\\d to pay · P2P order ${orderId}$`)));
  });

  it("sends I've Paid once however often Paid is clicked, then invites the payment proof", async () => {
    const { orderId } = await placeBuy('100');
    const updates = recordUpdates();
    const { user } = renderOrderPage(orderId);
    await user.click(await screen.findByRole('button', { name: "I've Paid" }));
    const dialog = await screen.findByRole('dialog', { name: 'Have You Paid?' });
    expect(dialog).toHaveTextContent('Clicking Paid without having paid will get your account frozen.');
    const paid = within(dialog).getByRole('button', { name: 'Paid' });
    // A burst in one frame (before the button can re-render as busy), then a double click.
    fireEvent.click(paid);
    fireEvent.click(paid);
    fireEvent.click(paid);
    await user.dblClick(paid).catch(() => undefined);
    expect(await screen.findByRole('heading', { name: 'Waiting for the seller' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach payment proof' })).toBeInTheDocument();
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      orderId,
      action: 'PAID',
      clientRequestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it('Not Paid Yet closes the prompt without sending anything', async () => {
    const { orderId } = await placeBuy('100');
    const updates = recordUpdates();
    const { user } = renderOrderPage(orderId);
    await user.click(await screen.findByRole('button', { name: "I've Paid" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not Paid Yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updates).toHaveLength(0);
  });

  it('cancels after warning not to cancel once the money is sent', async () => {
    const { orderId } = await placeBuy('100');
    const { user } = renderOrderPage(orderId);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('If you have already transferred the payment, do not cancel the order.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('heading', { name: 'Order canceled' })).toBeInTheDocument();
    expect(screen.getByText('This order is closed. The chat is read-only.')).toBeInTheDocument();
  });
});

/** The seller's way to the release: the checklist ticked, Continue, then Received in Have You Received?. */
async function answerReceived(orderId: string) {
  const { user } = renderOrderPage(orderId);
  await user.click(await screen.findByRole('button', { name: 'Received & Release crypto' }));
  for (const box of within(await screen.findByRole('dialog')).getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Have You Received?' })).getByRole('button', { name: 'Received' }),
  );
}

describe('seller, paid stage', () => {
  it('releases after the checklist, Have You Received? and the security codes, sending RELEASE once with them', async () => {
    const { orderId } = await placeSell('150');
    const updates = recordUpdates();
    mockVerify.mockReset().mockResolvedValue(MOCK_VERIFY_CODES);
    const { user } = renderOrderPage(orderId);
    await user.click(await screen.findByRole('button', { name: 'Received & Release crypto' }));
    const checklist = await screen.findByRole('dialog', { name: 'Before you release' });
    const next = within(checklist).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.click(within(checklist).getByRole('checkbox', { name: /I have received 150\.00 USD/ }));
    expect(next).toBeDisabled();
    await user.click(within(checklist).getByRole('checkbox', { name: /matches the buyer's verified name/ }));
    await user.click(next);
    const confirm = await screen.findByRole('dialog', { name: 'Have You Received?' });
    expect(mockVerify).not.toHaveBeenCalled();
    await user.dblClick(within(confirm).getByRole('button', { name: 'Received' }));
    expect(await screen.findByRole('heading', { name: 'Releasing the crypto' })).toBeInTheDocument();
    // The codes were asked before anything was sent, and went with the one RELEASE.
    expect(mockVerify.mock.calls).toEqual([['RELEASE', false]]);
    expect(updates).toEqual([expect.objectContaining({ action: 'RELEASE', verifyCodes: MOCK_VERIFY_CODES })]);
  });

  it('closing the security verification releases nothing and leaves the order as it was', async () => {
    const { orderId } = await placeSell('150');
    const updates = recordUpdates();
    mockVerify.mockReset().mockResolvedValue(null);
    await answerReceived(orderId);
    await waitFor(() => expect(mockVerify).toHaveBeenCalledWith('RELEASE', false));
    expect(updates).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Releasing the crypto' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Have You Received?' })).toBeInTheDocument();
  });

  it('a refused code (30006) on release asks again, saying why (the same as buying), with a new attempt', async () => {
    const { orderId } = await placeSell('150');
    const updates = recordUpdates();
    mockVerify
      .mockReset()
      .mockResolvedValueOnce({ ...MOCK_VERIFY_CODES, googleCode: '000000' })
      .mockResolvedValueOnce(MOCK_VERIFY_CODES);
    await answerReceived(orderId);
    expect(await screen.findByRole('heading', { name: 'Releasing the crypto' })).toBeInTheDocument();
    expect(mockVerify.mock.calls).toEqual([
      ['RELEASE', false],
      ['RELEASE', true],
    ]);
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({ action: 'RELEASE', verifyCodes: MOCK_VERIFY_CODES });
    expect(new Set(updates.map((u) => u.clientRequestId)).size).toBe(2);
  });
});

describe('following the order', () => {
  it('keeps the order on screen with a warning when a later read fails', async () => {
    const { orderId } = await placeBuy('100');
    const { queryClient } = renderOrderPage(orderId);
    await screen.findByRole('heading', { level: 1, name: 'Buy USDT' });
    server.use(
      http.get('*/api/ctc/query-order-details', () =>
        HttpResponse.json({ code: 500, message: 'boom', data: null }, { status: 500 }),
      ),
    );
    await act(() => queryClient.refetchQueries({ queryKey: getGetOrderDetailsQueryKey({ orderId }) }));
    expect(await screen.findByText(/Connection problem/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Buy USDT' })).toBeInTheDocument();
  });

  it("the warning of a failed later read says why: the network text, or the server's message", async () => {
    const { orderId } = await placeBuy('100');
    const { queryClient } = renderOrderPage(orderId);
    await screen.findByRole('heading', { level: 1, name: 'Buy USDT' });
    const poll = () => act(() => queryClient.refetchQueries({ queryKey: getGetOrderDetailsQueryKey({ orderId }) }));
    const warning = () => screen.getByText(/Connection problem/).closest('[role="alert"]');
    server.use(http.get('*/api/ctc/query-order-details', () => HttpResponse.error()));
    await poll();
    await waitFor(() => expect(warning()).toHaveTextContent('Network Error'));
    server.use(
      http.get('*/api/ctc/query-order-details', () =>
        HttpResponse.json({ code: 500, message: 'Order service is under maintenance', data: null }, { status: 500 }),
      ),
    );
    await poll();
    await waitFor(() => expect(warning()).toHaveTextContent('Order service is under maintenance'));
    expect(warning()).not.toHaveTextContent('Network Error');
  });

  it('counts a state change that happens while the tab is not looked at, and notifies when allowed', async () => {
    await withFakeNotifications(async (shown) => {
      const { orderId } = await placeSell('150');
      const { queryClient } = renderOrderPage(orderId);
      await screen.findByRole('heading', { level: 1, name: 'Sell USDT' });
      jest.spyOn(document, 'hasFocus').mockReturnValue(false);
      // The other side appeals meanwhile, once the appeal window is open (here through the API, as the
      // counterparty's own page would).
      const later = Date.now() + 10 * 60_000;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      await updateOrderState({ orderId, action: 'APPEAL', clientRequestId: 'appeal-elsewhere-1' });
      await act(() => queryClient.refetchQueries({ queryKey: getGetOrderDetailsQueryKey({ orderId }) }));
      await waitFor(() => expect(document.title).toBe(`(1) P2P order ${orderId}`));
      expect(shown).toEqual([`Order ${orderId}: In Process`]);
      jest.spyOn(document, 'hasFocus').mockReturnValue(true);
      act(() => window.dispatchEvent(new Event('focus')));
      expect(document.title).toBe(`P2P order ${orderId}`);
    });
  });

  it('says so when the order does not exist (30012)', async () => {
    renderOrderPage('99999999');
    expect(
      await screen.findByText('This order does not exist or does not belong to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
  });

  it('a first read that fails says so under the page heading, and Retry loads the order', async () => {
    const { orderId } = await placeBuy('100');
    let fail = true;
    server.use(
      http.get('*/api/ctc/query-order-details', () =>
        fail ? HttpResponse.json({ code: 500, message: 'boom', data: null }, { status: 500 }) : undefined,
      ),
    );
    renderOrderPage(orderId);
    expect(await screen.findByText('The order could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy USDT' })).toBeInTheDocument();
  });

  it("a first read that fails says why: the network text, or the server's message", async () => {
    const { orderId } = await placeBuy('100');
    server.use(http.get('*/api/ctc/query-order-details', () => HttpResponse.error(), { once: true }));
    renderOrderPage(orderId);
    const offline = await screen.findByRole('alert');
    expect(offline).toHaveTextContent('The order could not be loaded.');
    expect(within(offline).getByText('Network Error')).toBeInTheDocument();
    server.use(
      http.get(
        '*/api/ctc/query-order-details',
        () =>
          HttpResponse.json({ code: 500, message: 'Order service is under maintenance', data: null }, { status: 500 }),
        { once: true },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Order service is under maintenance')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The order could not be loaded.');
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
  });
});
