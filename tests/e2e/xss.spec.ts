import { expect as baseExpect, test as base, type Locator, type Page } from '@playwright/test';
import { XSS_PAYLOADS, xssFileName } from '../../mocks/fixtures/xss-payloads';
import { textsFor } from './support/locale-text';
import { openAdFromList } from './support/trade-from-list';
import { withoutBidiControls } from '../../src/shared/bidi-text';
import { untilMocksAnswer } from './support/in-app';
import { untilCounterpartyActs } from './support/clock';

// Untrusted text is rendered inert. The `xss` mock scenario puts a corpus of XSS payloads into
// every text another person controls (nicknames, ad remarks, payment details, chat messages and file names, error
// messages). Every screen that shows such text is visited, and each must show the payloads literally while
// nothing runs (the corpus calls window.__xss), no dialog opens and no markup is injected into the page.

const t = textsFor('en');
const XSS = 'scenario=xss&mockUser=trader&mockReset=1';
// Whole trades on two shared cores: a reload boots the app and the mock worker again, which can take seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

interface XssWindow extends Window {
  __xss: (n: number) => void;
  __xssHits: number[];
  __xssInjected: string[];
  __xssScan: () => string[];
}

/**
 * Runs in every frame before the app: the marker the payloads call, and a MutationObserver that reports any
 * executable or injected markup in the page body (the app root and MUI's portals): script-like elements, on*
 * handler attributes, javascript:/vbscript:/data:text/html URLs, srcdoc, and the corpus's data-xss marker.
 */
