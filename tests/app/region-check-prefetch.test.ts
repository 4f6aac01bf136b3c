import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { getGetRestrictionCheckQueryKey } from '@/api/generated/endpoints/restriction/restriction';
import { prefetchRegionCheck } from '@/app/routes/region-check-query';
import { server, startMswServer, recordRequests } from '../support/msw-server';

startMswServer();

const url = (path: string) => new URL(path, 'http://localhost');
const checks = (seen: Request[]) => seen.filter((r) => r.url.includes('/restriction-check'));

describe('the region check asked for while the app starts', () => {
  beforeEach(() =>
    server.use(
      http.get('*/api/a/v1/public/restriction-check', () =>
        HttpResponse.json({ code: 0, message: 'success', data: { ipRestricted: true, needKyc: false } }),
      ),
    ),
  );

  it('is asked once on the pages RestrictionGuard wraps, under the key the guard reads', async () => {
    const seen = recordRequests();
    const client = new QueryClient();
    prefetchRegionCheck(client, url('/en/p2p/buy'));
    const query = client.getQueryCache().find({ queryKey: getGetRestrictionCheckQueryKey() })!;
    await query.promise;
    expect(checks(seen)).toHaveLength(1);
    expect(query.state.data).toMatchObject({ ipRestricted: true });
    // A second page of the same visit finds it fresh (the guard's staleTime) and asks nothing.
    prefetchRegionCheck(client, url('/en/hkpay'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(query.state.fetchStatus).toBe('idle');
    expect(checks(seen)).toHaveLength(1);
    client.clear();
  });

  it('is not asked on pages outside the guard (home, test pages, unknown paths)', () => {
    const client = new QueryClient();
    for (const path of ['/en', '/en/', '/en/test/request', '/', '/en/p2pfoo']) prefetchRegionCheck(client, url(path));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
