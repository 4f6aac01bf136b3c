import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { prefetchListFromUrl } from '@/features/ads/prefetch-list';
import { adPagesQuery } from '@/features/ads/hooks/use-ad-pages';
import { server, startMswServer, recordRequests } from '../../support/msw-server';

startMswServer();

const page = { list: [], page: 1, size: 50, total: 0 };
const url = (path: string) => new URL(path, 'http://localhost');

describe('first page of a list URL asked for while the app starts (issue 7)', () => {
  beforeEach(() => server.use(http.post('*/api/ctc/query-adv-list', () => HttpResponse.json({ code: 0, message: 'success', data: page }))));

  it('asks for the same page, under the same key, as the list screen will', async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchListFromUrl(client, url('/fr/p2p/sell?asset=btc&fiat=EUR&amount=100'), false);
    const key = adPagesQuery({ side: 'SELL', asset: 'BTC', fiat: 'EUR', amount: '100' }).queryKey;
    await client.getQueryCache().find({ queryKey: key })!.promise;
    expect(seen).toHaveLength(1);
    expect(await seen[0]!.json()).toEqual({ side: 'SELL', asset: 'BTC', fiat: 'EUR', amount: '100', page: 1, size: 50 });
    client.clear();
  });

  it('uses the list defaults when the URL names none (USDT / USD for a signed-out visitor)', async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchListFromUrl(client, url('/en/p2p/buy'), false);
    await client.getQueryCache().find({ queryKey: adPagesQuery({ side: 'BUY', asset: 'USDT', fiat: 'USD' }).queryKey })!.promise;
    expect(await seen[0]!.json()).toMatchObject({ side: 'BUY', asset: 'USDT', fiat: 'USD' });
    client.clear();
  });

  it('does not guess a signed-in trader\'s default fiat, and keeps privacy coins out in Korean', async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchListFromUrl(client, url('/en/p2p/buy?asset=BTC'), true);
    prefetchListFromUrl(client, url('/en/p2p/order?orderId=1'), false);
    prefetchListFromUrl(client, url('/xx/p2p/buy'), false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    prefetchListFromUrl(client, url('/ko/p2p/buy?asset=XMR&fiat=KRW'), false);
    await client.getQueryCache().getAll()[0]!.promise;
    expect(await seen[0]!.json()).toMatchObject({ asset: 'USDT', fiat: 'KRW' });
    client.clear();
  });
});