function installXssWatchers() {
  const w = window as unknown as XssWindow;
  w.__xssHits = [];
  w.__xssInjected = [];
  w.__xss = (n: number) => {
    w.__xssHits.push(n);
  };
  const TAGS = new Set([
    'SCRIPT',
    'IFRAME',
    'FRAME',
    'FRAMESET',
    'OBJECT',
    'EMBED',
    'APPLET',
    'BASE',
    'META',
    'LINK',
    'STYLE',
    'NOSCRIPT',
    'TEMPLATE',
  ]);
  const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background']);
  // Control characters and spaces are ignored by browsers inside a URL scheme ("java\tscript:").
  const unsafeUrl = (value: string) =>
    // eslint-disable-next-line no-control-regex -- on purpose: they are what a payload hides in a scheme
    /^(javascript:|vbscript:|data:text\/html)/.test(value.replace(/[\u0000-\u0020]/g, '').toLowerCase());
  const seen = new Set<string>();
  const inspect = (el: Element) => {
    const problems: string[] = [];
    if (TAGS.has(el.tagName.toUpperCase())) problems.push(`<${el.tagName.toLowerCase()}>`);
    for (const { name, value } of Array.from(el.attributes)) {
      const attr = name.toLowerCase();
      if (attr.startsWith('on') || attr === 'srcdoc' || attr === 'data-xss') problems.push(`${attr}=`);
      else if (URL_ATTRIBUTES.has(attr) && unsafeUrl(value)) problems.push(`${attr}=${value.slice(0, 40)}`);
    }
    if (problems.length === 0) return;
    const report = `${problems.join(' ')} in ${el.outerHTML.slice(0, 160)}`;
    if (!seen.has(report)) {
      seen.add(report);
      w.__xssInjected.push(report);
    }
  };
  const inBody = (node: Node) => document.body !== null && document.body.contains(node);
  new MutationObserver((records) => {
    for (const record of records) {
      if (!inBody(record.target)) continue;
      if (record.type === 'attributes' && record.target instanceof Element) inspect(record.target);
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        inspect(node);
        node.querySelectorAll('*').forEach(inspect);
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
  // A scan of the whole body as it is now, which also covers what was there before the observer started.
  w.__xssScan = () => {
    document.body?.querySelectorAll('*').forEach(inspect);
    return w.__xssInjected;
  };
}

interface XssReport {
  hits: number[];
  injected: string[];
  dialogs: string[];
}

interface XssWatch {
  /** What ran, was injected or opened a dialog so far, in any frame. */
  report(): Promise<XssReport>;
  /** Fails when a payload ran, a dialog opened or markup was injected, in any frame. */
  expectInert(where: string): Promise<void>;
  /** Forgets what was seen (the self-check of the watchers only). */
  reset(): Promise<void>;
}

const test = base.extend<{ watch: XssWatch }>({
  watch: async ({ page }, provide) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript(installXssWatchers);
    const report = async (): Promise<XssReport> => {
      const frames = await Promise.all(
        page.frames().map((frame) =>
          frame
            .evaluate(() => {
              const w = window as unknown as XssWindow;
              return { hits: w.__xssHits ?? [], injected: w.__xssScan?.() ?? [] };
            })
            .catch(() => ({ hits: [] as number[], injected: [] as string[] })),
        ),
      );
      return {
        hits: frames.flatMap((f) => f.hits),
        injected: frames.flatMap((f) => f.injected),
        dialogs: [...dialogs],
      };
    };
    const watch: XssWatch = {
      report,
      expectInert: async (where) => {
        expect(await report(), `XSS check on ${where}`).toEqual({ hits: [], injected: [], dialogs: [] });
      },
      reset: async () => {
        dialogs.length = 0;
        await page.evaluate(() => {
          const w = window as unknown as XssWindow;
          w.__xssHits.length = 0;
          w.__xssInjected.length = 0;
        });
      },
    };
    await provide(watch);
    await watch.expectInert('the last screen');
  },
});

// Whole trades with a simulated counterparty: more than the default minute when the machine is busy.
test.describe.configure({ timeout: 120_000 });

/** A contract call from the page, as the app makes it (same cookies, same scenario); the envelope's data. */
async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  await untilMocksAnswer(page);
  return page.evaluate(
    async ({ path, body }) => {
      const init: RequestInit =
        body === undefined
          ? { headers: { Accept: 'application/json' } }
          : {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify(body),
            };
      // An empty or non-JSON answer (met once per fresh-clone run, never alone) is asked again, then reported with
      // its status and text, so a failure says what the mocks answered.
      let text = '';
      let status = 0;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await fetch(path, init);
        status = response.status;
        text = await response.text();
        if (text.trim().startsWith('{')) break;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      if (!text.trim().startsWith('{')) throw new Error(`${path} answered ${status}: ${text.slice(0, 200)}`);
      const envelope = JSON.parse(text) as { code: number; message: string; data: unknown };
      if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code}: ${envelope.message}`);
      return envelope.data as T;
    },
    { path, body },
  ) as Promise<T>;
}

interface Ad {
  adNo: string;
  remark: string;
  minLimit: string;
  advertiser: { nickname: string };
  payMethods: Array<{ code: string; name: string }>;
}
interface Order {
  orderId: string;
  status: string;
  payMethodName: string;
  receiverName: string;
  paymentInfo: string;
  buyerRealName: string;
  counterparty: { userId: string; nickname: string };
}
interface UserPayment {
  id: string;
  methodName: string;
  accountNo: string;
  receiverName: string;
}

/** How Playwright compares text: zero-width spaces dropped, whitespace runs collapsed. */
const normalized = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .trim()
    .replace(/\s+/g, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text shown exactly, as text. */
async function expectText(scope: Page | Locator, text: string) {
  expect(
    XSS_PAYLOADS.some((p) => text.includes(p)),
    `"${text.slice(0, 60)}" carries a payload`,
  ).toBe(true);
  await expect(scope.getByText(text, { exact: true }).first()).toBeVisible();
}

async function waitForSavedState(page: Page, orderId: string) {
  // The browser mocks save their store 100 ms after a response (mocks/browser.ts); a navigation before that
  // would lose the new order.
  await page.waitForFunction((id) => (sessionStorage.getItem('p2p-mock-state') ?? '').includes(id), orderId);
}

test('the watchers see a payload that runs, a dialog and injected markup (self-check)', async ({ page, watch }) => {
  await page.goto(`/en/p2p/buy?${XSS}`);
  await expect(page.getByRole('heading', { level: 1, name: t('ads:list.titleBuy', { asset: 'USDT' }) })).toBeVisible();
  await watch.expectInert('the ad list before the self-check');
  await page.evaluate((payload) => {
    const root = document.getElementById('root')!;
    root.insertAdjacentHTML('beforeend', `<div id="xss-self-check">${payload}</div>`);
  }, XSS_PAYLOADS[0]!);
  await page.evaluate(() => window.alert('xss'));
  await expect
    .poll(() => watch.report())
    .toEqual({ hits: [1], injected: [expect.stringContaining('onerror=')], dialogs: ['alert: xss'] });
  await page.evaluate(() => document.getElementById('xss-self-check')?.remove());
  await watch.reset();
});

test('ad lists, buy and sell: nicknames and payment methods are text', async ({ page, watch }) => {
  for (const side of ['BUY', 'SELL'] as const) {
    await page.goto(`/en/p2p/${side.toLowerCase()}?${XSS}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t(side === 'BUY' ? 'ads:list.titleBuy' : 'ads:list.titleSell', { asset: 'USDT' }),
      }),
    ).toBeVisible();
    const ads = (
      await api<{ list: Ad[] }>(page, '/api/ctc/query-adv-list', { side, asset: 'USDT', fiat: 'USD', size: 20 })
    ).list;
    const rows = page.getByRole('article');
    await expect(rows.first()).toBeVisible();
    // Row by row: the advertiser's name and the accepted methods, shown exactly as the server sent them.
    for (const [i, ad] of ads.slice(0, 5).entries()) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('aria-label', ad.advertiser.nickname);
      await expectText(row, ad.advertiser.nickname);
      await expectText(row, ad.payMethods[0]!.name);
      await expect(
        row.getByRole('button', {
          name: t(side === 'BUY' ? 'ads:list.buyAsset' : 'ads:list.sellAsset', {
            asset: 'USDT',
            name: ad.advertiser.nickname,
          }),
        }),
      ).toBeVisible();
    }
    expect(new Set(ads.map((ad) => ad.advertiser.nickname)).size).toBeGreaterThan(3);
    await watch.expectInert(`the ${side} list`);
  }

  // The payment-method filter lists the methods of the shown ads by name.
  await page.goto(`/en/p2p/sell?${XSS}&payMethod=BANK_TRANSFER`);
  await expect(page.getByRole('article').first()).toBeVisible();
  const [ad] = (
    await api<{ list: Ad[] }>(page, '/api/ctc/query-adv-list', {
      side: 'SELL',
      asset: 'USDT',
      fiat: 'USD',
      payMethod: 'BANK_TRANSFER',
      size: 1,
    })
  ).list;
  const bank = ad!.payMethods.find((m) => m.code === 'BANK_TRANSFER')!.name;
  // A native select: the chosen option carries the name exactly as sent, as its text.
  const filter = page.getByRole('combobox', { name: t('ads:list.payMethod') });
  await expect(filter).toHaveValue('BANK_TRANSFER');
  expect(
    XSS_PAYLOADS.some((p) => bank.includes(p)),
    `"${bank.slice(0, 60)}" carries a payload`,
  ).toBe(true);
  expect(await filter.locator('option:checked').textContent()).toBe(bank);
  await expect(filter.locator('option:checked')).toHaveText(normalized(bank));
  await watch.expectInert('the payment-method filter');
});

