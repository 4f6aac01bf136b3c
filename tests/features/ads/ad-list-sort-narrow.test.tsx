import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AdListScreen } from '@/features/ads/screens/ad-list-screen';
import { MOCK_USERS } from '@mocks/handlers';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { renderWithProviders } from '../../support/render-with-providers';

// The list's order and its show-only toggles: kept in the URL, sent in the contract's list request, sorted and
// narrowed by the server (the mocks), with "my payment methods" only for a signed-in trader.

startMocks();

/** The bodies of every list request the screen sends. */
function listRequests(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/query-adv-list'))
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body));
  });
  return bodies;
}

const render = (url: string, session?: 'trader') =>
  renderWithProviders(<AdListScreen side="buy" />, { url, path: '/:lang/p2p/buy', ...(session ? { session } : {}) });

/** The wide layout's sort headings: hidden below md by CSS, which jsdom reads without the media query. */
const header = () => within(screen.getByTestId('ad-table-header'));

/** Unfolds the filter bar's "Filter and sort" panel (its code loads after the first screen). */
async function openOptions(
  user: { click: (element: Element) => Promise<void> },
  name: string | RegExp = 'Filter and sort',
) {
  const button = await screen.findByRole('button', { name }, { timeout: 5000 });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return within(await screen.findByRole('region', { name: 'Filter and sort' }));
}

it('sorts from a heading: the URL keeps the order, the request carries it, the heading says it is in force', async () => {
  const bodies = listRequests();
  const { user, router } = render('/en/p2p/buy?fiat=EUR');
  const completion = await waitFor(() => header().getByRole('button', { name: 'Completion', hidden: true }));
  expect(completion).toHaveAttribute('aria-pressed', 'false');
  expect(completion).toHaveAccessibleDescription('Completion rate, highest first');
  await user.click(completion);
  await waitFor(() => expect(router.state.location.search).toBe('?asset=USDT&fiat=EUR&sort=COMPLETION_RATE_DESC'));
  await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: 'COMPLETION_RATE_DESC', fiat: 'EUR' }));
  await waitFor(() =>
    expect(header().getByRole('button', { name: 'Completion', hidden: true })).toHaveAttribute('aria-pressed', 'true'),
  );
  // The price heading turns the price order round, then back to the default, which the URL leaves out.
  const price = header().getByRole('button', { name: 'Unit price', hidden: true });
  expect(price).toHaveAttribute('aria-pressed', 'false');
  expect(price).toHaveAccessibleDescription('Sort: Price, lowest first');
  await user.click(price);
  await waitFor(() => expect(router.state.location.search).toBe('?asset=USDT&fiat=EUR'));
  const bestPrice = header().getByRole('button', { name: 'Unit price', hidden: true });
  expect(bestPrice).toHaveAttribute('aria-pressed', 'true');
  expect(bestPrice).toHaveAccessibleDescription('Sort: Price, highest first');
  await user.click(bestPrice);
  await waitFor(() => expect(router.state.location.search).toBe('?asset=USDT&fiat=EUR&sort=PRICE_DESC'));
  await waitFor(() => expect(bodies.at(-1)).toMatchObject({ sort: 'PRICE_DESC' }));
});

it('sorts from the options panel’s select, and a reload of the URL keeps the order', async () => {
  const bodies = listRequests();
  const { user, router } = render('/en/p2p/buy?fiat=EUR&sort=TRADES_DESC');
  await waitFor(() => expect(bodies[0]).toMatchObject({ sort: 'TRADES_DESC' }));
  const options = await openOptions(user, 'Filter and sort: 1 on');
  const select = options.getByRole('combobox', { name: 'Sort by' });
  expect(select).toHaveValue('TRADES_DESC');
  await user.selectOptions(select, 'Release time, fastest first');
  await waitFor(() => expect(router.state.location.search).toContain('sort=RELEASE_TIME_ASC'));
  await user.selectOptions(select, 'Price, lowest first');
  await waitFor(() => expect(router.state.location.search).toBe('?asset=USDT&fiat=EUR'));
});

it('narrows to online and verified advertisers: each toggle is pressed, counted, kept in the URL and sent', async () => {
  const bodies = listRequests();
  const { user, router } = render('/en/p2p/buy?fiat=EUR');
  const options = await openOptions(user);
  const online = options.getByRole('button', { name: 'Online only' });
  expect(online).toHaveAttribute('aria-pressed', 'false');
  expect(options.queryByRole('button', { name: 'My payment methods' })).not.toBeInTheDocument();
  await user.click(online);
  await waitFor(() => expect(router.state.location.search).toBe('?asset=USDT&fiat=EUR&online=1'));
  await waitFor(() => expect(bodies.at(-1)).toMatchObject({ onlineOnly: true }));
  expect(options.getByRole('button', { name: 'Online only' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(options.getByRole('button', { name: 'Verified advertisers' }));
  await waitFor(() => expect(bodies.at(-1)).toMatchObject({ onlineOnly: true, verifiedOnly: true }));
  await user.click(options.getByRole('button', { name: 'Done' }));
  // Done folds the panel and gives the focus back to its button, which counts what is on.
  expect(screen.queryByRole('region', { name: 'Filter and sort' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Filter and sort: 2 on' })).toHaveFocus();
  // Reset turns every option off at once.
  await user.click(screen.getByRole('button', { name: 'Filter and sort: 2 on' }));
  await user.click(await screen.findByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(router.state.location.search).toBe('?asset=USDT&fiat=EUR'));
});

it('"my payment methods", signed in, asks for ads that take any of the trader’s saved methods', async () => {
  signInClient('trader');
  const bodies = listRequests();
  const { user } = render('/en/p2p/buy?fiat=EUR', 'trader');
  const options = await openOptions(user);
  await user.click(options.getByRole('button', { name: 'My payment methods' }));
  const saved = [...new Set(MOCK_USERS.trader.paymentMethods.map((p) => p.methodCode))].sort();
  await waitFor(() => expect(bodies.at(-1)).toMatchObject({ payMethods: saved }));
  expect(options.getByRole('button', { name: 'My payment methods' })).toHaveAttribute('aria-pressed', 'true');
});

it('"my payment methods" with none saved says so instead of listing everything', async () => {
  signInClient('trader');
  server.use(
    http.get('*/api/ctc/query-user-payment', () => HttpResponse.json({ code: 0, message: 'ok', data: { list: [] } })),
  );
  const bodies = listRequests();
  render('/en/p2p/buy?fiat=EUR&mine=1', 'trader');
  expect(await screen.findByText('No saved payment methods')).toBeInTheDocument();
  expect(bodies.some((body) => 'payMethods' in body)).toBe(false);
});

it('the options panel folds with Escape, giving the focus back to its button, and with a press outside it', async () => {
  const { user } = render('/en/p2p/buy?fiat=EUR');
  const options = await openOptions(user);
  await user.click(options.getByRole('combobox', { name: 'Sort by' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Filter and sort' })).not.toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Filter and sort' });
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await openOptions(user);
  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(screen.queryByRole('region', { name: 'Filter and sort' })).not.toBeInTheDocument();
});
