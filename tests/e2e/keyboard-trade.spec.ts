import { expect, test, type Locator, type Page } from '@playwright/test';
import { MOCK_VERIFY_CODES } from '../../mocks/users';
import { textsFor } from './support/locale-text';
import { untilCounterpartyActs } from './support/clock';

// The keyboard alone completes a trade. No mouse: Tab / Shift+Tab / Enter / Space / arrows and typing.
// On every Tab the newly focused element must show a focus indicator (:focus-visible and an outline, shadow or
// focused field border) that the element does not have once focus has left it: every control on the way is
// checked. Dialogs keep Tab inside and give focus back to the control that opened them when Escape closes them.

const t = textsFor('en');
const USDT = { asset: 'USDT' };

interface FocusState {
  tag: string;
  name: string;
  inDocument: boolean;
  /** In the Tab order (a dialog's own container is focused by script and is not). */
  tabbable: boolean;
  focusVisible: boolean;
  /** What shows the focus, as a comparable string (see installFocusProbe). */
  indicator: string;
}

interface FocusProbe {
  /** Remembers the focused element before a key press and describes it. */
  remember: () => FocusState;
  /** Describes the element focused now, how the remembered one looks now, and whether focus is on the aim. */
  check: () => { now: FocusState; leftLooks: string | null; onAim: boolean };
  aim: Element | null;
}

declare global {
  interface Window {
    focusProbe?: FocusProbe;
  }
}

/** Runs in the page (an init script), so each key press costs two round trips, not six. */
function installFocusProbe() {
  /**
   * The look that tells a keyboard user where focus is: the element's outline and shadow, those of the MUI control
   * it belongs to (a checkbox input is invisible, its ripple root is not), and the border of the field it sits in
   * (text fields and selects show focus on their outline border).
   */
  const indicatorOf = (el: Element): string => {
    const parts: string[] = [];
    const look = (node: Element | null | undefined, props: string[]) => {
      if (!node) return;
      const style = getComputedStyle(node);
      parts.push(props.map((p) => style.getPropertyValue(p)).join(' '));
    };
    const ring = ['outline-style', 'outline-width', 'outline-color', 'box-shadow'];
    if (getComputedStyle(el).opacity !== '0') look(el, ring);
    const control = el.closest('.MuiButtonBase-root');
    if (control && control !== el) look(control, ring);
    look(el.closest('.MuiInputBase-root')?.querySelector('fieldset'), ['border-top-width', 'border-top-color']);
    return parts.join(' | ');
  };
  const describe = (el: Element): FocusState => ({
    tag: el.tagName,
    name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
    inDocument: el !== document.body,
    tabbable: el instanceof HTMLElement && el.tabIndex >= 0,
    focusVisible: el.matches(':focus-visible'),
    indicator: indicatorOf(el),
  });
  let left: Element | null = null;
  window.focusProbe = {
    aim: null,
    remember() {
      left = document.activeElement ?? document.body;
      return describe(left);
    },
    check() {
      const el = document.activeElement ?? document.body;
      return {
        now: describe(el),
        leftLooks: left && left.isConnected && left !== el ? indicatorOf(left) : null,
        onAim: el === this.aim,
      };
    },
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installFocusProbe);
});

/** True when the look contains a visible outline, a shadow or a 2 px field border. */
function hasIndicator(indicator: string): boolean {
  return (
    /\b(solid|dashed|dotted|double|auto) [1-9]/.test(indicator) ||
    /rgba?\([^)]*\) -?\d/.test(indicator) ||
    /\b2px rgb/.test(indicator)
  );
}

/**
 * One Tab (or Shift+Tab), checking that focus landed on a :focus-visible element with a visible indicator, and that
 * the element it left looks different now. Resolves whether focus is now on the aim set by tabTo.
 */
