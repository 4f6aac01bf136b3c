import { MOCK_USERS } from '../../mocks/users';

// A signed-in trader with a live order on the HTTP mock server, for the benchmarks that need the order page.
const trader = MOCK_USERS.trader;

/** The cookies a sign-in leaves; login-required routes look for userId and UID. */
export function traderCookies(appUrl: string) {
  return [
    { name: 'authorization', value: trader.authorization, url: appUrl },
    { name: 'userId', value: trader.userId, url: appUrl },
    { name: 'UID', value: trader.UID, url: appUrl },
    { name: 'accountGroup', value: String(trader.accountGroup), url: appUrl },
  ];
}

async function post<T>(apiUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', authorization: trader.authorization },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code}: ${envelope.message}`);
  return envelope.data;
}

/** Buys 100 USD of USDT from the first ad: an unpaid order, so the page polls and counts down. */
export async function createLiveOrder(apiUrl: string): Promise<string> {
  const ads = await post<{ list: Array<{ adNo: string; payMethods: Array<{ code: string }> }> }>(
    apiUrl,
    '/api/ctc/query-adv-list',
    {
      side: 'BUY',
      asset: 'USDT',
      fiat: 'USD',
      amount: '100',
      size: 1,
    },
  );
  const ad = ads.list[0]!;
  const created = await post<{ orderId: string }>(apiUrl, '/api/ctc/create-order', {
    adNo: ad.adNo,
    side: 'BUY',
    fiatAmount: '100',
    clientOrderId: crypto.randomUUID(),
    payMethodCode: ad.payMethods[0]!.code,
  });
  return created.orderId;
}
