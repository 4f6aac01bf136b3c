import { act, screen, waitFor, within } from '@testing-library/react';
import { readLastPayMethod, saveLastPayMethod } from '@/shared/last-pay-method';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getAdvertiseDetail } from '@/api/generated/endpoints/ads/ads';
import { toast } from '@ds';
import { getState } from '@mocks/state/store';
import { MOCK_USERS } from '@mocks/users';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { renderWithProviders } from '../../support/render-with-providers';
import { adDetailRoutes, openTradeDialog } from './ad-detail-routes';
import { requestTrade, resetSessionDoubles, verify } from './session-doubles';

jest.mock('@/session/gates', () => jest.requireActual('./session-doubles').gatesModule);
jest.mock(
  '@/session/security-verification/use-security-verification',
  () => jest.requireActual('./session-doubles').verificationDialogModule,
);

// The buy dialog on the real mocks. AD20250415000003: USDT/USD at 1.02, remaining 972.12, limits
// 220.00-990.00, fee 0.001, Bank Transfer / Wise / Zelle.
const AD = 'AD20250415000003';

startMocks();
beforeEach(() => {
  signInClient('trader');
  resetSessionDoubles();
});
afterEach(() => act(() => toast.clear()));

function createOrderBodies(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/ctc/create-order'))
      void request
        .clone()
        .json()
        .then((b: Record<string, unknown>) => bodies.push(b));
  });
  return bodies;
}

async function openBuy() {
  const user = userEvent.setup();
  const view = renderWithProviders(adDetailRoutes, { url: `/en/p2p/buy/detail/${AD}` });
  const dialog = await openTradeDialog(user, /^Buy USDT$/);
  return { user, dialog: within(dialog), view };
}

const pay = () => screen.getByRole('textbox', { name: /I will pay/ });
const receive = () => screen.getByRole('textbox', { name: /I will receive/ });

async function chooseMethod(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /Payment method/ }));
  await user.click(await screen.findByRole('option', { name }));
}

