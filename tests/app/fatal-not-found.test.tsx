import { screen, waitFor } from '@testing-library/react';
import { MOCK_USERS } from '@mocks/users';
import { server, startMocks } from '../mocks/mock-harness';
import { appRouteTable, renderWithProviders } from '../support/render-with-providers';

// An ad or order id that fails the page's own validation (the contract's id
// pattern) raises the fatal not-found: the not-found variant of the error page, 'Page Not Found: {path}', and no
// request for it. A well-formed id the backend does not know keeps the page's friendlier message. Bots get no
// error page; the error is only logged.

startMocks();

const DETAIL_CALLS = ['/api/ctc/query-advertise-detail', '/api/ctc/query-order-details'];
let detailCalls: string[] = [];
const recordDetailCalls = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url);
  if (DETAIL_CALLS.includes(pathname)) detailCalls.push(request.url);
};

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  const user = MOCK_USERS.trader;
  for (const cookie of [
    `authorization=${user.authorization}`,
    `userId=${user.userId}`,
    `UID=${user.UID}`,
    `accountGroup=${user.accountGroup}`,
  ]) {
    document.cookie = `${cookie}; path=/`;
  }
  detailCalls = [];
  server.events.on('request:start', recordDetailCalls);
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.events.removeListener('request:start', recordDetailCalls);
  errorSpy.mockRestore();
});

describe('fatal not-found for a malformed id', () => {
  it.each([
    ['/en/p2p/buy/detail/not-an-ad'],
    ['/en/p2p/sell/detail/AD1'],
    ['/en/p2p/buy/detail/ad20250415000001'],
    ['/en/p2p/order?orderId=abc!'],
    [`/en/p2p/order?orderId=${'1'.repeat(33)}`],
    ['/en/p2p/order?externalOrderId=EXT%2088'],
  ])('%s shows the not-found variant with its path, and asks the backend nothing', async (url) => {
    renderWithProviders(appRouteTable(), { url });
    // The path as the address bar has it: the router's pathname and query, percent-encoding kept.
    expect(await screen.findByRole('heading', { level: 1, name: `Page Not Found: ${url}` })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(detailCalls).toEqual([]);
  });

  it('a search-engine or preview bot gets no error page; the error is only logged', async () => {
    const ua = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    try {
      renderWithProviders(appRouteTable(), { url: '/en/p2p/buy/detail/not-an-ad' });
      await waitFor(() =>
        expect(errorSpy).toHaveBeenCalledWith(
          'route error',
          expect.objectContaining({ status: 404, message: 'Page Not Found: /en/p2p/buy/detail/not-an-ad' }),
          expect.anything(),
        ),
      );
      expect(screen.queryByRole('heading', { name: /Page Not Found/ })).not.toBeInTheDocument();
      expect(screen.queryByText('404')).not.toBeInTheDocument();
      expect(detailCalls).toEqual([]);
    } finally {
      ua.mockRestore();
    }
  });
});

describe('a well-formed id the backend does not know keeps the friendly message', () => {
  it('an advertisement', async () => {
    renderWithProviders(appRouteTable(), { url: '/en/p2p/buy/detail/AD99999999' });
    expect(await screen.findByText('This advertisement is no longer available')).toBeInTheDocument();
    expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
    expect(detailCalls).toHaveLength(1);
  });

  it('an order', async () => {
    renderWithProviders(appRouteTable(), { url: '/en/p2p/order?orderId=999999' });
    expect(
      await screen.findByText('This order does not exist or does not belong to your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
    expect(detailCalls.length).toBeGreaterThan(0);
  });
});
