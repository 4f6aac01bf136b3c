import { expect, test, type Locator, type Page } from '@playwright/test';
import { textsFor } from './support/locale-text';

// The trade form shows the whole deal before the trader commits: who the advertiser is, the price against the
// market, the payment window and the advertiser's terms (as text), the fee and what is received after it on both
// forms (the figures the order then shows), a Max bounded by the ad, and the primary button in view on a phone.

const t = textsFor('en');
const USDT = { asset: 'USDT' };

interface AdFacts {
  adNo: string;
  price: string;
  minLimit: string;
  maxLimit: string;
  remaining: string;
  remark: string;
  payWindowMinutes: number;
  advertiser: { nickname: string; totalTrades: number };
}

/** The first ad of a side, as the API describes it. */
async function firstAd(page: Page, side: 'BUY' | 'SELL'): Promise<AdFacts> {
  return page.evaluate(async (side) => {
    const post = async (url: string, body: unknown) =>
      (await (
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { data: { list: AdFacts[] } };
    return (await post('/api/ctc/query-adv-list', { side, asset: 'USDT', fiat: 'USD', size: 1 })).data.list[0]!;
  }, side);
}

/** The value beside a label in the form's list of figures. */
const fact = (dialog: Locator, label: string) =>
  dialog
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('+ dd');

test('buy form: advertiser, price against the market, payment window, terms as text, Max within the ad, the fee', async ({
  page,
}) => {
  await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  const ad = await firstAd(page, 'BUY');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: t.pattern('ads:list.buyAsset', USDT) })
    .click();
  const dialog = page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', USDT) });
  await expect(dialog).toBeVisible();

  const deal = dialog.getByTestId('deal-summary');
  await expect(deal).toContainText(ad.advertiser.nickname);
  await expect(deal).toContainText(
    t('ads:list.trades_other', { count: ad.advertiser.totalTrades.toLocaleString('en-US') }),
  );
  await expect(deal).toContainText(/\d+(\.\d+)?% completion/);
  await expect(deal).toContainText(`1 USDT = ${Number(ad.price).toFixed(2)} USD`);
  await expect(deal.getByTestId('market-distance')).toHaveText(t.pattern('ads:market.distance'));
  await expect(deal).toContainText(t('ad-detail:form.payWindowLine', { minutes: `${ad.payWindowMinutes} minutes` }));
  // The advertiser's terms, as the text they wrote.
  await expect(deal.getByTestId('deal-remark')).toHaveText(ad.remark.trim());

  // Max: the ad's upper limit, or what its remaining coins cost when that is less.
  await dialog.getByRole('button', { name: t('ds:amount.max'), exact: true }).click();
  const pay = dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) });
  const affordable = Math.min(Number(ad.maxLimit), Math.floor(Number(ad.remaining) * Number(ad.price) * 100) / 100);
  await expect(pay).toHaveValue(affordable.toLocaleString('en-US', { maximumFractionDigits: 2 }));

  await pay.fill(Number(ad.minLimit).toFixed(2));
  await expect(fact(dialog, t('ad-detail:form.fee'))).toHaveText(/^\d+\.\d+ USDT$/);
  await expect(fact(dialog, t('ad-detail:form.orderAmount'))).toHaveText(/^\d+\.\d+ USDT$/);
});

test('sell form: the fee and what the seller receives are the figures the order shows', async ({ page }) => {
  await page.goto('/en/p2p/sell?mockUser=trader&mockReset=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  const ad = await firstAd(page, 'SELL');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: t.pattern('ads:list.sellAsset', USDT) })
    .click();
  const dialog = page.getByRole('dialog', { name: t('ad-detail:form.sellTitle', USDT) });
  await expect(dialog.getByTestId('deal-summary')).toContainText(ad.advertiser.nickname);

  // An amount of coins whose price is inside the ad's limits.
  const coins = (Math.ceil((Number(ad.minLimit) / Number(ad.price)) * 100) / 100 + 1).toFixed(2);
  await dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.sell')) }).fill(coins);
  const fee = fact(dialog, t('ad-detail:form.fee'));
  const receive = fact(dialog, t('ad-detail:form.receive'));
  await expect(fee).toHaveText(/^\d+\.\d+ USDT$/);
  await expect(receive).toHaveText(/^[\d,]+\.\d\d USD$/);
  await expect(dialog).toContainText(t('ad-detail:form.sellFeeHint'));
  const formFee = (await fee.textContent())!;
  const formReceive = (await receive.textContent())!;

  await dialog.getByRole('button', { name: t('ad-detail:form.submitSell', USDT) }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
  await expect(page.getByTestId('order-amount')).toHaveText(formReceive.replace(' USD', 'USD'));
  await expect(fact(page.locator('main'), t('orders:details.fee'))).toHaveText(formFee);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the form's primary button stays in view while the deal scrolls", async ({ page }) => {
    await page.goto('/en/p2p/buy?mockUser=trader&mockReset=1');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: t.pattern('ads:list.buyAsset', USDT) })
      .click();
    const dialog = page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', USDT) });
    const submit = dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', USDT) });
    await expect(submit).toBeInViewport();
    await dialog.getByTestId('deal-summary').scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await dialog.getByRole('combobox').last().scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
  });
});
