import { expect, test } from '@playwright/test';
import { instrumentOrderPage, runMinutes, samplePage, type PageSample } from '../../scripts/bench/simulate-order-page';
import { createOrder, openOrder } from './support/orders';

// An order page open for 10 simulated minutes of polling and chat keeps its memory and its timer
// count flat (traders leave it open for the whole payment window on cheap phones).

test('an open order page polls and chats for 10 simulated minutes without growing timers, heap or DOM', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await instrumentOrderPage(page);
  const orderId = await createOrder(page, 'BUY', '100');
  await openOrder(page, orderId);
  await expect(page.getByRole('button', { name: "I've Paid" })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const message = page.getByRole('textbox', { name: 'Message' });

  const samples: PageSample[] = [];
  await runMinutes(page, 10, async (minute) => {
    // One chat message a minute: the chat panel renders it, the poll brings it back and merges it.
    await message.fill(`still here, minute ${minute}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log', { name: 'Chat messages' })).toContainText(`still here, minute ${minute}`);
    // Short timeouts a click and a send start wait on the fake clock: two more seconds let them fire, so a
    // sample counts the timers that stay, not the moment after a click (the count swung between 16 and 19
    // from run to run).
    await page.clock.runFor(2_000);
    samples.push(await samplePage(page, cdp));
  });

  const [first, fifth, last] = [samples[0]!, samples[4]!, samples[samples.length - 1]!];
  const timers = samples.map((s) => s.liveTimers).join(' ');
  console.log(
    `order page after 1 and 10 simulated minutes: ${JSON.stringify({ first, last })}; live timers minute by minute: ${timers}`,
  );
  // Polls and the countdown reschedule themselves: the number of live timers must not climb minute by minute.
  // Timers that end on their own (such as React Query's five-minute cache timers of finished sends) raise the count
  // over the first minutes, then it holds (seen: 15 15 17 17 17 18 18 18 18 18); a leak would keep climbing
  // through the second five minutes.
  expect(last.liveTimers).toBeLessThanOrEqual(fifth.liveTimers + 1);
  expect(Math.max(...samples.map((s) => s.liveTimers))).toBeLessThan(30);
  // Nine more chat messages are a few KB; a leak of polled responses or listeners would be far more.
  expect(last.heapBytes - first.heapBytes).toBeLessThan(3 * 1024 * 1024);
  // Each message adds a few nodes; nothing else may accumulate.
  expect(last.domNodes - first.domNodes).toBeLessThan(9 * 40);
  // And the page still works: the countdown has run 10 minutes of the payment window.
  await expect(page.getByRole('button', { name: "I've Paid" })).toBeVisible();
});
