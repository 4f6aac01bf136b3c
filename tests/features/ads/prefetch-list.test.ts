import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { prefetchListFromUrl } from '@/features/ads/prefetch-list';
import { adPagesQuery } from '@/features/ads/hooks/use-ad-pages';
import { listRequest } from '@/features/ads/list-request';
import { parseListFilters } from '@/features/ads/list-filters';
import { getGetCryptoFiatQueryKey } from '@/api/generated/endpoints/currencies/currencies';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

const filtersOf = (query: string) => parseListFilters(new URLSearchParams(query), { asset: 'USDT', fiat: 'USD' });

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
    const key = adPagesQuery(listRequest('sell', filtersOf('asset=BTC&fiat=EUR&amount=100'))).queryKey;
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
      queryKey: adPagesQuery(listRequest('buy', filtersOf(''))).queryKey,
    })!.promise;
    expect(await adLists(seen)[0]!.json()).toMatchObject({ side: 'BUY', asset: 'USDT', fiat: 'USD' });
    client.clear();
  });

  it('carries the order and the show-only toggles, under the key the screen uses; the best price is no order', async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchListFromUrl(
      client,
      url('/en/p2p/buy?asset=USDT&fiat=EUR&sort=completion_rate_desc&online=1&verified=1'),
      false,
    );
    const key = adPagesQuery(
      listRequest('buy', filtersOf('asset=USDT&fiat=EUR&sort=COMPLETION_RATE_DESC&online=1&verified=1')),
    ).queryKey;
    await client.getQueryCache().find({ queryKey: key })!.promise;
    expect(await adLists(seen)[0]!.json()).toEqual({
      side: 'BUY',
      asset: 'USDT',
      fiat: 'EUR',
      sort: 'COMPLETION_RATE_DESC',
      onlineOnly: true,
      verifiedOnly: true,
      page: 1,
      size: 50,
    });
    expect(listRequest('buy', filtersOf('sort=PRICE_ASC'))).not.toHaveProperty('sort');
    expect(listRequest('sell', filtersOf('sort=PRICE_ASC'))).toMatchObject({ sort: 'PRICE_ASC' });
    client.clear();
  });

  it('leaves "my payment methods" to the screen, which knows the saved methods', () => {
    const client = new QueryClient();
    prefetchListFromUrl(client, url('/en/p2p/buy?fiat=EUR&mine=1'), true);
    expect(client.getQueryCache().findAll({ queryKey: ['/api/ctc/query-adv-list'], exact: false })).toHaveLength(0);
    expect(listRequest('buy', filtersOf('mine=1'), ['WISE', 'SEPA', 'WISE'])).toMatchObject({
      payMethods: ['SEPA', 'WISE'],
    });
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