test('ad detail, buy dialog and the buy order: advertiser, remark, payment details and the chat are text', async ({
  page,
  watch,
}) => {
  await page.goto(`/en/p2p/buy?${XSS}`);
  const adNo = await openAdFromList(page, t, 'buy');
  const ad = await api<Ad>(page, `/api/ctc/query-advertise-detail?adNo=${adNo}`);

  // Ad detail: the nickname inside a translated title (i18next must not interpolate it again), the panel, the remark.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    normalized(t('ad-detail:detail.titleBuy', { asset: 'USDT', name: ad.advertiser.nickname })),
  );
  await expect(page.locator('#advertiser-name')).toHaveText(normalized(ad.advertiser.nickname));
  await expectText(page, ad.remark);
  await expect(page.getByTestId('advertiser-remark')).toHaveText(normalized(ad.remark));
  await expectText(page.getByRole('region', { name: t('ad-detail:detail.advertisement') }), ad.payMethods[0]!.name);
  await watch.expectInert('the buy ad detail');

  // The buy dialog: payment methods by name; the notes go into the chat as the user's first message.
  await page.getByRole('button', { name: t('ad-detail:detail.buyAction', { asset: 'USDT' }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', { asset: 'USDT' }) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) }).fill(ad.minLimit);
  await dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) }).click();
  const options = page.getByRole('listbox');
  for (const method of ad.payMethods) await expectText(options, method.name);
  await options.getByRole('option').first().click();
  const notes = '</textarea><script>window.__xss(10)</script> <img src=x onerror=window.__xss(1)>';
  await dialog.getByRole('textbox', { name: t('ad-detail:form.notes') }).fill(notes);
  await watch.expectInert('the buy dialog');
  await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', { asset: 'USDT' }) }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = await api<Order>(page, `/api/ctc/query-order-details?orderId=${orderId}`);

  // The order: payment information, the counterparty, the chat heading.
  const payment = page.getByRole('region', { name: t('orders:payment.heading') });
  await expectText(payment, order.payMethodName);
  await expectText(payment, order.receiverName);
  await expectText(payment, order.paymentInfo);
  await expectText(page.getByRole('region', { name: t('orders:details.heading') }), order.counterparty.nickname);
  await expect(page.locator('#order-chat-heading')).toHaveText(
    normalized(t('chat:heading', { name: order.counterparty.nickname })),
  );

  // The chat: every payload as a counterparty message, as an attachment name, and the user's notes, all as text.
  const log = page.getByRole('log', { name: t('chat:label') });
  await expect(log.getByText(normalized(notes), { exact: true })).toBeVisible();
  for (const payload of XSS_PAYLOADS) {
    await expect(log.getByText(payload, { exact: true }).first()).toBeVisible();
    // A regular expression is matched against the raw text (no whitespace normalisation). A file name is shown
    // without its bidi controls, which could otherwise disguise its extension.
    const attachment = new RegExp(`^${escapeRegExp(withoutBidiControls(xssFileName(payload)))} \\(.+\\)$`);
    await expect(log.getByText(attachment).first()).toBeVisible();
  }
  // Attachments with javascript: or data: URLs are names only; an http(s) one is a link and an image. The
  // counterparty's name on each of their messages is a link too, to their profile inside the app, never elsewhere.
  const profile = `/en/p2p/advertiser/${order.counterparty.userId}`;
  const authorLinks = log.locator(`a[href="${profile}"]`);
  await expect(authorLinks.first()).toBeVisible();
  expect(await authorLinks.allTextContents()).toEqual(
    Array<string>(await authorLinks.count()).fill(order.counterparty.nickname),
  );
  await expect(log.locator(`a:not([href="${profile}"])`)).toHaveCount(Math.floor((XSS_PAYLOADS.length + 1) / 3) + 1);
  await expect(log.getByRole('img', { name: normalized(t('chat:imageAlt', { name: XSS_PAYLOADS[2]! })) })).toHaveCount(
    1,
  );
  await watch.expectInert('the buy order and its chat');

  // What the user sends: a payload as text and a file whose name is a payload.
  const typed = XSS_PAYLOADS[4]!;
  await page.getByRole('textbox', { name: t('chat:inputLabel') }).fill(typed);
  await page.getByRole('button', { name: t('chat:send') }).click();
  await expect(log.getByText(typed, { exact: true })).toHaveCount(2);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  // No double quote: browsers send it as %22 in a multipart file name.
  const fileName = '<svg onload=window.__xss(3)><img src=x onerror=window.__xss(1)>.png';
  await page
    .locator('#order-chat-attach input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
  await expect(log.getByRole('img', { name: t('chat:imageAlt', { name: fileName }) })).toBeVisible();
  await watch.expectInert('the chat after sending');

  // A reload reads the whole chat again (the corpus comes with the first read only).
  await waitForSavedState(page, orderId);
  await page.reload();
  await expect(log.getByText(XSS_PAYLOADS[0]!, { exact: true }).first()).toBeVisible();
  await expect(log.getByText(typed, { exact: true })).toHaveCount(2);
  await watch.expectInert('the reloaded buy order');
});

