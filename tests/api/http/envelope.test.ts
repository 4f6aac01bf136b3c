import { http, HttpResponse } from 'msw';
import { createOrder } from '@/api/generated/endpoints/orders/orders';
import type { CreateOrderFailure, CreateOrderResult } from '@/api/generated/models';
import { httpClient, type Unwrapped } from '@/api/http/http-client';
import { listOperations } from '../../../scripts/lib/contract-validator';
import { loadContract } from '../../support/contract';
import { server, startMswServer } from '../../support/msw-server';

startMswServer();

describe('envelope (code 0 is success)', () => {
  it('resolves to data when code is 0', async () => {
    server.use(
      http.get('*/api/ctc/verify-user', () =>
        HttpResponse.json({ code: 0, message: 'success', data: { acceptTerm: true } }),
      ),
    );
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' })).resolves.toEqual({ acceptTerm: true });
  });

  it('rejects a non-zero code with a typed error carrying code and message', async () => {
    server.use(
      http.post('*/api/ctc/create-order', () =>
        HttpResponse.json({ code: 30002, message: 'Amount outside limits', data: null }),
      ),
    );
    await expect(
      httpClient({ url: '/api/ctc/create-order', method: 'POST', data: {} }, { silent: true }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'business',
      code: 30002,
      message: 'Amount outside limits',
      url: '/api/ctc/create-order',
    });
  });

  it('types a generated call by the success branch of its oneOf answer; a failure branch code is a business rejection', async () => {
    // Compile-time half (npm run typecheck): the 200 answer is `CreateOrderResponse | CreateOrderFailure`, and the
    // call resolves to the success branch's data only; the failure branch's codes are the operation's own.
    type Resolved = Awaited<ReturnType<typeof createOrder>>;
    const sameType: [Resolved] extends [CreateOrderResult]
      ? [CreateOrderResult] extends [Resolved]
        ? true
        : false
      : false = true;
    const neverData: Unwrapped<CreateOrderFailure> extends never ? true : false = true;
    const failureCode: CreateOrderFailure['code'] = 30002;
    // @ts-expect-error 30012 (order not found) is not a code create-order can answer
    const notItsCode: CreateOrderFailure['code'] = 30012;
    expect([sameType, neverData, notItsCode]).toEqual([true, true, 30012]);

    server.use(
      http.post('*/api/ctc/create-order', () =>
        HttpResponse.json({ code: failureCode, message: 'Amount outside limits', data: null }),
      ),
    );
    const request = {
      adNo: 'AD20250415000123',
      side: 'BUY',
      fiatAmount: '100',
      payMethodCode: 'BANK_TRANSFER',
      clientOrderId: 'order-key-1',
    } as const;
    await expect(createOrder(request, { silent: true })).rejects.toMatchObject({ kind: 'business', code: 30002 });
  });

  it('rejects a body that is not the envelope as malformed', async () => {
    server.use(http.get('*/api/ctc/verify-user', () => HttpResponse.text('<html>gateway</html>')));
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' }, { silent: true })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it.each([12345, 'success', true, null])(
    'rejects a success whose data is %p (wrong types) as malformed',
    async (data) => {
      server.use(http.post('*/api/ctc/query-adv-list', () => HttpResponse.json({ code: 0, message: 'success', data })));
      await expect(
        httpClient({ url: '/api/ctc/query-adv-list', method: 'POST', data: {} }, { silent: true }),
      ).rejects.toMatchObject({ kind: 'malformed' });
    },
  );

  it('the contract promises an object or a list as every success data, which that check relies on', () => {
    const doc = loadContract();
    type Schema = {
      $ref?: string;
      type?: string;
      allOf?: Schema[];
      oneOf?: Schema[];
      properties?: Record<string, Schema>;
      content?: Record<string, { schema: Schema }>;
    };
    const resolve = (node: Schema): Schema =>
      node.$ref
        ? resolve(
            node.$ref
              .replace(/^#\//, '')
              .split('/')
              .reduce<Record<string, unknown>>((n, key) => n[key] as Record<string, unknown>, doc as never) as Schema,
          )
        : node;
    // The 200 answer is oneOf [success, failure]; the success branch (code 0) comes first.
    const dataOf = (schema: Schema): Schema | undefined =>
      resolve(schema).properties?.data ??
      resolve(schema).allOf?.map(dataOf).find(Boolean) ??
      (resolve(schema).oneOf?.[0] && dataOf(resolve(schema).oneOf![0]!));
    const types = listOperations(doc).map(({ operation, method, path }) => {
      const ok = resolve((operation.responses as Record<string, Schema>)['200']!);
      const data = dataOf(ok.content!['application/json']!.schema);
      return `${method} ${path}: ${data ? resolve(data).type : 'none'}`;
    });
    expect(types.length).toBeGreaterThan(20);
    expect(types.filter((line) => !/: (object|array)$/.test(line))).toEqual([]);
  });

  it('keeps the envelope code and message of an HTTP error', async () => {
    server.use(
      http.get('*/api/ctc/verify-user', () => HttpResponse.json({ code: 50000, message: 'Busy' }, { status: 503 })),
    );
    await expect(httpClient({ url: '/api/ctc/verify-user', method: 'GET' }, { silent: true })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      code: 50000,
      message: 'Busy',
    });
  });
});
