import { within } from '@testing-library/react';
import { createAd } from '@/api/generated/endpoints/my-ads/my-ads';
import { signInClient, startMocks } from '../../mocks/mock-harness';
import { key } from '../../mocks/trade-helpers';
import { renderWithProviders } from '../../support/render-with-providers';
import { adDetailRoutes, openTradeDialog } from './ad-detail-routes';
import { resetSessionDoubles } from './session-doubles';

jest.mock('@/session/gates', () => jest.requireActual('./session-doubles').gatesModule);
jest.mock(
  '@/session/security-verification/use-security-verification',
  () => jest.requireActual('./session-doubles').verificationDialogModule,
);

// An ad's conditions on takers (docs/product-rules.md §18.5) are said in the trade form before the trader commits,
// and the server's refusal of a taker who does not meet them (30027) in the form's own words, keeping what was typed.

startMocks();
beforeEach(() => resetSessionDoubles());

it('says whom the advertiser trades with, and why an order was refused, keeping the amount', async () => {
  signInClient('trader');
  const { adNo } = await createAd({
    makerSide: 'SELL',
    asset: 'USDT',
    fiat: 'EUR',
    priceType: 'FIXED',
    price: '0.93',
    quantity: '300',
    minLimit: '20',
    maxLimit: '250',
    userPaymentIds: ['7730014'],
    payWindowMinutes: 15,
    takerConditions: { kycRequired: true, minRegisteredDays: 90, maxOpenOrders: 0 },
    clientRequestId: key('ad'),
    verifyCodes: { smsCode: '482915', emailCode: '518204', googleCode: '730214' },
  });
  // The sub-account is 40 days old: the order is refused.
  signInClient('sub-user');
  const { user } = renderWithProviders(adDetailRoutes, { url: `/en/p2p/buy/detail/${adNo}` });
  const dialog = within(await openTradeDialog(user, /^Buy USDT$/));
  expect(
    dialog.getByText(
      'This advertiser trades only with users who have identity verified and an account at least 90 days old.',
    ),
  ).toBeInTheDocument();
  const pay = dialog.getByRole('textbox', { name: /I will pay/ });
  await user.type(pay, '50');
  await user.click(dialog.getByRole('button', { name: /^Buy USDT$/ }));
  expect(
    await dialog.findByText("Your account does not meet this advertiser's conditions yet. Choose another ad."),
  ).toBeInTheDocument();
  expect(pay).toHaveValue('50');
});