test('sell: saved payment methods, the sell order, the release checklist and a refused removal are text', async ({
  page,
  watch,
}) => {
  // The counterparty's steps run on Playwright's clock (support/clock.ts): installed before the page loads.
  await page.clock.install();
  await page.goto(`/en/p2p/sell?${XSS}&payMethod=BANK_TRANSFER`);
  const adNo = await openAdFromList(page, t, 'sell');
  const detailUrl = page.url();
  const ad = await api<Ad>(page, `/api/ctc/query-advertise-detail?adNo=${adNo}`);
  const saved = (await api<{ list: UserPayment[] }>(page, '/api/ctc/query-user-payment')).list;
  const bank = saved.find((p) => p.id === '7730012')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    normalized(t('ad-detail:detail.titleSell', { asset: 'USDT', name: ad.advertiser.nickname })),
  );
  await expectText(page, ad.remark);
  await watch.expectInert('the sell ad detail');

  // The sell dialog offers the saved methods by name and account; the bank transfer one is chosen.
  await page.getByRole('button', { name: t('ad-detail:detail.sellAction', { asset: 'USDT' }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('ad-detail:form.sellTitle', { asset: 'USDT' }) });
  // Max counts the balance once it has loaded.
  await expect(dialog.getByText(t('ad-detail:form.balance', { amount: '2,500.00 USDT' }))).toBeVisible();
  await dialog.getByRole('button', { name: t('ds:amount.max'), exact: true }).click();
  const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
  const bankLabel = t('ad-detail:form.savedMethod', { name: bank.methodName, account: bank.accountNo });
  await method.click();
  await expectText(page.getByRole('listbox'), bankLabel);
  await page.getByRole('listbox').getByText(bankLabel, { exact: true }).click();
  await expect(method).toHaveText(normalized(bankLabel));
  await watch.expectInert('the sell dialog');
  await dialog.getByRole('button', { name: t('ad-detail:form.submitSell', { asset: 'USDT' }) }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = await api<Order>(page, `/api/ctc/query-order-details?orderId=${orderId}`);

  const payment = page.getByRole('region', { name: t('orders:payment.heading') });
  await expectText(payment, order.receiverName);
  await expectText(payment, order.paymentInfo);
  await expectText(page.getByRole('region', { name: t('orders:details.heading') }), order.counterparty.nickname);

  // The simulated buyer pays after a few seconds; the checklist names the buyer's verified name.
  await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.checkPaymentTitle') }));
  await page.getByRole('button', { name: t('orders:action.release') }).click();
  const checklist = page.getByRole('dialog', { name: t('orders:release.checklistTitle') });
  await expectText(checklist, t('orders:release.checkName', { name: order.buyerRealName }));
  await watch.expectInert('the release checklist');
  await checklist.getByRole('button', { name: t('common:orderPrompt.notReceivedYet') }).click();
  await expect(checklist).toBeHidden();
  await waitForSavedState(page, orderId);

  // Manage: the saved methods by account and receiver; removing the one the open order uses is refused, and the
  // server's message is shown as text.
  await page.goto(detailUrl);
  await page.getByRole('button', { name: t('ad-detail:detail.sellAction', { asset: 'USDT' }), exact: true }).click();
  await page
    .getByRole('dialog', { name: t('ad-detail:form.sellTitle', { asset: 'USDT' }) })
    .getByRole('button', { name: t('ad-detail:form.manage') })
    .click();
  const manage = page.getByRole('list', { name: t('payment-methods:manage.title') });
  await expect(manage).toBeVisible();
  for (const p of saved) {
    await expectText(manage, p.accountNo);
    await expectText(manage, t('payment-methods:manage.receiver', { name: p.receiverName }));
  }
  await watch.expectInert('the saved payment methods');
  await manage
    .getByRole('button', {
      name: normalized(t('payment-methods:manage.removeLabel', { name: bank.methodName, account: bank.accountNo })),
    })
    .click();
  const confirm = page.getByRole('dialog', { name: t('payment-methods:manage.removeTitle') });
  await expectText(confirm, t('payment-methods:manage.removeBody', { name: bank.methodName, account: bank.accountNo }));
  await confirm.getByRole('button', { name: t('payment-methods:manage.remove'), exact: true }).click();
  // The server's refusal (business code 30005), whose message the scenario made a payload.
  await expect
    .poll(async () => (await page.getByRole('alert').allTextContents()).filter((text) => XSS_PAYLOADS.includes(text)))
    .toHaveLength(1);
  await watch.expectInert('the refused removal');
});

test('My orders, table and cards: counterparties are text', async ({ page, watch }) => {
  await page.goto(`/en/p2p/order?${XSS}`);
  await expect(page.getByRole('heading', { level: 1, name: t('my-orders:title') })).toBeVisible();
  const orders = (await api<{ list: Order[] }>(page, '/api/ctc/query-order-list?page=1&size=20')).list;
  expect(orders.length).toBeGreaterThan(3);
  const table = page.getByRole('table');
  for (const order of orders.slice(0, 5))
    await expectText(table.getByRole('row').filter({ hasText: order.orderId }), order.counterparty.nickname);
  await watch.expectInert('My orders (table)');

  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: t('my-orders:results') });
  for (const order of orders.slice(0, 5)) {
    await expectText(
      cards.getByRole('listitem', { name: t('my-orders:card.label', { orderId: order.orderId }) }),
      order.counterparty.nickname,
    );
  }
  await watch.expectInert('My orders (cards)');

  // A seeded order in progress: its page and chat with the corpus.
  const open = orders.find((o) => o.status === 'IN_PROCESS')!;
  await page.goto(`/en/p2p/order?orderId=${open.orderId}`);
  await expectText(page.getByRole('region', { name: t('orders:payment.heading') }), open.receiverName);
  await expect(
    page.getByRole('log', { name: t('chat:label') }).getByText(XSS_PAYLOADS[1]!, { exact: true }),
  ).toBeVisible();
  await watch.expectInert('an order opened from My orders');
});
