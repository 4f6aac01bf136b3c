import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@ds';
import { signInClient, startMocks } from '../../mocks/mock-harness';
import { renderWithProviders } from '../../support/render-with-providers';
import { adDetailRoutes, openTradeDialog } from './ad-detail-routes';
import { resetSessionDoubles } from './session-doubles';

jest.mock('@/session/gates', () => jest.requireActual('./session-doubles').gatesModule);
jest.mock(
  '@/session/security-verification/use-security-verification',
  () => jest.requireActual('./session-doubles').verificationDialogModule,
);

// The trade form re-checks the ad against what the list showed (the navigation's state) and says what changed.
// AD20250415000003 in the mocks: USDT/USD at 1.02, remaining 972.12, limits 220.00-990.00.
const AD = 'AD20250415000003';
const AS_LISTED = { adNo: AD, price: '1.02', remaining: '972.12', minLimit: '220.00', maxLimit: '990.00' };

startMocks();
beforeEach(() => {
  signInClient('trader');
  resetSessionDoubles();
});
afterEach(() => act(() => toast.clear()));

async function openFormAfterList(seenAd: Record<string, string>) {
  const user = userEvent.setup();
  renderWithProviders(adDetailRoutes, { url: `/en/p2p/buy/detail/${AD}`, routeState: { seenAd } });
  return within(await openTradeDialog(user, /^Buy USDT$/));
}

it('says nothing when the ad is as the list showed it', async () => {
  const form = await openFormAfterList(AS_LISTED);
  expect(form.getByTestId('deal-summary')).toBeInTheDocument();
  expect(form.queryByTestId('ad-changed')).not.toBeInTheDocument();
});

it('lists the price, the limits and the amount available that changed, before and after', async () => {
  const form = await openFormAfterList({ ...AS_LISTED, price: '1.01', maxLimit: '1000.00', remaining: '1000' });
  const changed = form.getByTestId('ad-changed');
  expect(within(changed).getByText('This ad changed since you saw it')).toBeInTheDocument();
  expect(
    within(changed)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Price: 1.01 USD → 1.02 USD',
    'Limits: 220.00 – 1,000.00 USD → 220.00 – 990.00 USD',
    'Available: 1,000.00 USDT → 972.12 USDT',
  ]);
  expect(changed).toHaveTextContent('Check the new terms before you continue.');
});

it('ignores a state that is not this ad’s terms (history state is anyone’s)', async () => {
  const form = await openFormAfterList({ ...AS_LISTED, adNo: 'AD20250415000004', price: '9.99' });
  expect(form.getByTestId('deal-summary')).toBeInTheDocument();
  expect(form.queryByTestId('ad-changed')).not.toBeInTheDocument();
});
