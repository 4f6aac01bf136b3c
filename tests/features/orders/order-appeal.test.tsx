import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@ds';
import { chatKey } from '@/features/orders/chat/use-chat-messages';
import { configureMocks } from '@mocks/handlers';
import { seedOrder } from '@mocks/state/seed';
import { getState } from '@mocks/state/store';
import { nodeFile, pngBytes, server, startMocks } from '../../mocks/mock-harness';
import { appRouteTable, clearSession, renderWithProviders } from '../../support/render-with-providers';
import { openOrderPage, stalledOrderId } from './stalled-order';
import { withFakeNotifications } from './fake-notifications';

// Appeals on the order page (docs/product-rules.md §17.10): the form's reason, description and proof, what it says
// when something is wrong (keeping everything), the appeal's state with customer service in the chat, withdrawing.

startMocks({ counterpartyDelayMs: 60 * 60_000 });
beforeEach(() => configureMocks({ supportDelayMs: 60 * 60_000 }));
afterEach(() => {
  clearSession();
  act(() => toast.clear());
  jest.restoreAllMocks();
});

// Node's File: the request's multipart body is built by Node's fetch, which does not take jsdom's.
const png = (name: string) => nodeFile(pngBytes(64), name, 'image/png');

it('opens an appeal with a reason, a description and a file, then shows it under review and withdraws it', async () => {
  const { user } = openOrderPage(stalledOrderId());
  await user.click(await screen.findByRole('button', { name: 'Appeal' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Open an appeal' }));
  // The buyer's reasons, and nothing sent until the form is complete.
  expect(dialog.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
    'I paid, but the seller has not released the crypto',
    'I paid more or less than the order amount',
    'Something else',
  ]);
  await user.type(dialog.getByRole('textbox', { name: /Describe what happened/ }), 'Too short');
  await user.click(dialog.getByRole('button', { name: 'Submit appeal' }));
  expect(dialog.getByText('Choose what happened.')).toBeInTheDocument();
  expect(
    dialog.getByText('Write at least 10 characters, so customer service understands the case.'),
  ).toBeInTheDocument();

  await user.click(dialog.getByRole('radio', { name: 'I paid, but the seller has not released the crypto' }));
  await user.type(dialog.getByRole('textbox', { name: /Describe what happened/ }), ' to decide: paid at 10:05.');
  const picker = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(picker, [png('transfer.png')]);
  const files = within(dialog.getByRole('list'));
  await waitFor(() => expect(files.getByText('transfer.png').parentElement).toHaveTextContent(/KB$/));
  await user.click(dialog.getByRole('button', { name: 'Submit appeal' }));

  expect(await screen.findByText('Appeal opened. Customer service will write to you in the chat.')).toBeInTheDocument();
  const panel = within(await screen.findByRole('region', { name: 'Appeal' }));
  expect(panel.getByText('Under review')).toBeInTheDocument();
  expect(await panel.findByText('Too short to decide: paid at 10:05.')).toBeInTheDocument();
  expect(panel.getByRole('link', { name: /transfer\.png/ })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Customer service is handling this order' })).toBeInTheDocument();

  await user.click(panel.getByRole('button', { name: 'Withdraw appeal' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Withdraw the appeal?' }));
  await user.click(confirm.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Appeal withdrawn.')).toBeInTheDocument();
  expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Waiting for the seller' })).toBeInTheDocument();
});

it('refuses a file that is not an image or PDF by its bytes, and keeps the form when the send fails', async () => {
  server.use(
    http.post(
      '*/api/ctc/create-appeal',
      () =>
        HttpResponse.json({ code: 30021, message: 'An attached file was not found among your uploads.', data: null }),
      { once: true },
    ),
  );
  const { user } = openOrderPage(stalledOrderId());
  await user.click(await screen.findByRole('button', { name: 'Appeal' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Open an appeal' }));
  const picker = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]')!;
  // Named and typed as a picture, but its bytes are a script.
  await user.upload(picker, [new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' })]);
  expect(
    await dialog.findByText('Only images (PNG, JPG, GIF, WebP) and PDF files can be attached.'),
  ).toBeInTheDocument();
  expect(dialog.queryByRole('list')).not.toBeInTheDocument();

  await user.click(dialog.getByRole('radio', { name: 'Something else' }));
  await user.type(dialog.getByRole('textbox', { name: /Describe what happened/ }), 'The seller asked me to pay twice.');
  await user.click(dialog.getByRole('button', { name: 'Submit appeal' }));
  expect(await dialog.findByText('An attached file was not found among your uploads.')).toBeInTheDocument();
  expect(dialog.getByRole('radio', { name: 'Something else' })).toBeChecked();
  expect(dialog.getByRole('textbox', { name: /Describe what happened/ })).toHaveValue(
    'The seller asked me to pay twice.',
  );
  // The same attempt again goes through.
  await user.click(dialog.getByRole('button', { name: 'Submit appeal' }));
  expect(await screen.findByText('Appeal opened. Customer service will write to you in the chat.')).toBeInTheDocument();
});

it('marks customer service in the chat and says when it awaits the trader', async () => {
  configureMocks({ supportDelayMs: 0 });
  const { user } = openOrderPage(stalledOrderId());
  await user.click(await screen.findByRole('button', { name: 'Appeal' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Open an appeal' }));
  await user.click(dialog.getByRole('radio', { name: 'I paid, but the seller has not released the crypto' }));
  await user.type(dialog.getByRole('textbox', { name: /Describe what happened/ }), 'Paid on time, nothing released.');
  await user.click(dialog.getByRole('button', { name: 'Submit appeal' }));
  const panel = within(await screen.findByRole('region', { name: 'Appeal' }));
  expect(await panel.findByText('Awaiting your response')).toBeInTheDocument();
  expect(
    panel.getByText(/^Customer service has asked you for something in the chat\. Answer there by .+/),
  ).toBeInTheDocument();
  const log = within(await screen.findByRole('log'));
  const asked = await log.findByText(/^Buyer, please send in this chat a screenshot or PDF of your payment/);
  expect(asked.closest('li')).toHaveAttribute('data-side', 'support');
  expect(within(asked.closest('li')!).getByText('Customer service')).toBeInTheDocument();
});

it('says the counterparty opened it, and offers no Withdraw to the other side', async () => {
  seedOrder({ orderId: '2611290000000042', book: 'USDT/USD/SELL', stage: 'IN_PROCESS' });
  const order = getState().orders.get('2611290000000042')!;
  order.appeal!.openedBy = 'COUNTERPARTY';
  openOrderPage(order.orderId);
  const panel = within(await screen.findByRole('region', { name: 'Appeal' }));
  expect(await panel.findByText(new RegExp(`^${order.counterparty.nickname} opened it at .+\\.$`))).toBeInTheDocument();
  expect(panel.queryByRole('button', { name: 'Withdraw appeal' })).not.toBeInTheDocument();
});

it('while the trader looks elsewhere, a message from customer service is notified as such', async () => {
  await withFakeNotifications(async (shown) => {
    const orderId = stalledOrderId();
    const { user, queryClient } = openOrderPage(orderId);
    await user.click(await screen.findByRole('button', { name: 'Appeal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Open an appeal' }));
    await user.click(dialog.getByRole('radio', { name: 'Something else' }));
    await user.type(dialog.getByRole('textbox', { name: /Describe what happened/ }), 'The seller stopped answering.');
    await user.click(dialog.getByRole('button', { name: 'Submit appeal' }));
    await screen.findByRole('region', { name: 'Appeal' });
    await waitFor(() =>
      expect(within(screen.getByRole('log')).getAllByText(/customer service will join/i)).toHaveLength(1),
    );
    // Customer service joins while the tab is in the background.
    jest.spyOn(document, 'hasFocus').mockReturnValue(false);
    configureMocks({ supportDelayMs: 0 });
    await act(() => queryClient.refetchQueries({ queryKey: chatKey(orderId) }));
    await waitFor(() => expect(shown).toContain(`Customer service wrote about order ${orderId}`));
  });
});

it('My orders marks an order whose appeal awaits the trader, and the mark leads to the order', async () => {
  seedOrder({ orderId: '2611290000000043', book: 'USDT/USD/BUY', stage: 'IN_PROCESS' });
  const appeal = getState().orders.get('2611290000000043')!.appeal!;
  Object.assign(appeal, { state: 'AWAITING_OWNER', joinedAt: Date.now() - 60_000, askedAt: Date.now() - 30_000 });
  const { user, router } = renderWithProviders(appRouteTable(), { url: '/en/p2p/order', session: 'trader' });
  const mark = await screen.findByRole('link', { name: 'Answer customer service on order 2611290000000043' });
  // Only that order: the seeded appeal under review waits for customer service, not for the trader.
  expect(screen.getAllByRole('link', { name: /^Answer customer service on order / })).toHaveLength(1);
  await user.click(mark);
  expect(router.state.location.search).toBe('?orderId=2611290000000043');
  const panel = within(await screen.findByRole('region', { name: 'Appeal' }));
  expect(await panel.findByText('Awaiting your response')).toBeInTheDocument();
});