async function press(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<boolean> {
  const before = await page.evaluate(() => window.focusProbe!.remember());
  await page.keyboard.press(key);
  const { now, leftLooks, onAim } = await page.evaluate(() => window.focusProbe!.check());
  expect(now.inDocument, `${key} from "${before.name}" left the page without focus`).toBe(true);
  expect(now.focusVisible, `"${now.name}" (${now.tag}) is focused but not :focus-visible`).toBe(true);
  expect(hasIndicator(now.indicator), `"${now.name}" (${now.tag}) shows no focus indicator: ${now.indicator}`).toBe(
    true,
  );
  if (before.tabbable && leftLooks !== null)
    expect(leftLooks, `"${before.name}" looks the same with and without focus`).not.toBe(before.indicator);
  return onAim;
}

/** Tabs forward (or back) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await target.evaluate((el) => (window.focusProbe!.aim = el));
  if (await target.evaluate((el) => el === document.activeElement)) return;
  for (let i = 0; i < max; i += 1) {
    if (await press(page, backwards ? 'Shift+Tab' : 'Tab')) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

/** Tab and Shift+Tab both cycle inside the dialog, past its last and first control. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), [tabindex="0"], a[href]',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let i = 0; i < stops + 1; i += 1) {
      await press(page, key);
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        `${key} #${i + 1} left the dialog`,
      ).toBe(true);
    }
  }
}

async function adLowerLimit(page: Page, adNo: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/ctc/query-advertise-detail?adNo=${id}`, {
      headers: { Accept: 'application/json' },
    });
    return ((await response.json()) as { data: { minLimit: string } }).data.minLimit;
  }, adNo);
}

/** The first ad's Buy (or Sell) button on the list. */
function firstAdButton(page: Page, side: 'buy' | 'sell'): Locator {
  return page
    .getByRole('article')
    .first()
    .getByRole('button', { name: t.pattern(side === 'buy' ? 'ads:list.buyAsset' : 'ads:list.sellAsset', USDT) });
}

/**
 * From the top of the list page to the first ad, then Enter: the ad detail page. The first Tab is the skip link to
 * the ads; from there the first ad is at most 4 Tabs away.
 */
async function openFirstAdByKeyboard(page: Page, side: 'buy' | 'sell'): Promise<string> {
  await page.goto(`/en/p2p/${side}?mockUser=trader&mockReset=1`);
  const first = firstAdButton(page, side);
  await expect(first).toBeVisible();
  await press(page, 'Tab');
  const skip = page.getByRole('link', { name: t('ads:list.skipToAds') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await tabTo(page, first, { max: 4 });
  await page.keyboard.press('Enter');
  // The amount form is open at once, its first field focused, ready to type.
  const form = page.getByRole('dialog', {
    name: t(side === 'buy' ? 'ad-detail:form.buyTitle' : 'ad-detail:form.sellTitle', USDT),
  });
  await expect(form.getByRole('textbox').first()).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/en/p2p/${side}/detail/AD\\d+$`));
  // Escape closes it and leaves the ad's page, whose own button opens it again below.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return /detail\/(AD\d+)$/.exec(page.url())![1]!;
}

/** Opens a dialog with Enter on its trigger, checks the trap and that Escape hands focus back, then opens it again. */
async function openTrappedDialog(page: Page, trigger: Locator, name: string): Promise<Locator> {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks the first option of a MUI select with the keyboard when nothing is chosen yet. */
async function chooseFirstOption(page: Page, combobox: Locator) {
  await tabTo(page, combobox);
  if ((await combobox.textContent())?.replace(/\u200b/g, '').trim()) return;
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(combobox).toBeFocused();
  await expect(combobox).not.toHaveText(/^\s*$/);
}

test('tabbing from the top of the list through the header and the filters never opens a list', async ({ page }) => {
  await page.goto('/en/p2p/buy?mockUser=trader');
  const first = firstAdButton(page, 'buy');
  await expect(first).toBeVisible();
  await first.evaluate((el) => (window.focusProbe!.aim = el));
  let presses = 0;
  while (!(await press(page, 'Tab'))) {
    presses += 1;
    expect(presses, 'Tabs to the first ad').toBeLessThan(30);
    // The pickers' lists open when pressed, typed into or asked with an arrow key, never on focus.
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }
  // The crypto and fiat pickers were on the way.
  const crypto = page.getByRole('combobox', { name: t('ds:currency.asset') });
  await crypto.focus();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test("a buy with the keyboard alone: list, ad, dialog, amount, method, order, I've Paid, completed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The counterparty's steps run on Playwright's clock (support/clock.ts): installed before the page loads.
  await page.clock.install();
  const adNo = await openFirstAdByKeyboard(page, 'buy');

  const dialog = await openTrappedDialog(
    page,
    page.getByRole('button', { name: t('ad-detail:detail.buyAction', USDT), exact: true }),
    t('ad-detail:form.buyTitle', USDT),
  );
  const pay = dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) });
  await tabTo(page, pay);
  await page.keyboard.type(await adLowerLimit(page, adNo));
  await expect(dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.receive')) })).not.toHaveValue('');
  await chooseFirstOption(page, dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) }));
  await tabTo(page, dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', USDT) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);

  // The order placed, focus is on its step's heading and the next Tab is the step's primary action.
  await expect(page.getByRole('heading', { level: 2, name: t('orders:step.payTitle') })).toBeFocused();
  const paid = page.getByRole('button', { name: t('orders:action.paid') });
  await press(page, 'Tab');
  await expect(paid).toBeFocused();
  const confirm = await openTrappedDialog(page, paid, t('common:orderPrompt.havePaidTitle'));
  await tabTo(page, confirm.getByRole('button', { name: t('common:orderPrompt.paid'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t('orders:step.awaitReleaseTitle') })).toBeVisible();
  // The simulated seller releases a few seconds after PAID (mocks/config.ts counterpartyDelayMs).
  await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.completedTitle') }));
});

test('a sell with the keyboard alone: Max, order, the buyer pays, checklist with Space, release, completed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The counterparty's steps run on Playwright's clock (support/clock.ts): installed before the page loads.
  await page.clock.install();
  await openFirstAdByKeyboard(page, 'sell');

  const dialog = await openTrappedDialog(
    page,
    page.getByRole('button', { name: t('ad-detail:detail.sellAction', USDT), exact: true }),
    t('ad-detail:form.sellTitle', USDT),
  );
  await tabTo(page, dialog.getByRole('button', { name: t('ds:amount.max'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.sell')) })).not.toHaveValue('');
  await chooseFirstOption(page, dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) }));
  await tabTo(page, dialog.getByRole('button', { name: t('ad-detail:form.submitSell', USDT) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);

  // The simulated buyer pays a few seconds after the order is created. The new step takes the focus the old one
  // had, and the next Tab is its primary action.
  const check = page.getByRole('heading', { level: 2, name: t('orders:step.checkPaymentTitle') });
  await untilCounterpartyActs(page, check);
  await expect(check).toBeFocused();
  await press(page, 'Tab');
  await expect(page.getByRole('button', { name: t('orders:action.release') })).toBeFocused();
  const checklist = await openTrappedDialog(
    page,
    page.getByRole('button', { name: t('orders:action.release') }),
    t('orders:release.checklistTitle'),
  );
  for (const box of await checklist.getByRole('checkbox').all()) {
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, checklist.getByRole('button', { name: t('orders:release.continue') }));
  await page.keyboard.press('Enter');
  const received = page.getByRole('dialog', { name: t('common:orderPrompt.haveReceivedTitle') });
  await expect(received).toBeVisible();
  await expectFocusTrapped(page, received);
  await tabTo(page, received.getByRole('button', { name: t('common:orderPrompt.received'), exact: true }));
  await page.keyboard.press('Enter');

  // The security verification, by keyboard: each code requested with its Send button, typed, then Confirm.
  const verification = page.getByRole('dialog', { name: t('security:dialog.title') });
  await expect(verification).toBeVisible();
  await expectFocusTrapped(page, verification);
  for (const [field, code] of [
    ['sms', MOCK_VERIFY_CODES.smsCode],
    ['email', MOCK_VERIFY_CODES.emailCode],
  ] as const) {
    const group = verification.getByRole('group', { name: t(`security:field.${field}`) });
    await tabTo(page, group.getByRole('button', { name: t('security:send') }));
    await page.keyboard.press('Enter');
    await expect(group.getByText(t.pattern('security:sentTo'))).toBeVisible();
    await tabTo(page, group.getByRole('textbox', { name: t(`security:field.${field}`) }));
    await page.keyboard.type(code);
  }
  await tabTo(page, verification.getByRole('textbox', { name: t('security:field.google') }));
  await page.keyboard.type(MOCK_VERIFY_CODES.googleCode);
  await page.keyboard.press('Enter');
  await expect(verification).toBeHidden();
  await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.completedTitle') }));
});
