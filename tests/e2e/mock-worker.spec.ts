import { expect, test } from '@playwright/test';

// Mock mode's service worker (public/mock-api-worker.js) hands the API calls to the mocks and nothing else: the
// chunks, texts and images the page asks for once the worker runs come from the server, as without mocks. MSW's
// own worker sent each of them to the page's handlers and back (16 of a list page's 23 round trips).
test('in mock mode the worker answers the API calls, group-prefixed ones too, and leaves the rest to the server', async ({
  page,
}) => {
  const throughWorker: string[] = [];
  const fromServer: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    (response.fromServiceWorker() ? throughWorker : fromServer).push(pathname);
  });
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The header app is one of the chunks asked for after the first screen, with the worker running.
  await expect(page.locator('#p2p-embedded-header')).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  // A call behind the account-group prefix (/{accountGroup}/api/...), as the sell form's balance makes.
  const balance = await page.evaluate(async () => {
    const response = await fetch('/0/api/t/v2/spot-balance?includeStaking=false', {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { code: number }).code;
  });
  expect(balance).toBe(0);

  expect(throughWorker).toContain('/api/ctc/query-adv-list');
  expect(throughWorker).toContain('/0/api/t/v2/spot-balance');
  expect(throughWorker.filter((path) => !path.includes('/api/'))).toEqual([]);
  expect(
    fromServer.filter((path) => path.startsWith('/embedded/') || path.startsWith('/assets/')).length,
  ).toBeGreaterThan(10);
  expect(fromServer.filter((path) => path.includes('/api/'))).toEqual([]);
});
