import { http, HttpResponse } from 'msw';
import { formatResults, isReadOperation, verifyContract } from '../../scripts/lib/contract-verify';
import { listOperations } from '../../scripts/lib/contract-validator';
import { MOCK_USERS } from '@mocks/users';
import { loadContract } from '../support/contract';
import { server, startMocks, ORIGIN } from '../mocks/mock-harness';

startMocks({ counterpartyDelayMs: 0 });

const contract = loadContract();
const token = MOCK_USERS.trader.authorization;

describe('live contract verification', () => {
  it('passes every read operation of a service that keeps the contract', async () => {
    const results = await verifyContract(contract, { baseUrl: ORIGIN, authorization: token });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results).toHaveLength(listOperations(contract).filter(isReadOperation).length);
    expect(results.map((r) => r.operationId)).not.toContain('createUserPayment');
  });

  it('with writes, runs all 52 operations in a working order and passes', async () => {
    const results = await verifyContract(contract, { baseUrl: ORIGIN, authorization: token, includeWrites: true });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results).toHaveLength(52);
    const order = results.map((r) => r.operationId);
    expect(order.indexOf('createUserPayment')).toBeLessThan(order.indexOf('removeUserPayment'));
    expect(order.indexOf('createOrder')).toBeLessThan(order.indexOf('updateOrderState'));
    expect(order.slice(-2)).toEqual(['postLogout', 'getLogout']);
  });

  it('fails an operation whose data breaks the schema and names the JSON path', async () => {
    server.use(
      http.post('*/api/ctc/query-adv-list', () =>
        HttpResponse.json({
          code: 0,
          message: 'success',
          data: { list: [{ adNo: 'A1', price: 12.5 }], total: 1, page: 1, size: 20 },
        }),
      ),
    );
    const results = await verifyContract(contract, { baseUrl: ORIGIN, authorization: token });
    const failed = results.filter((r) => !r.ok);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ operationId: 'queryAdvList', method: 'POST', path: '/api/ctc/query-adv-list' });
    expect(failed[0]!.detail).toMatch(/^\/data\/list\/0/);
  });

  it.each([
    ['a 500', () => HttpResponse.json({ code: 500, message: 'boom', data: null }, { status: 500 }), /^status 500/],
    ['a body that is not JSON', () => HttpResponse.text('<html>502</html>'), /not JSON/],
    [
      'a business error code',
      () => HttpResponse.json({ code: 30000, message: 'bad', data: null }),
      /^business code 30000/,
    ],
    ['a missing envelope field', () => HttpResponse.json({ code: 0, data: { acceptTerm: true } }), /message/],
  ])('fails on %s', async (_label, respond, detail) => {
    server.use(http.get('*/api/ctc/verify-user', respond));
    const results = await verifyContract(contract, { baseUrl: ORIGIN, authorization: token });
    const row = results.find((r) => r.operationId === 'getVerifyUser');
    expect(row?.ok).toBe(false);
    expect(row?.detail).toMatch(detail);
  });

  it('prints one line per operation and the summary, never the token', async () => {
    server.use(http.get('*/api/ctc/verify-user', () => HttpResponse.json({ code: 0, message: 'success', data: {} })));
    const results = await verifyContract(contract, { baseUrl: ORIGIN, authorization: token });
    const text = formatResults(results);
    const lines = text.split('\n');
    expect(lines).toHaveLength(results.length + 1);
    expect(lines).toContain('PASS GET    /api/a/v2/auth/user/info');
    expect(lines.find((l) => l.includes('/api/ctc/verify-user'))).toMatch(
      /^FAIL GET {4}\/api\/ctc\/verify-user - \/data: must have required property/,
    );
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([expect.stringContaining('/api/ctc/verify-user')]);
    expect(lines.at(-1)).toBe(`${results.length - 1} passed, 1 failed`);
    expect(text).not.toContain(token);
  });
});
