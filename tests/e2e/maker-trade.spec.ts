import { expect, test } from '@playwright/test';
import { untilCounterpartyActs } from './support/clock';
import { textsFor } from './support/locale-text';
import { markPaid, releaseWithCodes } from './support/orders';
import { postFloatingSellAd, storedAd, storedOrder } from './support/post-ad';

// The maker side end to end, with two real accounts in one tab (the mocks keep one store for both): the trader
// posts a floating sell ad; the sub-account finds it in the buy list at the floating price, takes an order, reads
// the ad's automatic reply and pays; the trader, as the seller, releases with the codes; then takes the ad offline
// and the sub-account no longer finds it.

const TRADER = 'AlexTrades';
const AUTO_REPLY = 'Hello! I release within 5 minutes of your payment.';

test('en: a floating sell ad is taken by another account, paid, released by its maker, then taken offline', async ({
  page,
}) => {
  const t = textsFor('en');
  await page.clock.install();
  await page.goto('/en/p2p/my-ads?mockUser=trader&mockReset=1');
  await postFloatingSellAd(page, 'en', {
    margin: '99',
    quantity: '500',
    minLimit: '20',
    maxLimit: '400',
    autoReply: AUTO_REPLY,
  });
  const adNo = await storedAd(page, 'ONLINE');
  const usdt = t('my-ads:sideTitle.SELL', { asset: 'USDT', fiat: 'EUR' });
  const card = page.getByRole('listitem').filter({ hasText: usdt });
  const shown = await card.getByText(t('my-ads:card.price')).locator('..').innerText();
  const price = /\d[\d.,]*/.exec(shown)![0];

  // The taker: the ad in the buy list, at the price the trader's card shows.
  await page.goto('/en/p2p/buy?asset=USDT&fiat=EUR&mockUser=sub-user');
  const row = page.getByRole('article').filter({ hasText: TRADER });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(price, { exact: false }).first()).toBeVisible();
  await row.getByRole('button', { name: t.pattern('ads:list.buyAsset', { asset: 'USDT' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/en/p2p/buy/detail/${adNo}`));
  const dialog = page.getByRole('dialog', { name: t('ad-detail:form.buyTitle', { asset: 'USDT' }) });
  await dialog.getByRole('textbox', { name: new RegExp(t('ad-detail:form.pay')) }).fill('100');
  const method = dialog.getByRole('combobox', { name: new RegExp(t('ad-detail:form.payMethod')) });
  if (!(await method.textContent())?.trim()) {
    await method.click();
    await page.getByRole('option', { name: /SEPA/ }).click();
  }
  await dialog.getByRole('button', { name: t('ad-detail:form.submitBuy', { asset: 'USDT' }) }).click();
  await expect(page).toHaveURL(/\/en\/p2p\/order\?orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  // The maker's automatic reply is the first thing the chat says in their name.
  await expect(page.getByText(AUTO_REPLY)).toBeVisible();
  await markPaid(page, 'en');
  await storedOrder(page, orderId, { paid: true });

  // The maker: the same order, as its seller, paid; released with the codes.
  await page.goto(`/en/p2p/order?orderId=${orderId}&mockUser=trader`);
  await expect(page.getByRole('heading', { name: t('orders:step.checkPaymentTitle') })).toBeVisible();
  await releaseWithCodes(page, 'en');
  await untilCounterpartyActs(page, page.getByRole('heading', { name: t('orders:step.completedTitle') }));

  // Offline: its card says so, and the taker's list no longer has it.
  await page.goto('/en/p2p/my-ads?mockUser=trader');
  const toggle = page.getByRole('switch', { name: new RegExp(`^${t('my-ads:online.labelFor', { ad: usdt })}`) });
  await toggle.click();
  await expect(page.getByText(t('my-ads:online.wentOffline'))).toBeVisible();
  await storedAd(page, 'OFFLINE');
  await page.goto('/en/p2p/buy?asset=USDT&fiat=EUR&mockUser=sub-user');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: TRADER })).toHaveCount(0);
});
