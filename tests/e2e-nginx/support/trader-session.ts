import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { MOCK_USERS } from '../../../mocks/users';

export const trader = MOCK_USERS.trader;

/**
 * The cookies the exchange's sign-in leaves: the session's authorization, and userId with UID, which tell a signed-in
 * user before user info arrives (docs/product-rules.md §3.1); without UID a login-only deep link has only that call
 * to go by.
 */
export async function signInTrader(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies(
    (['authorization', 'userId', 'UID'] as const).map((name) => ({ name, value: trader[name], url: baseURL })),
  );
}

/** The ids of the trader's newest orders, from the mock server behind nginx. */
export async function traderOrderIds(request: APIRequestContext, count: number): Promise<string[]> {
  const orders = await request.get(`/api/ctc/query-order-list?page=1&size=${count}`, {
    headers: { authorization: trader.authorization },
  });
  return ((await orders.json()) as { data: { list: Array<{ orderId: string }> } }).data.list.map((o) => o.orderId);
}
