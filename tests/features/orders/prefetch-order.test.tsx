import { screen } from '@testing-library/react';
import { getGetOrderDetailsQueryKey } from '@/api/generated/endpoints/orders/orders';
import { Component as OrderRoute } from '@/features/orders/order-route';
import { prefetchOrderFromUrl } from '@/features/orders/prefetch-order';
import { server, signInClient, startMocks } from '../../mocks/mock-harness';
import { placeBuy } from '../../mocks/trade-helpers';
import { renderWithProviders, testQueryClient } from '../../support/render-with-providers';

// An order page's order is asked for while the app starts, not after the screen's code, the language
// and the first render; the screen then finds it instead of asking again.

startMocks({ counterpartyDelayMs: 0 });
beforeEach(() => signInClient('trader'));

const url = (path: string) => new URL(path, 'http://localhost');

/** The order-details calls that reached the mocks, by their query string. */
function recordDetailReads(): string[] {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/ctc/query-order-details')) reads.push(new URL(request.url).search);
  });
  return reads;
}

describe('the order asked for at start-up', () => {
  it('reads the order the URL names, by orderId or externalOrderId, under the key the screen uses', async () => {
    const { orderId } = await placeBuy('100');
    const reads = recordDetailReads();
    const client = testQueryClient();
    prefetchOrderFromUrl(client, url(`/de/p2p/order?orderId=${orderId}`), true);
    prefetchOrderFromUrl(client, url('/en/p2p/order/?externalOrderId=EXT-1'), true);
    await Promise.all(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.promise?.catch(() => undefined)),
    );
    expect(reads).toEqual([`?orderId=${orderId}`, '?externalOrderId=EXT-1']);
    expect(client.getQueryData<{ orderId: string }>(getGetOrderDetailsQueryKey({ orderId }))?.orderId).toBe(orderId);
    client.clear();
  });

  it('asks for nothing signed out, on My orders, on other pages, under an unknown language or for a malformed id', () => {
    const reads = recordDetailReads();
    const client = testQueryClient();
    prefetchOrderFromUrl(client, url('/en/p2p/order?orderId=1'), false);
    prefetchOrderFromUrl(client, url('/en/p2p/order?type=buy'), true);
    prefetchOrderFromUrl(client, url('/en/p2p/buy?orderId=1'), true);
    prefetchOrderFromUrl(client, url('/xx/p2p/order?orderId=1'), true);
    // Ids off the contract's pattern: the page raises its fatal not-found and nothing is sent.
    prefetchOrderFromUrl(client, url('/en/p2p/order?orderId=abc!'), true);
    prefetchOrderFromUrl(client, url('/en/p2p/order?externalOrderId=EXT%2088'), true);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(reads).toEqual([]);
  });

  it('the screen shows the prefetched order without reading it a second time on mount', async () => {
    const { orderId } = await placeBuy('100');
    const client = testQueryClient();
    prefetchOrderFromUrl(client, url(`/en/p2p/order?orderId=${orderId}`), true);
    await client.getQueryCache().find({ queryKey: getGetOrderDetailsQueryKey({ orderId }) })!.promise;
    const reads = recordDetailReads();
    renderWithProviders(<OrderRoute />, { url: `/en/p2p/order?orderId=${orderId}`, queryClient: client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy USDT' })).toBeInTheDocument();
    expect(screen.getByText(orderId)).toBeInTheDocument();
    // The next read is the poll, about 3 s later; none is made when the screen mounts.
    expect(reads).toEqual([]);
  });
});
