import { expect, test, type Locator, type Page } from '@playwright/test';
import { AxeScanner, settle, useThemeCookie, type ThemeMode } from './support/axe-scan';
import { goInApp } from './support/in-app';
import { textsFor } from './support/locale-text';
import { openAdFromList } from './support/trade-from-list';
import { untilMocksAnswer } from './support/in-app';
import { fastForwardUntil, untilCounterpartyActs } from './support/clock';

// Every route of src/app/router.tsx, with each of its dialogs and modal menus open, scanned by axe-core
// in Chromium for WCAG 2.0/2.1/2.2 A and AA (colour contrast included): no serious or critical violation, in
// English and German (the longest texts of the 17 languages), in the light and the dark theme (`theme` cookie).
// Each test walks one area and scans every state it reaches; it fails at the end listing every violation by state.
//
// Two walks, not four: English in the light theme and German in the dark one. What axe checks depends on the theme
// (contrast: every colour role of both schemes is met) or on the texts (names, labels, lengths: both languages are
// met), never on the pairing of the two; the theme's contrast pairs are also checked for every role in jest
// (tests/design-system/contrast.test.ts) and label-in-name in all 17 languages (tests/locales/label-in-name.test.ts).
// The scanner itself: a page made to break two rules is reported with both (axe-scan.ts runs axe-core directly).
test('the scanner reports violations it is shown', async ({ page }) => {
  const axe = new AxeScanner(page);
  await visit(page, '/en/p2p/buy');
  await page.evaluate(() => {
    const nameless = document.createElement('button');
    const faint = document.createElement('p');
    faint.textContent = 'faint text';
    faint.style.cssText = 'color: #ddd; background: #fff';
    document.body.append(nameless, faint);
  });
  await axe.scan('list with a nameless button and faint text');
  expect(axe.failedRules.sort()).toEqual(['button-name', 'color-contrast']);
});

const WALKS: ReadonlyArray<readonly [lang: 'en' | 'de', theme: ThemeMode]> = [
  ['en', 'light'],
  ['de', 'dark'],
];

type Texts = ReturnType<typeof textsFor>;

/**
 * Opens `url` and waits for its content. `inApp`: reached in the app, as a link would, instead of a reload
 * (support/in-app.ts): no new start-up, and axe stays injected. Only for URLs without mock
 * switches (those are read at start-up). The page passes the 404 on the way, so the wait below cannot be met by
 * the previous page's heading (the same screen with another order keeps its elements).
 */
async function visit(page: Page, url: string, { loaded = true, timeout = 10_000, inApp = false } = {}) {
  if (inApp) {
    const notFound = page.getByTestId('not-found');
    await goInApp(page, `${new URL(url, 'http://x').pathname.split('/').slice(0, 2).join('/')}/e2e-between-pages`);
    await expect(notFound).toBeVisible();
    await goInApp(page, url);
    await expect(notFound).toHaveCount(0);
  } else await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Skeletons and spinners are gone: the scan sees the real content.
  if (loaded) await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0, { timeout });
}

/** Opens a select or menu (a modal popover) and returns its listbox. */
async function openMenu(page: Page, combobox: Locator): Promise<Locator> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await settle(page);
  return listbox;
}

