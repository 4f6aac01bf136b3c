import { launchChromium } from './chromium';
import { createLiveOrder, traderCookies } from './api-session';
import {
  instrumentOrderPage,
  recordApiRequests,
  runMinutes,
  setTabHidden,
  type RequestLog,
} from './simulate-order-page';

// Requests an open order page sends in 10 simulated minutes: visible, hidden (polling must pause), and with
// the server failing (polling must back off), never two identical requests in flight at once.
export interface OrderRequestsResult {
  visible: RequestLog;
  hidden: RequestLog;
  failing: RequestLog;
}

export async function measureOrderRequests(appUrl: string, apiUrl: string, minutes = 10): Promise<OrderRequestsResult> {
  const browser = await launchChromium();
  const context = await browser.newContext();
  await context.addCookies(traderCookies(appUrl));
  const page = await context.newPage();
  try {
    await instrumentOrderPage(page);
    const orderId = await createLiveOrder(apiUrl);
    await page.goto(`${appUrl}/en/p2p/order?orderId=${orderId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    let recording = recordApiRequests(page);
    await runMinutes(page, minutes);
    const visible = recording.stop();

    await setTabHidden(page, true);
    recording = recordApiRequests(page);
    await runMinutes(page, minutes);
    const hidden = recording.stop();
    await setTabHidden(page, false);

    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"message":"unavailable"}' }),
    );
    recording = recordApiRequests(page);
    await runMinutes(page, minutes);
    const failing = recording.stop();
    return { visible, hidden, failing };
  } finally {
    await browser.close();
  }
}

export function orderRequestVerdicts(r: OrderRequestsResult): string[] {
  const problems: string[] = [];
  // Two polls (order, chat) every 3 s would be 400 in 10 minutes; hidden, the page must all but stop.
  if (r.hidden.total > r.visible.total / 10)
    problems.push(`order page: ${r.hidden.total} requests while hidden (visible: ${r.visible.total})`);
  if (r.failing.total > r.visible.total / 2)
    problems.push(`order page: ${r.failing.total} requests while failing, no back-off (visible: ${r.visible.total})`);
  const duplicates = r.visible.duplicatesInFlight + r.hidden.duplicatesInFlight + r.failing.duplicatesInFlight;
  if (duplicates > 0) problems.push(`order page: ${duplicates} identical requests sent while one was in flight`);
  return problems;
}
