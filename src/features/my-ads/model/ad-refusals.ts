import { ChangeAdStatusFailureCode, CloseAdFailureCode } from '@/api/generated/models';
import { hasCode } from '@/shared/api-failures';

/** The refusals a trader can meet on My ads, each in the page's own words (docs/product-rules.md §18.6). */
const REFUSAL_KEY: ReadonlyArray<[number, string]> = [
  [ChangeAdStatusFailureCode.AD_LIMIT_REACHED, 'my-ads:refusal.limitReached'],
  [ChangeAdStatusFailureCode.AD_ORDER_LIMITS_INVALID, 'my-ads:refusal.soldOut'],
  [ChangeAdStatusFailureCode.AD_PRICE_OUT_OF_BAND, 'my-ads:refusal.priceOutOfBand'],
  [ChangeAdStatusFailureCode.NOT_ADVERTISER, 'my-ads:refusal.notAdvertiser'],
  [ChangeAdStatusFailureCode.STATE_NOT_ALLOWED, 'my-ads:refusal.closed'],
  [ChangeAdStatusFailureCode.AD_NOT_FOUND, 'my-ads:refusal.notFound'],
  [CloseAdFailureCode.AD_HAS_ORDERS_IN_PROGRESS, 'my-ads:close.hasOrders'],
];

/** The key of the page's words for a refusal, or null for any other failure (the server's text is shown then). */
export function refusalKey(error: unknown): string | null {
  return REFUSAL_KEY.find(([code]) => hasCode(error, code))?.[1] ?? null;
}