async function closeWithEscape(page: Page, popup: Locator) {
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

async function openDialog(page: Page, trigger: Locator, name: string | RegExp): Promise<Locator> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function adLowerLimit(page: Page, adNo: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/ctc/query-advertise-detail?adNo=${id}`, {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { data: { minLimit: string } }).data.minLimit;
  }, adNo);
}

/** List -> first ad's button (the form opens) -> Escape: its detail page, as the trader. */
async function openFirstAd(page: Page, t: Texts, lang: string, side: 'buy' | 'sell'): Promise<string> {
  await visit(page, `/${lang}/p2p/${side}?fiat=USD&mockUser=trader&mockReset=1`);
  const adNo = await openAdFromList(page, t, side, lang);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  return adNo;
}

/** The trader's order history (seeded: completed, canceled, failed, under appeal), newest first. */
async function orderHistory(page: Page): Promise<Array<{ orderId: string; status: string }>> {
  await untilMocksAnswer(page);
  return page.evaluate(async () => {
    const response = await fetch('/api/ctc/query-order-list?page=1&size=50', {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { data: { list: Array<{ orderId: string; status: string }> } }).data.list;
  });
}

/**
 * The mocks ask for security codes only on a new device, which no mock account is. The first RELEASE of the page
 * goes out with a wrong code instead, so the server answers 30006 and the app opens the security verification.
 */
async function askForCodesOnFirstRelease(page: Page) {
  await page.addInitScript(() => {
    let spent = false;
    const withWrongCode = (url: string, body: unknown): unknown => {
      if (
        spent ||
        !url.includes('update-order-state') ||
        typeof body !== 'string' ||
        !body.includes('"RELEASE"') ||
        body.includes('verifyCodes')
      )
        return body;
      spent = true;
      return JSON.stringify({ ...(JSON.parse(body) as object), verifyCodes: { googleCode: '000000' } });
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return fetch(input, init ? { ...init, body: withWrongCode(url, init.body) as BodyInit } : init);
    };
    const { open, send } = XMLHttpRequest.prototype;
    const urls = new WeakMap<XMLHttpRequest, string>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      urls.set(this, String(args[1]));
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      return send.call(this, withWrongCode(urls.get(this) ?? '', body) as XMLHttpRequestBodyInit);
    };
  });
}

for (const [lang, theme] of WALKS) {
  test.describe(`axe in ${lang}, ${theme} theme`, () => {
    // Each test walks a whole area and scans a dozen states; the order flows also wait for the counterparty.
    test.describe.configure({ timeout: 150_000 });
    const t = textsFor(lang);
    let axe: AxeScanner;

    test.beforeEach(async ({ page, context, baseURL }) => {
      await useThemeCookie(context, baseURL!, theme);
      // The counterparty's steps in the order flows run on Playwright's clock (support/clock.ts).
      await page.clock.install();
      axe = new AxeScanner(page);
    });

    test('home, lists with their menus, header, transfer widget, 404, sign-in, restricted region', async ({ page }) => {
      await visit(page, `/${lang}?mockReset=1`);
      await axe.scan('home, signed out');

      await visit(page, `/${lang}/p2p/buy`, { inApp: true });
      await axe.scan('buy list, signed out');
      const transfer = await openDialog(
        page,
        page.getByRole('button', { name: t('shell:embedded.transfer.button') }),
        t('shell:embedded.transfer.title'),
      );
      await axe.scan('transfer widget dialog, signed out');
      await closeWithEscape(page, transfer);

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: t('shell:devLogin.title') })).toBeVisible();
      await axe.scan('mock sign-in page');

      await visit(page, `/${lang}/p2p/buy?mockUser=trader`);
      await axe.scan('buy list, signed in');
      // The payment-method filter is a native select: its option list is the browser's own, outside the page,
      // so the page is scanned with it focused instead.
      await page.getByRole('combobox', { name: t('ads:list.payMethod') }).focus();
      await axe.scan('buy list, payment-method filter focused');
      // The header's globe opens the page's own menu of the 17 languages: scanned open.
      await page
        .locator('#p2p-embedded-header')
        .getByRole('button', { name: t('common:language.label') })
        .click();
      const languages = page.getByRole('menu', { name: t('common:language.label') });
      await expect(languages.getByRole('menuitemradio')).toHaveCount(17);
      await axe.scan('header language menu open');
      await page.keyboard.press('Escape');
      await expect(languages).toBeHidden();

      await visit(page, `/${lang}/p2p/sell?asset=BTC&fiat=EUR`, { inApp: true });
      await axe.scan('sell list, BTC/EUR');

      await goInApp(page, `/${lang}/no-such-page`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await axe.scan('404 page');

      await visit(page, `/${lang}/p2p/buy?scenario=restricted-region`);
      await expect(page.getByTestId('region-restricted')).toBeVisible();
      await axe.scan('restricted region page');
      await page.goto(`/${lang}?scenario=default`);

      axe.expectClean();
    });

    test('buy: ad detail, buy dialog, its menu, the order in every buyer state with its confirmations', async ({
      page,
    }) => {
      const adNo = await openFirstAd(page, t, lang, 'buy');
      await axe.scan('buy ad detail');

      const dialog = await openDialog(
        page,
        page.getByRole('button', { name: t('ad-detail:detail.buyAction', { asset: 'USDT' }), exact: true }),
        t('ad-detail:form.buyTitle', { asset: 'USDT' }),
      );
      await axe.scan('buy dialog, empty');
      await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', { asset: 'USDT' }) }).click();
      await expect(dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await axe.scan('buy dialog, with errors');
      await dialog
        .getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) })
        .fill(await adLowerLimit(page, adNo));
      const methods = await openMenu(
        page,
        dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) }),
      );
      await axe.scan('buy dialog, payment-method menu open');
      await methods.getByRole('option').first().click();
      await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', { asset: 'USDT' }) }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/p2p/order\\?orderId=\\d+$`));
      await expect(page.getByRole('heading', { name: t('orders:step.payTitle') })).toBeVisible();
      await axe.scan('order, buyer, pending payment');

      const cancel = await openDialog(
        page,
        page.getByRole('button', { name: t('orders:action.cancel') }),
        t('orders:cancelDialog.title'),
      );
      await axe.scan('order, cancel confirmation');
      await closeWithEscape(page, cancel);

      const paid = await openDialog(
        page,
        page.getByRole('button', { name: t('orders:action.paid') }),
        t('common:orderPrompt.havePaidTitle'),
      );
      await axe.scan("order, I've Paid confirmation");
      await paid.getByRole('button', { name: t('common:orderPrompt.paid'), exact: true }).click();
      await expect(page.getByRole('heading', { name: t('orders:step.awaitReleaseTitle') })).toBeVisible();
      await axe.scan('order, buyer, waiting for the seller');

      // The simulated seller releases a few seconds after PAID (mocks/config.ts counterpartyDelayMs).
      await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.completedTitle') }));
      await axe.scan('order, buyer, completed');
      axe.expectClean();
    });

    test('sell: sell dialog, payment methods (list, remove, add), the order in every seller state, release, security verification, appeal', async ({
      page,
    }) => {
      await askForCodesOnFirstRelease(page);
      await openFirstAd(page, t, lang, 'sell');
      await axe.scan('sell ad detail');

      const dialog = await openDialog(
        page,
        page.getByRole('button', { name: t('ad-detail:detail.sellAction', { asset: 'USDT' }), exact: true }),
        t('ad-detail:form.sellTitle', { asset: 'USDT' }),
      );
      await expect(dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) })).toBeVisible();
      await axe.scan('sell dialog');

      const manage = await openDialog(
        page,
        dialog.getByRole('button', { name: t('ad-detail:form.manage') }),
        t('payment-methods:manage.title'),
      );
      await expect(manage.getByRole('listitem').first()).toBeVisible();
      await axe.scan('payment methods dialog');
      const remove = await openDialog(
        page,
        manage.getByRole('button', { name: t.pattern('payment-methods:manage.removeLabel') }).first(),
        t('payment-methods:manage.removeTitle'),
      );
      await axe.scan('payment methods, remove confirmation');
      await closeWithEscape(page, remove);
      await manage.getByRole('button', { name: t('payment-methods:manage.add') }).click();
      const form = page.getByRole('dialog', { name: t('payment-methods:form.title') });
      await expect(form).toBeVisible();
      await axe.scan('add payment method dialog');
      await form.getByRole('button', { name: t('payment-methods:form.saveAndUse') }).click();
      await expect(form.getByRole('textbox', { name: new RegExp(t('payment-methods:form.account')) })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await axe.scan('add payment method dialog, with errors');
      const methods = await openMenu(
        page,
        form.getByRole('combobox', { name: new RegExp(t('payment-methods:form.method')) }),
      );
      await axe.scan('add payment method, method menu open');
      await closeWithEscape(page, methods);
      await closeWithEscape(page, form);

      await dialog.getByRole('button', { name: t('ds:amount.max'), exact: true }).click();
      await dialog.getByRole('button', { name: t('ad-detail:form.submitSell', { asset: 'USDT' }) }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/p2p/order\\?orderId=\\d+$`));
      await expect(page.getByRole('heading', { name: t('orders:step.awaitPaymentTitle') })).toBeVisible();
      await axe.scan('order, seller, waiting for the payment');

      await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.checkPaymentTitle') }));
      await axe.scan('order, seller, check the payment');
      const checklist = await openDialog(
        page,
        page.getByRole('button', { name: t('orders:action.release') }),
        t('orders:release.checklistTitle'),
      );
      await axe.scan('order, release checklist');
      for (const box of await checklist.getByRole('checkbox').all()) await box.check();
      await checklist.getByRole('button', { name: t('orders:release.continue') }).click();
      const received = page.getByRole('dialog', { name: t('common:orderPrompt.haveReceivedTitle') });
      await expect(received).toBeVisible();
      await axe.scan('order, Have You Received? confirmation');
      await received.getByRole('button', { name: t('common:orderPrompt.received'), exact: true }).click();
      const verification = page.getByRole('dialog', { name: t('security:dialog.title') });
      await expect(verification).toBeVisible();
      await axe.scan('security verification dialog');
      await verification.getByRole('button', { name: t('common:action.cancel'), exact: true }).click();
      await expect(verification).toBeHidden();
      // Cancelling the codes ends the attempt: the confirmation is usable again and the focus is back in it
      // (the Received button it returns to was busy, so the dialog's focus trap takes it), so Escape reaches it.
      await expect(received.getByRole('button', { name: t('common:orderPrompt.received'), exact: true })).toBeEnabled();
      await expect
        .poll(() =>
          received.evaluate((box) => {
            const active = document.activeElement;
            return !!active && active !== document.body && (box.contains(active) || active.contains(box));
          }),
        )
        .toBe(true);
      await closeWithEscape(page, received);

      // The seller may appeal once the buyer's payment has had 10 minutes to arrive.
      const appealButton = page.getByRole('button', { name: t('orders:action.appeal'), exact: true, disabled: false });
      await fastForwardUntil(page, appealButton, 60_000);
      const appeal = await openDialog(page, appealButton, t('orders:appeal.formTitle'));
      await axe.scan('order, appeal form');
      await appeal.getByRole('button', { name: t('orders:appeal.submit') }).click();
      await expect(appeal.getByText(t('orders:appeal.reasonRequired'))).toBeVisible();
      await axe.scan('order, appeal form, with errors');
      await appeal.getByRole('radio', { name: t('orders:appeal.reason.PAYMENT_NOT_RECEIVED') }).check();
      await appeal
        .getByRole('textbox', { name: new RegExp(t('orders:appeal.descriptionLabel')) })
        .fill('0123456789 ok');
      await appeal.getByRole('button', { name: t('orders:appeal.submit') }).click();
      await expect(page.getByRole('heading', { name: t('orders:step.inProcessTitle') })).toBeVisible();
      await expect(page.getByRole('region', { name: t('orders:appeal.panelTitle') })).toBeVisible();
      await axe.scan('order, under appeal');
      axe.expectClean();
    });

    test('my orders with its menus, my ads, the post-ad form, settled orders (completed, canceled, failed), the payment page', async ({
      page,
    }) => {
      await visit(page, `/${lang}/p2p/order?mockUser=trader&mockReset=1`);
      await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
      await axe.scan('my orders');
      const status = await openMenu(page, page.getByRole('combobox', { name: t('my-orders:filters.status') }));
      await axe.scan('my orders, status filter open');
      await closeWithEscape(page, status);

      await visit(page, `/${lang}/p2p/my-ads`, { inApp: true });
      await expect(page.getByRole('switch').first()).toBeVisible();
      await axe.scan('my ads');
      await visit(page, `/${lang}/p2p/my-ads/new`, { inApp: true });
      await expect(page.getByRole('heading', { level: 2, name: t.pattern('my-ads:form.stepOf') })).toBeVisible();
      await axe.scan('post an ad, type and price');
      await page.getByRole('button', { name: t('my-ads:form.next') }).click();
      await page.getByRole('button', { name: t('my-ads:form.next') }).click();
      await expect(page.getByText(t('my-ads:form.error.payMethods'))).toBeVisible();
      await axe.scan('post an ad, amount and payment with its errors');

      const history = await orderHistory(page);
      for (const status of ['COMPLETED', 'CANCELED', 'FAILED']) {
        const order = history.find((o) => o.status === status);
        expect(order, `a seeded ${status} order`).toBeDefined();
        await visit(page, `/${lang}/p2p/order?orderId=${order!.orderId}`, { inApp: true });
        await axe.scan(`order, ${status.toLowerCase()}`);
      }

      const completed = history.find((o) => o.status === 'COMPLETED')!;
      await visit(page, `/${lang}/hkpay?orderId=${completed.orderId}`, { inApp: true });
      await expect(page.getByRole('link', { name: t('ads:hkpay.viewOrder') })).toBeVisible();
      await axe.scan('payment page (hkpay) with an order');
      await visit(page, `/${lang}/hkpay`, { inApp: true });
      await axe.scan('payment page (hkpay) without an order');
      axe.expectClean();
    });

    test('the prerequisite gate dialog (new user, institution)', async ({ page }) => {
      for (const user of ['new-user', 'institution']) {
        // USD: the institution's default fiat (GBP) has no ads in the mocks. The row's button asks the gate.
        await visit(page, `/${lang}/p2p/buy?fiat=USD&mockUser=${user}&mockReset=1`);
        await page
          .getByRole('article')
          .first()
          .getByRole('button', { name: t.pattern('ads:list.buyAsset', { asset: 'USDT' }) })
          .click();
        await expect(page.getByRole('dialog', { name: t('common:gate.title') })).toBeVisible();
        await axe.scan(`gate dialog for ${user}`);
      }
      axe.expectClean();
    });

    // The six internal test pages in one test: the first is loaded, the others are reached in the app (one
    // start-up and one axe injection instead of six).
    test('the internal test pages', async ({ page }) => {
      for (const [i, name] of ['request', 'pinia', 'style', 'avatar', 'locale', 'jsBridge'].entries()) {
        // The style showcase shows the loading states on purpose.
        // The locale page loads every language's texts: up to 30 s, as in shell.spec.ts.
        await visit(page, `/${lang}/test/${name}${i === 0 ? '?mockUser=trader' : ''}`, {
          inApp: i > 0,
          loaded: name !== 'style',
          timeout: name === 'locale' ? 30_000 : 10_000,
        });
        await axe.scan(`test page ${name}`);
      }
      axe.expectClean();
    });
  });
}
