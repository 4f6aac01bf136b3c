import { launchChromium } from './chromium';
import { createLiveOrder, traderCookies } from './api-session';
import {
  instrumentOrderPage,
  recordApiRequests,
  runMinutes,
  samplePage,
  setTabHidden,
  type PageSample,
  type RequestLog,
} from './simulate-order-page';

// Requests an open order page sends in 10 simulated minutes: visible, hidden (polling must pause), and with
// the server failing (polling must back off), never two identical requests in flight at once; and its heap
// (after a full garbage collection) when it has loaded and after the 10 visible minutes.
export interface OrderRequestsResult {
  visible: RequestLog;
  hidden: RequestLog;
  failing: RequestLog;
  heap: { start: PageSample; afterVisible: PageSample };
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
    const cdp = await context.newCDPSession(page);
    const start = await samplePage(page, cdp);

    let recording = recordApiRequests(page);
    await runMinutes(page, minutes);
    const visible = recording.stop();
    const afterVisible = await samplePage(page, cdp);

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
    return { visible, hidden, failing, heap: { start, afterVisible } };
  } finally {
    await browser.close();
  }
}
