import { expect, type Page } from '@playwright/test';
import { textsFor } from './locale-text';
import { verifyWithMockCodes } from './security-codes';

export interface SellAd {
  margin: string;
  quantity: string;
  minLimit: string;
  maxLimit: string;
  autoReply?: string;
}

/** The trader posts a floating sell ad of USDT for EUR paid to their SEPA account, from My ads, with the codes. */
export async function postFloatingSellAd(page: Page, lang: string, ad: SellAd): Promise<void> {
  const t = textsFor(lang);
  await page.goto(`/${lang}/p2p/my-ads?mockUser=trader`);
  await page.getByRole('link', { name: t('my-ads:postAd') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('my-ads:form.title') })).toBeVisible();
  await page.getByRole('button', { name: t('my-ads:form.iSell') }).click();
  await page.getByRole('combobox', { name: t('my-ads:form.fiat') }).selectOption('EUR');
  await page.getByRole('textbox', { name: t('my-ads:form.margin') }).fill(ad.margin);
  await page.getByRole('button', { name: t('my-ads:form.next') }).click();
  await page.getByRole('textbox', { name: t('my-ads:form.quantitySell', { asset: 'USDT' }) }).fill(ad.quantity);
  await page.getByRole('textbox', { name: t('my-ads:form.minLimit', { fiat: 'EUR' }) }).fill(ad.minLimit);
  await page.getByRole('textbox', { name: t('my-ads:form.maxLimit', { fiat: 'EUR' }) }).fill(ad.maxLimit);
  await page.getByRole('checkbox', { name: /SEPA/ }).check();
  await page.getByRole('button', { name: t('my-ads:form.next') }).click();
  if (ad.autoReply) await page.getByRole('textbox', { name: t('my-ads:form.autoReply') }).fill(ad.autoReply);
  await page.getByRole('button', { name: t('my-ads:form.publish') }).click();
  await verifyWithMockCodes(page, lang, 'security:scene.postAd');
  await expect(page.getByText(t('my-ads:form.posted'))).toBeVisible();
}

interface StoredState {
  makerAds?: Array<{ adNo: string; status: string; makerSide: string; asset: string; fiat: string }>;
  orders?: Array<{ orderId: string; paidAt: number | null; stage: string }>;
}

/**
 * The mocks keep their store in sessionStorage a moment after each answer: before another account opens the next
 * page in this tab, wait until the store holds what the last one did.
 */
export async function storedAd(page: Page, status: string): Promise<string> {
  const handle = await page.waitForFunction((state) => {
    const saved = JSON.parse(sessionStorage.getItem('p2p-mock-state') ?? '{}') as StoredState;
    return saved.makerAds?.find((ad) => ad.makerSide === 'SELL' && ad.asset === 'USDT' && ad.status === state)?.adNo;
  }, status);
  return (await handle.jsonValue()) as string;
}

export async function storedOrder(page: Page, orderId: string, { paid }: { paid: boolean }): Promise<void> {
  await page.waitForFunction(
    ([id, mustBePaid]) => {
      const saved = JSON.parse(sessionStorage.getItem('p2p-mock-state') ?? '{}') as StoredState;
      const order = saved.orders?.find((o) => o.orderId === id);
      return order !== undefined && (!mustBePaid || order.paidAt !== null);
    },
    [orderId, paid] as const,
  );
}
