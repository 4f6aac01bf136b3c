import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { RestrictionGuard } from '@/app/routes/restriction-guard';
import { clearSession, renderWithProviders, seedSession } from '../support/render-with-providers';
import { recordRequests, server, startMswServer } from '../support/msw-server';

startMswServer();

// In StrictMode (`npm run dev`) React mounts every component, unmounts it and mounts it again; a query whose request
// took the AbortSignal is cancelled when its last observer leaves, so the guard's check would be asked for twice.
describe('RestrictionGuard, signed in, in StrictMode', () => {
  beforeEach(() => {
    seedSession('trader');
    server.use(
      http.get('*/api/a/v1/public/restriction-check', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { ipRestricted: false, needKyc: false } }),
      ),
      http.get('*/api/a/v1/auth/user/kr-restrict-check', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { restricted: false, reason: null } }),
      ),
    );
  });
  afterEach(clearSession);

  it('asks each restriction check once', async () => {
    const seen = recordRequests();
    const { queryClient } = renderWithProviders(
      [{ path: '/:lang', element: <RestrictionGuard />, children: [{ path: 'p2p/buy', element: <p>the list</p> }] }],
      {
        url: '/en/p2p/buy',
        strict: true,
      },
    );
    expect(screen.getByText('the list')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const paths = seen.map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => path === '/api/a/v1/auth/user/kr-restrict-check')).toHaveLength(1);
    expect(paths.filter((path) => path === '/api/a/v1/public/restriction-check')).toHaveLength(1);
    queryClient.clear();
  });
});