it('opens only after the trade gate says yes', async () => {
  requestTrade.mockResolvedValueOnce(false);
  const { user } = renderWithProviders(adDetailRoutes, { url: `/en/p2p/buy/detail/${AD}` });
  await user.click(await screen.findByRole('button', { name: /^Buy USDT$/ }));
  expect(requestTrade).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Buy USDT$/ }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

it('links I will pay and I will receive both ways and deducts the fee from what is received', async () => {
  const { user, dialog } = await openBuy();
  await user.type(pay(), '100');
  expect(receive()).toHaveValue('97.94');
  expect(dialog.getByText('98.04 USDT')).toBeInTheDocument(); // order amount = 100 / 1.02
  expect(dialog.getByText('0.10 USDT')).toBeInTheDocument(); // fee = 0.001 x 98.04, off what is received
  await user.clear(receive());
  await user.type(receive(), '500');
  // 500 / 0.999 = 500.50 gross; x 1.02 = 510.51
  expect(pay()).toHaveValue('510.51');
  expect(dialog.getByText('500.50 USDT')).toBeInTheDocument();
  expect(dialog.getByText('0.50 USDT')).toBeInTheDocument();
  await user.clear(pay());
  expect(receive()).toHaveValue('');
});

it('says what is wrong: blank fields, an amount below the minimum or above the maximum, naming the limit', async () => {
  const { user, dialog } = await openBuy();
  const [, min, max] = /^Limit: (\S+) – (\S+) USD$/.exec(dialog.getByText(/^Limit: /).textContent ?? '')!;
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  expect(await dialog.findAllByText('The field cannot be left blank.')).toHaveLength(2);
  await user.type(pay(), '100');
  // Below the minimum, the message names it with the hint's own figure.
  expect(await dialog.findByText(`Minimum ${min} USD for this advertisement.`)).toBeInTheDocument();
  await user.clear(pay());
  await user.type(pay(), '990');
  await waitFor(() => expect(dialog.queryByText(/^Minimum /)).not.toBeInTheDocument());
  await user.clear(receive());
  // 980 USDT costs about 1,000 USD, above the maximum (here any amount above the remaining 972.12 is; the
  // remaining quantity's own message is checked in trade-schemas.test.ts).
  await user.type(receive(), '980');
  expect(await dialog.findByText(`Maximum ${max} USD for this advertisement.`)).toBeInTheDocument();
});

it('creates ONE order on a double click and lands on the order page', async () => {
  const bodies = createOrderBodies();
  const { user, dialog } = await openBuy();
  await user.type(pay(), '300');
  await chooseMethod(user, 'Wise');
  await user.type(dialog.getByRole('textbox', { name: /Notes/ }), 'Paying from\nmy Wise account');
  await user.dblClick(dialog.getByRole('button', { name: 'Buy USDT' }));
  expect(await screen.findByTestId('order-page')).toHaveTextContent(/^\/en\/p2p\/order\?orderId=\d+$/);
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toEqual({
    adNo: AD,
    side: 'BUY',
    fiatAmount: '300',
    payMethodCode: 'WISE',
    notes: 'Paying from\nmy Wise account',
    clientOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
  });
});

it('starts on the method last ordered with, when the ad accepts it; else nothing is chosen', async () => {
  saveLastPayMethod('buy', 'ZELLE');
  const first = await openBuy();
  expect(screen.getByRole('combobox', { name: /Payment method/ })).toHaveTextContent('Zelle');
  first.view.unmount();
  saveLastPayMethod('buy', 'MOMO'); // not accepted by this ad
  await openBuy();
  expect(screen.getByRole('combobox', { name: /Payment method/ })).not.toHaveTextContent(/\w/);
});

it('remembers the method of an order for the next one', async () => {
  const { user, dialog } = await openBuy();
  await user.type(pay(), '300');
  await chooseMethod(user, 'Wise');
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  expect(await screen.findByTestId('order-page')).toBeInTheDocument();
  expect(readLastPayMethod('buy')).toBe('WISE');
});

it('sends the gross crypto amount when I will receive was typed last', async () => {
  const bodies = createOrderBodies();
  const { user, dialog } = await openBuy();
  await user.type(receive(), '500');
  await chooseMethod(user, 'Zelle');
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  await screen.findByTestId('order-page');
  expect(bodies[0]).toMatchObject({ cryptoAmount: '500.50', payMethodCode: 'ZELLE' });
  expect(bodies[0]).not.toHaveProperty('fiatAmount');
});

it('on a new device (30001) verifies with CREATE_ORDER and retries with the codes and the same clientOrderId', async () => {
  const bodies = createOrderBodies();
  let calls = 0;
  server.use(
    http.post('*/api/ctc/create-order', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({
            code: 30001,
            message: 'New device: please complete the security verification.',
            data: null,
          })
        : undefined;
    }),
  );
  const { user, dialog } = await openBuy();
  await user.type(pay(), '300');
  await chooseMethod(user, 'Wise');
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  await screen.findByTestId('order-page');
  expect(verify).toHaveBeenCalledWith('CREATE_ORDER', false);
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[0]).not.toHaveProperty('verifyCodes');
  expect(bodies[1]).toMatchObject({
    verifyCodes: { smsCode: '123456', googleCode: '654321' },
    clientOrderId: bodies[0]?.clientOrderId,
  });
  expect(screen.queryByText(/New device/)).not.toBeInTheDocument(); // silent: no toast
});

