import { screen, waitFor, within } from '@testing-library/react';
import { createAd } from '@/api/generated/endpoints/my-ads/my-ads';
import { queryAdvList } from '@/api/generated/endpoints/ads/ads';
import { signInClient, startMocks } from '../../mocks/mock-harness';
import { key } from '../../mocks/trade-helpers';
import { appRouteTable, clearSession, renderWithProviders } from '../../support/render-with-providers';

// My ads (docs/product-rules.md §18): the trader's own ads in their states, online and offline in one switch that
// moves at once and back when refused, Close after a confirmation, and for anyone else what posting ads needs.

startMocks({ counterpartyDelayMs: 0 });
afterEach(() => clearSession());

const CODES = { smsCode: '482915', emailCode: '518204', googleCode: '730214' };
const card = (name: string) => screen.getByRole('listitem', { name });

it('lists the trader’s ads with their state, price, quantities and why the platform paused one', async () => {
  renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads', session: 'trader' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Buy USDC with EUR' })).toBeInTheDocument();
  const online = within(card('Buy USDC with EUR'));
  expect(online.getByText('Online', { selector: '.MuiChip-label' })).toBeInTheDocument();
  expect(online.getByText('Floating: 0.80% under market')).toBeInTheDocument();
  expect(
    online.getByText('Takers must have identity verified and an account at least 30 days old.'),
  ).toBeInTheDocument();
  expect(online.getByRole('switch', { name: /^Online: Buy USDC with EUR/ })).toBeChecked();
  const offline = within(card('Buy BTC with USD'));
  expect(offline.getByText('Fixed price')).toBeInTheDocument();
  expect(offline.getByRole('switch', { name: /^Online: Buy BTC with USD/ })).not.toBeChecked();
  const paused = within(card('Sell ETH for EUR'));
  expect(paused.getByText(/what remains does not fill your minimum order/)).toBeInTheDocument();
});

it('takes an ad offline at once, and the public list loses it', async () => {
  const { user } = renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads', session: 'trader' });
  const toggle = await screen.findByRole('switch', { name: /^Online: Buy USDC with EUR/ });
  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(
    await screen.findByText('Your ad is offline: takers no longer see it. Orders in progress go on.'),
  ).toBeInTheDocument();
  signInClient('sub-user');
  const sellers = await queryAdvList({ side: 'SELL', asset: 'USDC', fiat: 'EUR', size: 20 });
  expect(sellers.list.some((ad) => ad.adNo === 'ADM00000003')).toBe(false);
});

it('moves the switch back and says why when the server refuses to list the ad', async () => {
  signInClient('trader');
  for (const maxLimit of ['1000', '1100'])
    await createAd({
      makerSide: 'BUY',
      asset: 'BTC',
      fiat: 'USD',
      priceType: 'FLOATING',
      premiumPercent: '-1',
      quantity: '0.1',
      minLimit: '100',
      maxLimit,
      payMethodCodes: ['ZELLE'],
      payWindowMinutes: 15,
      clientRequestId: key('ad'),
      verifyCodes: CODES,
    });
  const { user } = renderWithProviders(appRouteTable(), {
    url: '/en/p2p/my-ads?status=offline',
    session: 'trader',
  });
  const toggle = await screen.findByRole('switch', { name: /^Online: Buy BTC with USD/ });
  await user.click(toggle);
  expect(
    await screen.findByText('You already have the most ads online for this side and pair. Take another offline first.'),
  ).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
});

it('closes an ad after a confirmation, and it leaves the list of open ads', async () => {
  const { user } = renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads', session: 'trader' });
  await user.click(await screen.findByRole('button', { name: /^Close the ad Buy BTC with USD/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Close this ad?' });
  await user.click(within(dialog).getByRole('button', { name: 'Close the ad' }));
  expect(await screen.findByText('The ad is closed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Buy BTC with USD' })).not.toBeInTheDocument());
});

it('filters by state from the URL', async () => {
  renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads?status=paused', session: 'trader' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Sell ETH for EUR' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Buy USDC with EUR' })).not.toBeInTheDocument();
});

it('tells a sub-account that the main account posts ads, with no button that cannot work', async () => {
  renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads', session: 'sub-user' });
  expect(await screen.findByRole('heading', { name: 'Post your own ads' })).toBeInTheDocument();
  expect(screen.getByText(/Sub-accounts cannot post ads/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /advertiser|Finish the steps/ })).not.toBeInTheDocument();
});

it('shows a new user what is missing, and the steps start with the product’s own gates', async () => {
  const { user } = renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads', session: 'new-user' });
  const checklist = await screen.findByRole('list', { name: 'What posting ads needs' });
  expect(within(checklist).getByText('Identity verification (KYC)').parentElement).toHaveTextContent('To do');
  expect(within(checklist).getByText('A main account (a sub-account cannot post ads)').parentElement).toHaveTextContent(
    'Done',
  );
  await user.click(screen.getByRole('button', { name: 'Finish the steps' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});
