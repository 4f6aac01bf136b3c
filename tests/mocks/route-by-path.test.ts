import { getResponse, http, HttpResponse } from 'msw';
import { routeByPath } from '@mocks/route-by-path';

// The browser worker's single handler in front of the mock handlers (mocks/route-by-path.ts): each request reaches
// the handlers that can match it, in their order, and gets the answer the plain list would give.

const answer = (text: string) => () => HttpResponse.text(text);

function routed(gate: () => Response | undefined = () => undefined) {
  return routeByPath([
    http.all('*/api/*', gate),
    http.get('*/api/orders', answer('list orders')),
    http.post('*/api/orders', answer('create order')),
    http.get('*/api/orders/:id', ({ params }) => HttpResponse.text(`order ${String(params.id)}`)),
    http.get('*/api/orders', answer('never: a later duplicate')),
  ]);
}

const call = async (handler: ReturnType<typeof routeByPath>, method: string, path: string) =>
  (await getResponse([handler], new Request(`http://localhost${path}`, { method })))?.text();

describe('routeByPath', () => {
  it('answers each method and path with the first handler that matches it, as the list in order would', async () => {
    const handler = routed();
    await expect(call(handler, 'GET', '/api/orders')).resolves.toBe('list orders');
    await expect(call(handler, 'POST', '/api/orders')).resolves.toBe('create order');
    await expect(call(handler, 'GET', '/api/orders/42?x=1')).resolves.toBe('order 42');
    // As MSW itself matches: a trailing slash and another case still reach the handler.
    await expect(call(handler, 'GET', '/api/orders/')).resolves.toBe('list orders');
    await expect(call(handler, 'GET', '/API/Orders')).resolves.toBe('list orders');
    // The same path again, after another method was routed: each method keeps its own handlers.
    await expect(call(handler, 'GET', '/api/orders')).resolves.toBe('list orders');
  });

  it('lets a handler in front (the scenario gate) answer first, and steps past it when it answers nothing', async () => {
    const handler = routed(() => HttpResponse.text('gate', { status: 503 }));
    const response = await getResponse([handler], new Request('http://localhost/api/orders'));
    expect(response?.status).toBe(503);
    await expect(response?.text()).resolves.toBe('gate');
  });

  it('answers nothing for what no handler matches, so the request goes to the network', async () => {
    const handler = routed();
    await expect(call(handler, 'DELETE', '/api/orders')).resolves.toBeUndefined();
    await expect(call(handler, 'GET', '/assets/index.js')).resolves.toBeUndefined();
  });
});
