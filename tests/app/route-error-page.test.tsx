import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { lazyScreen } from '@/app/lazy-screen';
import { RouteBoundary } from '@/app/routes/route-boundary';
import { isChunkLoadError } from '@/app/routes/route-error-page';
import { fatalNotFound } from '@/shared/routing/fatal-error';
import { isBotUserAgent } from '@/shared/bot-user-agent';
import { renderWithProviders } from '../support/render-with-providers';

async function renderThrowing(thrower: () => never) {
  const Thrower = () => thrower();
  renderWithProviders(
    [
      {
        path: '/',
        element: (
          <RouteBoundary>
            <Thrower />
          </RouteBoundary>
        ),
      },
    ],
    { url: '/' },
  );
}

let errorSpy: jest.SpyInstance;
beforeEach(() => (errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => errorSpy.mockRestore());

describe('fatal error page', () => {
  it("a page's own not-found shows the not-found variant with its path", async () => {
    await renderThrowing(() => fatalNotFound('/en/p2p/buy/detail/NOPE'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /en/p2p/buy/detail/NOPE' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('any other error shows the server-error variant with status 500', async () => {
    await renderThrowing(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('search-engine and preview bots get no error page; the error is only logged', async () => {
    const ua = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await renderThrowing(() => {
      throw new Error('boom');
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(errorSpy).toHaveBeenCalled();
    ua.mockRestore();
  });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1)', true],
    ['facebookexternalhit/1.1', true],
    ['TelegramBot (like TwitterBot)', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', false],
  ])('%s is a bot: %s', (ua, bot) => expect(isBotUserAgent(ua)).toBe(bot));

  it("any other error also says what happened in the reader's language", async () => {
    await renderThrowing(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    });
    expect(
      await screen.findByText('Something went wrong while showing this page. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });
});

describe('per-route error page with Retry', () => {
  async function renderScreen(screenComponent: () => React.ReactNode) {
    const Screen = screenComponent;
    const { router } = renderWithProviders(
      [
        {
          path: '/',
          element: (
            <div>
              <header>Site header</header>
              <Outlet />
            </div>
          ),
          children: [
            {
              path: 'screen',
              element: (
                <RouteBoundary>
                  <Screen />
                </RouteBoundary>
              ),
            },
          ],
        },
      ],
      { url: '/screen?x=1' },
    );
    return router;
  }

  it('a render error shows the error page inside the layout; Retry reads the data again and shows the screen', async () => {
    let answer: unknown = 12345; // the wrong type, as the chaos scenario sends it
    let renders = 0;
    function OrderScreen() {
      renders += 1;
      const order = useQuery({ queryKey: ['order'], queryFn: () => Promise.resolve(answer), retry: false });
      if (order.isPending) return <p>Loading</p>;
      const data = order.data as { status: string } | number;
      if (typeof data !== 'object') throw new TypeError("Cannot read properties of undefined (reading 'status')");
      return <h1>Order {data.status}</h1>;
    }
    const router = await renderScreen(OrderScreen);
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while showing this page. Please try again.')).toBeInTheDocument();

    answer = { status: 'PAID' };
    const before = renders;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Order PAID' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1');
    expect(renders).toBeGreaterThan(before);
  });

  it('a chunk that did not load says so, and Retry reloads the page (the browser keeps the failed import)', async () => {
    await renderScreen(() => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ad-list-route-x1.js');
    });
    expect(
      await screen.findByText('This page could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    errorSpy.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // jsdom cannot reload: it reports the attempt as a navigation it does not implement.
    const messages = errorSpy.mock.calls.flat().map((arg) => String((arg as Error)?.message ?? arg));
    expect(messages.some((m) => /Not implemented: navigation/.test(m))).toBe(true);
  });

  it('a lazy screen whose chunk fails shows the error page in the layout, not an empty one', async () => {
    const { Screen } = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/hkpay-route.js')),
    );
    const { router } = renderWithProviders(
      [
        {
          path: '/',
          element: (
            <main>
              <Outlet />
            </main>
          ),
          children: [
            {
              index: true,
              element: (
                <RouteBoundary>
                  <h1>Home</h1>
                </RouteBoundary>
              ),
            },
            {
              path: 'hkpay',
              element: (
                <RouteBoundary>
                  <Screen />
                </RouteBoundary>
              ),
            },
          ],
        },
      ],
      { url: '/' },
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await act(() => router.navigate('/hkpay'));
    expect(
      await screen.findByText('This page could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  });

  it.each([
    ['Failed to fetch dynamically imported module: /assets/a.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module: /assets/a.js', true],
    ["Cannot read properties of undefined (reading 'list')", false],
  ])('%s is a lost chunk: %s', (message, expected) => expect(isChunkLoadError(new TypeError(message))).toBe(expected));
});