it('a refused code (30006) is asked again in the verification, saying why, and the buy dialog shows no error', async () => {
  const bodies = createOrderBodies();
  server.use(
    http.post('*/api/ctc/create-order', () => HttpResponse.json({ code: 30001, message: 'New device', data: null }), {
      once: true,
    }),
    http.post(
      '*/api/ctc/create-order',
      () => HttpResponse.json({ code: 30006, message: 'The verification code is invalid or has expired.', data: null }),
      { once: true },
    ),
  );
  verify.mockResolvedValueOnce({ smsCode: '111111' }).mockResolvedValueOnce({ smsCode: '123456' });
  const { user, dialog } = await openBuy();
  await user.type(pay(), '300');
  await chooseMethod(user, 'Wise');
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  await screen.findByTestId('order-page');
  expect(verify.mock.calls).toEqual([
    ['CREATE_ORDER', false],
    ['CREATE_ORDER', true],
  ]);
  await waitFor(() => expect(bodies).toHaveLength(3));
  expect(bodies[2]).toMatchObject({ verifyCodes: { smsCode: '123456' }, clientOrderId: bodies[0]?.clientOrderId });
  expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
});

it('stays open with what was typed when the verification is closed', async () => {
  server.use(
    http.post('*/api/ctc/create-order', () => HttpResponse.json({ code: 30001, message: 'New device', data: null })),
  );
  verify.mockResolvedValueOnce(null);
  const { user, dialog } = await openBuy();
  await user.type(pay(), '300');
  await chooseMethod(user, 'Wise');
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  await waitFor(() => expect(verify).toHaveBeenCalled());
  expect(pay()).toHaveValue('300');
  expect(dialog.getByRole('button', { name: 'Buy USDT' })).toBeEnabled();
});

it('shows another business error inline, keeps what was typed, and can try again', async () => {
  server.use(
    http.post(
      '*/api/ctc/create-order',
      () => HttpResponse.json({ code: 30009, message: 'The advertisement is no longer available.', data: null }),
      { once: true },
    ),
  );
  const { user, dialog } = await openBuy();
  await user.type(pay(), '300');
  await chooseMethod(user, 'Wise');
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('The advertisement is no longer available.');
  expect(pay()).toHaveValue('300');
  expect(receive()).toHaveValue('293.83');
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  expect(await screen.findByTestId('order-page')).toBeInTheDocument();
});

it('between blocked users (30017) says so in the page’s words, whatever the server wrote, and keeps what was typed', async () => {
  const ad = await getAdvertiseDetail({ adNo: AD });
  getState()
    .users.get(MOCK_USERS.trader.userId)!
    .blocked.set(ad.advertiser.userId, { nickname: ad.advertiser.nickname, blockedAt: Date.now() });
  const { user, dialog } = await openBuy();
  await user.type(pay(), '300');
  await chooseMethod(user, 'Wise');
  await user.click(dialog.getByRole('button', { name: 'Buy USDT' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(
    'You cannot trade with this advertiser: one of you has blocked the other.',
  );
  expect(pay()).toHaveValue('300');
});

it('shows the whole deal before the trader commits: advertiser, price against the market, window and terms', async () => {
  const ad = await getAdvertiseDetail({ adNo: AD });
  const { dialog } = await openBuy();
  const deal = within(dialog.getByTestId('deal-summary'));
  expect(deal.getByText(ad.advertiser.nickname)).toBeInTheDocument();
  expect(
    deal.getByText(new RegExp(`^${ad.advertiser.totalTrades.toLocaleString('en-US')} trades`)),
  ).toBeInTheDocument();
  expect(deal.getByText(/^Payment window: \d+ min/)).toBeInTheDocument();
  expect(deal.getByText('Unit price: 1 USDT = 1.02 USD', { exact: false })).toBeInTheDocument();
  // The advertiser's terms are another user's text: shown as text, whole.
  if (ad.remark.trim()) expect(deal.getByTestId('deal-remark')).toHaveTextContent(ad.remark.trim());
});

it('Max fills the most one order may pay: the upper limit, here below what the remaining quantity costs', async () => {
  const { user, dialog } = await openBuy();
  await user.click(dialog.getByRole('button', { name: 'Max' }));
  // Limits 220.00-990.00; the remaining 972.12 USDT at 1.02 would cost 991.56.
  expect(pay()).toHaveValue('990');
  expect(receive()).not.toHaveValue('');
});
