import { setupServer } from 'msw/node';

// One MSW server for jest; an unhandled request fails the test, so no call goes unmocked by accident.
export const server = setupServer();

export function startMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Records every request MSW sees, so tests can prove what was (or was not) sent. */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}
