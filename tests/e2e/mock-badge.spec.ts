import { expect, test, type Page } from '@playwright/test';

// In mock mode a badge shows the scenario and mock user, and switches and resets them; ?mockReset=1 also resets
// the scenario kept in its cookie.

const scenarioCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'mockScenario')?.value;

test('the mock badge switches the scenario, the page follows, and Reset goes back to the default', async ({ page }) => {
  await page.goto('/en/p2p/buy?mockUser=trader');
  await expect(page.getByRole('article').first()).toBeVisible();
  const badge = page.getByRole('button', { name: /^Mock:/ });
  await expect(badge).toHaveText('Mock: default · trader');

  await badge.click();
  const switcher = page.getByRole('dialog', { name: 'Mock mode' });
  await switcher.getByRole('combobox', { name: 'Scenario' }).selectOption('restricted-region');
  await switcher.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('region-restricted')).toContainText('This product is not available in your region.');
  await expect(badge).toHaveText('Mock: restricted-region · trader');
  // The switch left the address bar alone: a reload keeps the scenario without resetting anything.
  await expect(page).toHaveURL(/\/en\/p2p\/buy\?mockUser=trader$/);
  expect(await scenarioCookie(page)).toBe('restricted-region');

  await badge.click();
  await switcher.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(badge).toHaveText('Mock: default · trader');
  expect(await scenarioCookie(page)).toBeUndefined();
});

test('?mockReset=1 also forgets the scenario kept in the cookie', async ({ page }) => {
  await page.goto('/en/p2p/buy?scenario=restricted-region');
  await expect(page.getByTestId('region-restricted')).toBeVisible();
  await page.goto('/en/p2p/buy?mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mock:/ })).toHaveText('Mock: default · signed out');
  expect(await scenarioCookie(page)).toBeUndefined();
});
