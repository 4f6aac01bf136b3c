import { screen, waitFor, within } from '@testing-library/react';
import { readLastPayMethod, saveLastPayMethod } from '@/shared/last-pay-method';
import { http, HttpResponse } from 'msw';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { renderWithProviders } from '../../support/render-with-providers';
import { adDetailRoutes, openTradeDialog } from './ad-detail-routes';
import { resetSessionDoubles } from './session-doubles';
import { getAdvertiseDetail } from '@/api/generated/endpoints/ads/ads';
import { D } from '@ds';

jest.mock('@/session/gates', () => jest.requireActual('./session-doubles').gatesModule);
jest.mock(
  '@/session/security-verification/use-security-verification',
  () => jest.requireActual('./session-doubles').verificationDialogModule,
);

// The sell dialog on the real mocks. AD20250415000046: sell USDT for USD at 0.98, remaining
// 10603.09, limits 290.00-9420.00, Bank Transfer / Wise / Revolut. The trader holds 2500.00 USDT and has
// Bank Transfer (7730012) and Wise (7730013) saved.
const AD = 'AD20250415000046';

startMocks();
beforeEach(() => {
  signInClient('trader');
  resetSessionDoubles();
});

async function openSell() {
  const { user } = renderWithProviders(adDetailRoutes, { url: `/en/p2p/sell/detail/${AD}` });
  const dialog = within(await openTradeDialog(user, /^Sell USDT$/));
  await dialog.findByText('Available balance: 2,500.00 USDT');
  return { user, dialog };
}

const sellField = () => screen.getByRole('textbox', { name: /I will sell/ });

it('shows the balance from the grouped spot-balance call, the fiat equivalent, and Max', async () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
  const { user, dialog } = await openSell();
  expect(seen).toContain('/0/api/t/v2/spot-balance'); // prefixed with the account group (0)
  await user.type(sellField(), '100');
  expect(dialog.getByText('98.00 USD')).toBeInTheDocument();
  // The fee the order will show, feeRate x 100 USDT, is said before the trader commits.
  const { feeRate } = await getAdvertiseDetail({ adNo: AD });
  expect(dialog.getByText(`${D(feeRate).times(100).toFixed(2)} USDT`)).toBeInTheDocument();
  expect(
    dialog.getByText('The fee comes off the crypto the buyer receives: you receive the full amount.'),
  ).toBeInTheDocument();
  // Max: the least of the balance 2500.00, the remaining 10603.09 and 9420.00 / 0.98 = 9612.24
  await user.click(dialog.getByRole('button', { name: 'Max' }));
  expect(sellField()).toHaveValue('2,500');
  expect(dialog.getByText('2,450.00 USD')).toBeInTheDocument();
});

it('says what is wrong: blank, outside the limits, above the balance', async () => {
  const { user, dialog } = await openSell();
  await user.click(dialog.getByRole('button', { name: 'Sell USDT' }));
  expect(await dialog.findAllByText('The field cannot be left blank.')).toHaveLength(2);
  await user.type(sellField(), '100'); // 98.00 USD < 290.00
  expect(await dialog.findByText('Minimum 290.00 USD for this advertisement.')).toBeInTheDocument();
  await user.clear(sellField());
  await user.type(sellField(), '2500.01');
  expect(await dialog.findByText('Insufficient balance.')).toBeInTheDocument();
  await user.clear(sellField());
  await user.type(sellField(), '2500');
  await waitFor(() => expect(dialog.queryByText('Insufficient balance.')).not.toBeInTheDocument());
});

