import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { prefetchListFromUrl } from '@/features/ads/prefetch-list';
import { adPagesQuery } from '@/features/ads/hooks/use-ad-pages';
import { listRequest } from '@/features/ads/list-request';
import { getGetCryptoFiatQueryKey } from '@/api/generated/endpoints/currencies/currencies';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

startMswServer();

const page = { list: [], page: 1, size: 50, total: 0 };
const url = (path: string) => new URL(path, 'http://localhost');
const adLists = (seen: Request[]) => seen.filter((r) => r.url.includes('/query-adv-list'));
const currencyLists = (seen: Request[]) => seen.filter((r) => r.url.includes('/query-crypto-fiat'));

describe('first page of a list URL asked for while the app starts', () => {
  beforeEach(() =>
    server.use(
      http.post('*/api/ctc/query-adv-list', () => HttpResponse.json({ code: 0, message: 'success', data: page })),
      http.get('*/api/ctc/query-crypto-fiat', () =>
        HttpResponse.json({ code: 0, message: 'success', data: { cryptoList: [], fiatList: [] } }),
      ),
    ),
  );

  it('asks for the same page, under the same key, as the list screen will', async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchListFromUrl(client, url('/fr/p2p/sell?asset=btc&fiat=EUR&amount=100'), false);
    const key = adPagesQuery(listRequest('sell', { asset: 'BTC', fiat: 'EUR', amount: '100', payMethod: '' })).queryKey;
    await client.getQueryCache().find({ queryKey: key })!.promise;
    expect(adLists(seen)).toHaveLength(1);
    expect(await adLists(seen)[0]!.json()).toEqual({
      side: 'SELL',
      asset: 'BTC',
      fiat: 'EUR',
      amount: '100',
      page: 1,
      size: 50,
    });
    client.clear();
  });

  it('uses the list defaults when the URL names none (USDT / USD for a signed-out visitor)', async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchListFromUrl(client, url('/en/p2p/buy'), false);
    await client.getQueryCache().find({
      queryKey: adPagesQuery(listRequest('buy', { asset: 'USDT', fiat: 'USD', amount: '', payMethod: '' })).queryKey,
    })!.promise;
    expect(await adLists(seen)[0]!.json()).toMatchObject({ side: 'BUY', asset: 'USDT', fiat: 'USD' });
    client.clear();
  });

  it("does not guess a signed-in trader's default fiat, and keeps privacy coins out in Korean", async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchListFromUrl(client, url('/en/p2p/buy?asset=BTC'), true);
    prefetchListFromUrl(client, url('/en/p2p/order?orderId=1'), false);
    prefetchListFromUrl(client, url('/xx/p2p/buy'), false);
    // Only the signed-in list's currency lists: its ads wait for the trader's default fiat.
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[0]),
    ).toEqual(['/api/ctc/query-crypto-fiat']);
    prefetchListFromUrl(client, url('/ko/p2p/buy?asset=XMR&fiat=KRW'), false);
    await Promise.all(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.promise),
    );
    expect(await adLists(seen)[0]!.json()).toMatchObject({ asset: 'USDT', fiat: 'KRW' });
    client.clear();
  });

  it("asks for the filters' currency lists in the page's language, under the key the list screen reads", async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchListFromUrl(client, url('/ja/p2p/sell'), false);
    const key = getGetCryptoFiatQueryKey({ language: 'ja' });
    await client.getQueryCache().find({ queryKey: key })!.promise;
    expect(currencyLists(seen).map((r) => new URL(r.url).searchParams.get('language'))).toEqual(['ja']);
    client.clear();
  });
});
