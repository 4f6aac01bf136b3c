import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@ds';
import { configureMocks } from '@mocks/handlers';
import { seedOrder } from '@mocks/state/seed';
import { getState } from '@mocks/state/store';
import { server, startMocks } from '../../mocks/mock-harness';
import { clearSession } from '../../support/render-with-providers';
import { openOrderPage, stalledOrderId } from './stalled-order';

// Reminders on the order page (docs/product-rules.md §17.9): the button counts down to the wait the order states,
// sends one, and counts down again; the reminded side reads it on the step it asks them to act on.

startMocks({ counterpartyDelayMs: 60 * 60_000 });
afterEach(() => {
  clearSession();
  act(() => toast.clear());
  jest.restoreAllMocks();
});

it('the buyer reminds a seller who has not released, then waits for the next one, and both see it in the chat', async () => {
  const { user } = openOrderPage(stalledOrderId());
  const remind = await screen.findByRole('button', { name: 'Remind seller' });
  expect(remind).toBeEnabled();
  expect(remind).toHaveAccessibleDescription('The seller has not released yet? Send them a reminder.');
  await user.click(remind);
  expect(await screen.findByText('Reminder sent.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: /^Remind seller/ })).toBeDisabled());
  // The countdown is seen on the button; the line under it says the times once.
  expect(screen.getByRole('button', { name: /^Remind seller/ })).toHaveTextContent(/Remind seller\s*0[45]:\d\d/);
  expect(screen.getByText(/^Reminder sent at .+\. You can send another at .+\.$/)).toBeInTheDocument();
  expect(
    await screen.findByText('The buyer sent a reminder: please check the payment and release the crypto.'),
  ).toBeInTheDocument();
});

it('counts down to the first reminder after the buyer has just paid', async () => {
  configureMocks({ scenario: 'appeal' });
  seedOrder({ orderId: '2611280000000031', book: 'USDT/USD/BUY', stage: 'PAID' });
  getState().orders.get('2611280000000031')!.appealCase = true;
  openOrderPage('2611280000000031');
  const remind = await screen.findByRole('button', { name: /^Remind seller/ });
  expect(remind).toBeDisabled();
  expect(remind).toHaveAccessibleDescription(/^You can send a reminder at .+\.$/);
});

it('tells the seller the buyer reminded them, on the step that asks them to release', async () => {
  seedOrder({ orderId: '2611280000000032', book: 'USDT/USD/SELL', stage: 'PAID' });
  const order = getState().orders.get('2611280000000032')!;
  order.remindersReceived = [Date.now() - 60_000];
  openOrderPage(order.orderId);
  const step = within(await screen.findByRole('region', { name: 'Check the payment' }));
  expect(step.getByTestId('reminder-received')).toHaveTextContent(
    new RegExp(`^${order.counterparty.nickname} sent you a reminder at .+: check the payment and release`),
  );
  // A seller has nothing to remind a buyer who has paid.
  expect(screen.queryByRole('button', { name: /^Remind buyer/ })).not.toBeInTheDocument();
});

it('says it is too early when the server refuses (30018), and keeps the order as the server has it', async () => {
  server.use(
    http.post(
      '*/api/ctc/remind-counterparty',
      () => HttpResponse.json({ code: 30018, message: 'Too early.', data: null }),
      { once: true },
    ),
  );
  const { user } = openOrderPage(stalledOrderId());
  await user.click(await screen.findByRole('button', { name: 'Remind seller' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'It is too early for another reminder. The button counts down to the next one.',
  );
});
