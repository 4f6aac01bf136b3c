/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContractValidator, listOperations, type OperationRef } from '../../scripts/lib/contract-validator';
import { verifyContract } from '../../scripts/lib/contract-verify';
import { buildCases } from '../../scripts/lib/fuzz/cases';
import { judgeAnswer } from '../../scripts/lib/fuzz/run';
import { createSchemaJudge } from '../../scripts/lib/fuzz/values';
import { recordingFetch, startPrismProxy, writePrismContract, type Exchange } from '../../scripts/lib/prism-proxy';
import { loadContract } from '../support/contract';

// A refusal's `code` is its HTTP status, and the contract says so in its schemas, not only in prose: a wrong pair
// (HTTP 500 with code 400, HTTP 400 with code 599) fails the project's validator, the verifier, the fuzzer and
// Prism alike.

type Json = Record<string, unknown>;
const contract = loadContract();
const validator = createContractValidator(contract);
const ops = listOperations(contract);
const op = (id: string): OperationRef => ops.find((o) => o.operationId === id)!;
const envelope = (code: number) => ({ code, message: 'refused', data: null });

describe('every non-2xx answer in the contract pins code to its status', () => {
  const statuses = ops.flatMap((o) =>
    Object.keys(o.operation.responses as Json)
      .filter((status) => status !== '200')
      .map((status) => [o.operationId, status] as const),
  );

  it('lists each refusal status explicitly, with default as the 5XX family only', () => {
    expect(statuses.filter(([, status]) => /X/.test(status))).toEqual([]);
    for (const o of ops)
      expect(Object.keys(o.operation.responses as Json)).toEqual(
        expect.arrayContaining(['400', '401', '404', '405', '413', '414', '500', '502', '503', '504', 'default']),
      );
  });

  it.each(statuses.filter(([, status]) => status !== 'default'))(
    '%s %s: its own code passes, a neighbour fails',
    (operationId, status) => {
      const code = Number(status);
      expect(validator.validateResponse(op(operationId), code, envelope(code)).valid).toBe(true);
      const other = code === 400 ? 599 : 400;
      expect(validator.validateResponse(op(operationId), code, envelope(other)).valid).toBe(false);
    },
  );

  it('default takes any 5XX with its own code, and nothing outside 500-599', () => {
    const o = op('getOrderList');
    expect(validator.validateResponse(o, 507, envelope(507)).valid).toBe(true);
    expect(validator.validateResponse(o, 507, envelope(400)).valid).toBe(false);
    expect(validator.validateResponse(o, 418, envelope(418)).valid).toBe(false);
  });

  it('names the code as the reason', () => {
    const verdict = validator.validateResponse(op('getOrderList'), 500, envelope(400));
    expect(verdict.firstError).toMatch(/code/);
  });
});

describe('the fuzzer judges a wrong pair as a schema failure', () => {
  const o = op('getOrderList');
  const base = buildCases(contract, o, { count: 1, seed: 1 }, createSchemaJudge()).cases[0]!;

  it('a 401 whose code is 400 fails; a 401 whose code is 401 passes', () => {
    const missingToken = { ...base, kind: 'missing-token' as const, expect: 401 as const };
    expect(judgeAnswer(validator, o, missingToken, 401, JSON.stringify(envelope(401)))).toEqual([]);
    expect(judgeAnswer(validator, o, missingToken, 401, JSON.stringify(envelope(400))).map((f) => f.check)).toEqual([
      'schema',
    ]);
  });

  it('a 400 whose code is 599 fails', () => {
    const wrongType = { ...base, kind: 'wrong-type' as const, expect: 400 as const };
    expect(judgeAnswer(validator, o, wrongType, 400, JSON.stringify(envelope(599))).map((f) => f.check)).toEqual([
      'schema',
    ]);
  });
});

/** A service that refuses every call with HTTP `status` and body code `code`. */
async function refusingService(status: number, code: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(envelope(code)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the verifier and Prism against a service that answers HTTP 500 with code 400', () => {
  let service: Awaited<ReturnType<typeof refusingService>>;
  beforeAll(async () => {
    service = await refusingService(500, 400);
  });
  afterAll(() => service.close());

  it('the verifier names the code in the failure', async () => {
    const results = await verifyContract(contract, { baseUrl: service.url, authorization: 't' });
    const row = results.find((r) => r.operationId === 'getOrderList');
    expect(row?.ok).toBe(false);
    expect(row?.detail).toMatch(/^status 500 and .*code/);
  });

  it('Prism reports the answer as a violation of the response schema', async () => {
    const prism = await startPrismProxy(writePrismContract(contract), service.url);
    try {
      const exchanges: Exchange[] = [];
      const fetchRecorded = recordingFetch(exchanges);
      await fetchRecorded(`${prism.url}/api/ctc/query-order-list`, { headers: { authorization: 't' } });
      const violations = exchanges.flatMap((e) => e.violations);
      expect(
        violations.some(
          (v) => v.location.join('.').startsWith('response.body') && /code/.test(v.location.join('.') + v.message),
        ),
      ).toBe(true);
    } finally {
      await prism.stop();
    }
  }, 60_000);

  it('Prism finds nothing to report when the code is the status', async () => {
    const honest = await refusingService(500, 500);
    const prism = await startPrismProxy(writePrismContract(contract), honest.url);
    try {
      const exchanges: Exchange[] = [];
      await recordingFetch(exchanges)(`${prism.url}/api/ctc/query-order-list`, { headers: { authorization: 't' } });
      expect(exchanges).toHaveLength(1);
      expect(exchanges[0]!.violations).toEqual([]);
    } finally {
      await prism.stop();
      await honest.close();
    }
  }, 60_000);
});