it('sells to a saved method the ad accepts and lands on the order page', async () => {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/create-order'))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  const { user, dialog } = await openSell();
  await user.type(sellField(), '300');
  await user.click(dialog.getByRole('combobox', { name: /Payment method/ }));
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'Bank Transfer · 021000021 4478120093',
    'Wise · alex.morgan@example.com',
  ]);
  await user.click(options[0]!);
  await user.click(dialog.getByRole('button', { name: 'Sell USDT' }));
  expect(await screen.findByTestId('order-page')).toHaveTextContent(/orderId=\d+/);
  expect(bodies).toEqual([
    { adNo: AD, side: 'SELL', cryptoAmount: '300', userPaymentId: '7730012', clientOrderId: expect.any(String) },
  ]);
  // The account sold to is the next sale's starting choice (the dialog's own test below).
  expect(readLastPayMethod('sell')).toBe('7730012');
});

it('starts on the saved account last sold to, when the ad accepts its method', async () => {
  saveLastPayMethod('sell', '7730012');
  const { dialog } = await openSell();
  await waitFor(() =>
    expect(dialog.getByRole('combobox', { name: /Payment method/ })).toHaveTextContent(
      'Bank Transfer · 021000021 4478120093',
    ),
  );
});

it('shows a failed balance read in place with a retry, and the form stays usable', async () => {
  server.use(
    http.get(
      '*/api/t/v2/spot-balance',
      () => HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      { once: true },
    ),
  );
  const { user } = renderWithProviders(adDetailRoutes, { url: `/en/p2p/sell/detail/${AD}` });
  const dialog = within(await openTradeDialog(user, /^Sell USDT$/));
  expect(await dialog.findByText('Your balance could not be loaded.')).toBeInTheDocument();
  expect(dialog.getByText('down')).toBeInTheDocument();
  // Max needs the balance: without it, it would fill the ad's remaining 10603.09, more than the trader holds.
  expect(dialog.queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
  await user.type(sellField(), '300');
  expect(sellField()).toHaveValue('300');
  await user.click(dialog.getByRole('button', { name: 'Retry' }));
  expect(await dialog.findByText('Available balance: 2,500.00 USDT')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Max' }));
  expect(sellField()).toHaveValue('2,500');
});

it('offers no Max while the balance is loading', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(
      '*/api/t/v2/spot-balance',
      async () => {
        await held;
        return HttpResponse.json({
          code: 0,
          message: 'success',
          data: [{ asset: 'USDT', available: '2500.00', frozen: '0.00', staking: '0' }],
        });
      },
      { once: true },
    ),
  );
  const { user } = renderWithProviders(adDetailRoutes, { url: `/en/p2p/sell/detail/${AD}` });
  const dialog = within(await openTradeDialog(user, /^Sell USDT$/));
  await dialog.findByText('Available balance: loading…');
  expect(dialog.queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
  release();
  await user.click(await dialog.findByRole('button', { name: 'Max' }));
  expect(sellField()).toHaveValue('2,500');
});

it('reads an asset missing from the balances as 0: nothing to sell', async () => {
  server.use(
    http.get('*/api/t/v2/spot-balance', () => HttpResponse.json({ code: 0, message: 'success', data: [] }), {
      once: true,
    }),
  );
  const { user } = renderWithProviders(adDetailRoutes, { url: `/en/p2p/sell/detail/${AD}` });
  const sell = within(await openTradeDialog(user, /^Sell USDT$/));
  expect(await sell.findByText('Available balance: 0.00 USDT')).toBeInTheDocument();
  await user.type(sellField(), '300');
  await user.click(sell.getByRole('button', { name: 'Sell USDT' }));
  expect(await sell.findByText('Insufficient balance.')).toBeInTheDocument();
});

it('shows a server refusal (30003) inline and keeps the amount', async () => {
  server.use(
    http.post('*/api/ctc/create-order', () =>
      HttpResponse.json({ code: 30003, message: 'Insufficient balance.', data: null }),
    ),
  );
  const { user, dialog } = await openSell();
  await user.type(sellField(), '300');
  await user.click(dialog.getByRole('combobox', { name: /Payment method/ }));
  await user.click(await screen.findByRole('option', { name: /Wise/ }));
  await user.click(dialog.getByRole('button', { name: 'Sell USDT' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Insufficient balance.');
  expect(sellField()).toHaveValue('300');
});
