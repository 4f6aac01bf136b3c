import { expect, type Locator, type Page } from '@playwright/test';

// A test about what the page ends up showing, not about how long it takes, runs the
// page's waits on Playwright's clock instead of waiting them out. The clock is installed before the page loads
// (page.clock.install()) and then flows as real time does; these helpers jump it forward when the test has seen
// what it wanted of the wait. The mocks run in the page (MSW), so their delays follow the same clock.

/**
 * Jumps the page's clock forward `stepMs` at a time until `target` is on screen (or, with `state: 'hidden'`, gone).
 * Each jump fires the timers that fell due (the mocks' delays, the order page's poll), once each, as if that
 * time had passed.
 */
export async function fastForwardUntil(
  page: Page,
  target: Locator,
  stepMs: number,
  { state = 'visible' }: { state?: 'visible' | 'hidden' } = {},
): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(stepMs);
    await target.waitFor({ state, timeout: 250 });
  }).toPass({ timeout: 20_000, intervals: [100] });
}

/**
 * Until the simulated counterparty's next step shows: the buyer pays after an order to sell is created, the seller
 * confirms after PAID, the system releases half that delay later (mocks/config.ts counterpartyDelayMs, 4 s), and
 * the order page sees it at its next poll (3 s). Jumping the clock spares a flow test those seconds of waiting at
 * each step; what the page shows while it waits is still checked before the jump.
 */
export function untilCounterpartyActs(page: Page, shown: Locator): Promise<void> {
  return fastForwardUntil(page, shown, 2_000);
}
