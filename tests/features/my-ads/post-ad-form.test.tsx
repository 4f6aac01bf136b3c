import { MOCK_VERIFY_CODES } from '@mocks/users';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getStartupCurrencyList } from '@/api/generated/endpoints/currencies/currencies';
import { createAd, getMyAd } from '@/api/generated/endpoints/my-ads/my-ads';
import { setCurrencies } from '@/session/session-store';
import { http } from 'msw';
import { serverError } from '@mocks/handlers/respond';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { appRouteTable, clearSession, renderWithProviders } from '../../support/render-with-providers';

// The post-ad form (docs/product-rules.md §18): three steps checked one by one, the codes asked before posting, a
// refusal that sends the trader to the step it is about with everything kept, and Edit on the same form.

const mockVerify = jest.fn();
jest.mock('@/session/security-verification/use-security-verification', () => ({
  useSecurityVerification: () => ({ ask: mockVerify, close: () => undefined, element: null }),
}));

startMocks({ counterpartyDelayMs: 0 });
beforeEach(async () => {
  localStorage.clear();
  // The lists the app's start-up reads, which the form's crypto and fiat choices come from.
  setCurrencies(await getStartupCurrencyList());
  mockVerify.mockReset().mockResolvedValue(MOCK_VERIFY_CODES);
});
afterEach(() => clearSession());

/** A fixed buy ad of USDT for EUR at `price` (0.95), 100 USDT in orders of 10 to 90 EUR, paid by SEPA. */
async function fillBuyAd(user: UserEvent, price = '0.95') {
  await user.click(await screen.findByRole('button', { name: 'Buy crypto' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Fiat/ }), 'EUR');
  await user.click(screen.getByRole('radio', { name: 'Fixed' }));
  await user.type(screen.getByRole('textbox', { name: /Price in EUR/ }), price);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByRole('textbox', { name: /Total amount to buy/ }), '100');
  await user.type(screen.getByRole('textbox', { name: /Minimum order/ }), '10');
  await user.type(screen.getByRole('textbox', { name: /Maximum order/ }), '90');
  await user.click(await screen.findByRole('checkbox', { name: 'SEPA' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 3 of 3: Terms and preview' });
}

it('checks each step before the next, asks the codes first and posts the ad once, then shows it on My ads', async () => {
  const { user } = renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads/new', session: 'trader' });
  await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3: Type and price' });
  await user.click(screen.getByRole('radio', { name: 'Fixed' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('The field cannot be left blank.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Type and price' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Floating' }));

  await fillBuyAd(user);
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByText('Takers who want to sell USDT will see your ad like this.')).toBeInTheDocument();
  expect(within(preview).getByText('0.95 EUR')).toBeInTheDocument();
  expect(within(preview).getByText('10.00 EUR – 90.00 EUR')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Publish the ad' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'My ads' })).toBeInTheDocument();
  expect(mockVerify.mock.calls).toEqual([['POST_AD', false]]);
  const card = within(await screen.findByRole('listitem', { name: 'Buy USDT with EUR' }));
  expect(card.getByRole('switch', { name: /^Online: Buy USDT with EUR/ })).toBeChecked();
  expect(card.getByText('0.95 EUR', { exact: false })).toBeInTheDocument();
  // Published: the draft is gone, so the next ad starts afresh.
  expect(Object.keys(localStorage).filter((key) => key.startsWith('p2p.adDraft.'))).toEqual([]);
});

it('a refusal sends the trader to the step it is about, keeping every step, and the ad can be posted offline', async () => {
  signInClient('trader');
  for (const maxLimit of ['80', '85'])
    await createAd({
      makerSide: 'BUY',
      asset: 'USDT',
      fiat: 'EUR',
      priceType: 'FIXED',
      price: '0.94',
      quantity: '100',
      minLimit: '10',
      maxLimit,
      payMethodCodes: ['SEPA'],
      payWindowMinutes: 15,
      clientRequestId: `seed-ad-${maxLimit}`,
      verifyCodes: MOCK_VERIFY_CODES,
    });
  const { user } = renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads/new', session: 'trader' });
  await fillBuyAd(user);
  await user.type(screen.getByRole('textbox', { name: 'Terms (optional)' }), 'SEPA from your own account.');
  await user.click(screen.getByRole('button', { name: 'Publish the ad' }));

  const refusal = /You already have the most ads online for this side and pair/;
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  // The rule was said next to the switch before the server said it.
  expect(screen.getByRole('switch', { name: 'Put it online now' })).toHaveAccessibleDescription(
    'At most 2 of your ads can be online at once for the same side and pair.',
  );
  expect(screen.getByRole('textbox', { name: 'Terms (optional)' })).toHaveValue('SEPA from your own account.');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('textbox', { name: /Maximum order/ })).toHaveValue('90');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('switch', { name: 'Put it online now' }));
  await user.click(screen.getByRole('button', { name: 'Publish the ad' }));
  expect(
    await screen.findByText('Your ad is posted and offline. Put it online from My ads when you are ready.'),
  ).toBeInTheDocument();
  expect(mockVerify).toHaveBeenCalledTimes(2);
});

it('edits an ad on the same form without codes: the pair stays, the new limit is saved', async () => {
  const { user } = renderWithProviders(appRouteTable(), {
    url: '/en/p2p/my-ads/ADM00000002/edit',
    session: 'trader',
  });
  expect(await screen.findByText(/The side and the pair of a posted ad cannot change/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buy crypto' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const max = await screen.findByRole('textbox', { name: /Maximum order/ });
  expect(max).toHaveValue('3,000');
  await user.clear(max);
  await user.type(max, '2500');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your changes are saved. Orders in progress keep their terms.')).toBeInTheDocument();
  expect(mockVerify).not.toHaveBeenCalled();
  signInClient('trader');
  expect((await getMyAd({ adNo: 'ADM00000002' })).maxLimit).toBe('2500');
});

it('a price the server finds out of the band reopens the first step and says so, when the page had no market price', async () => {
  // Without the rates the form cannot check the band itself; the server does (30022).
  server.use(http.get('*/api/a/v1/public/rates', () => serverError()));
  const { user } = renderWithProviders(appRouteTable(), { url: '/en/p2p/my-ads/new', session: 'trader' });
  await fillBuyAd(user, '5');
  await user.click(await screen.findByRole('button', { name: 'Publish the ad' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(/your price is now too far from it/);
  expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Type and price' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Price in EUR/ })).toHaveValue('5');
});
