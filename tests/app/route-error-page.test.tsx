import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { fatalNotFound } from '@/shared/routing/fatal-error';
import { isBotUserAgent } from '@/shared/bot-user-agent';
import { createI18n } from '@/shared/i18n';
import { fsLocaleLoader } from '../support/fs-locale-loader';

async function renderThrowing(thrower: () => never) {
  const i18n = await createI18n('en', { loadNamespace: fsLocaleLoader });
  const router = createMemoryRouter([{ path: '/', Component: () => thrower(), errorElement: <RouteErrorPage /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

let errorSpy: jest.SpyInstance;
beforeEach(() => (errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => errorSpy.mockRestore());

describe('fatal error page (spec §2)', () => {
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
    const ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
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
});
