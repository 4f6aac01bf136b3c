/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { configureMocks, handlers, refuseSignedOut, resetMockState } from '@mocks/handlers';
import { isReadOperation } from '../../scripts/lib/contract-verify';
import { listOperations, type OperationRef } from '../../scripts/lib/contract-validator';
import { atPointer, contractLinks, evaluate, parseExpression, type Exchange } from '../../scripts/lib/fuzz/links';
import { runStateful } from '../../scripts/lib/fuzz/stateful';
import { createMockHttpServer } from '../../scripts/lib/mock-http/server';
import { loadContract, resolveRef } from '../support/contract';

// The contract's links (openapi/components/links.yaml) point at fields that exist, and the fuzz's stateful phase
// follows every one of them through on the mock server, read-only runs never write, and a broken chain is reported.

type Json = Record<string, unknown>;
const contract = loadContract();
const ops = listOperations(contract);
const links = contractLinks(contract, ops);

const resolve = (node: unknown): Json => resolveRef(contract, node);

/** Whether some branch of `schema` has a value at the JSON pointer (properties, items, oneOf/anyOf/allOf). */
function schemaHas(schema: unknown, steps: readonly string[]): boolean {
  const s = resolve(schema);
  if (!s) return false;
  if (steps.length === 0) return true;
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
    if (Array.isArray(s[key]) && (s[key] as unknown[]).some((branch) => schemaHas(branch, steps))) return true;
  const [step, ...rest] = steps;
  if (/^\d+$/.test(step!) && s.items) return schemaHas(s.items, rest);
  const property = (s.properties as Json | undefined)?.[step!];
  return property !== undefined && schemaHas(property, rest);
}

const pointerSteps = (pointer: string) => pointer.replace(/^\//, '').split('/').filter(Boolean);
const successSchema = (op: OperationRef) =>
  (resolve((op.operation.responses as Json)['200']).content as Record<string, Json>)['application/json']!.schema;
const bodySchema = (op: OperationRef) =>
  (resolve(op.operation.requestBody).content as Record<string, Json>)['application/json']?.schema;
const paramNames = (op: OperationRef, where: string) =>
  ((op.operation.parameters ?? []) as unknown[])
    .map(resolve)
    .filter((p) => p.in === where)
    .map((p) => p.name);

/** The expression reads something the source's request or success answer has. */
function expectReadable(op: OperationRef, expression: unknown, where: string) {
  const parsed = parseExpression(String(expression));
  expect({ where, parsed: parsed !== undefined }).toEqual({ where, parsed: true });
  if (!parsed) return;
  if (parsed.part === 'body') {
    const schema = parsed.side === 'response' ? successSchema(op) : bodySchema(op);
    expect({ where, found: schemaHas(schema, pointerSteps(parsed.pointer ?? '')) }).toEqual({ where, found: true });
  } else {
    expect({ where, found: paramNames(op, parsed.part).includes(parsed.name) }).toEqual({ where, found: true });
  }
}

describe('the contract’s links', () => {
  it('cover the chains a stateful tool needs', () => {
    const pairs = links.map((l) => `${l.from.operationId} -> ${l.to.operationId}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'queryAdvList -> createOrder',
        'createOrder -> getOrderDetails',
        'getOrderDetails -> updateOrderState',
        'updateOrderState -> getChatMessages',
        'createOrder -> sendChatMessage',
        'createUserPayment -> removeUserPayment',
        'getUserInfo -> getSpotBalance',
      ]),
    );
  });

  it.each(links.map((l) => [l.name, l] as const))(
    '%s reads fields that exist and fills fields the target has',
    (_, link) => {
      for (const [key, expression] of Object.entries(link.parameters)) {
        const name = key.includes('.') ? key.split('.')[1]! : key;
        const targetParams = ['query', 'path', 'header'].flatMap((where) => paramNames(link.to, where));
        expect({ key, onTarget: targetParams.includes(name) }).toEqual({ key, onTarget: true });
        expectReadable(link.from, expression, `${link.name} parameter ${key}`);
      }
      for (const [field, expression] of Object.entries((link.requestBody ?? {}) as Json)) {
        expect({ field, onTarget: schemaHas(bodySchema(link.to), [field]) }).toEqual({ field, onTarget: true });
        expectReadable(link.from, expression, `${link.name} body field ${field}`);
      }
    },
  );
});

describe('runtime expressions', () => {
  const exchange: Exchange = {
    request: {
      query: { orderId: '42' },
      path: { accountGroup: 7 },
      header: { language: 'en' },
      body: { 'a/b': { '~x': 1 } },
    },
    response: { body: { data: { list: [{ adNo: 'AD1' }], orderId: '9' } }, header: { 'retry-after': '5' } },
  };

  it('read bodies by JSON pointer (escapes and array indexes included), parameters and headers by name', () => {
    expect(evaluate('$response.body#/data/list/0/adNo', exchange)).toBe('AD1');
    expect(evaluate('$request.body#/a~1b/~0x', exchange)).toBe(1);
    expect(evaluate('$request.query.orderId', exchange)).toBe('42');
    expect(evaluate('$request.path.accountGroup', exchange)).toBe(7);
    expect(evaluate('$response.header.Retry-After', exchange)).toBe('5');
    expect(evaluate({ orderId: '$response.body#/data/orderId', side: 'BUY' }, exchange)).toEqual({
      orderId: '9',
      side: 'BUY',
    });
  });

  it('give undefined for what the exchange lacks, and leave plain text alone', () => {
    expect(evaluate('$response.body#/data/list/3/adNo', exchange)).toBeUndefined();
    expect(atPointer({ list: [] }, '/list/x')).toBeUndefined();
    expect(evaluate('BANK_TRANSFER', exchange)).toBe('BANK_TRANSFER');
    expect(parseExpression('$response.body.orderId')).toBeUndefined();
    expect(parseExpression('$request.query#/orderId')).toBeUndefined();
  });
});

describe('the stateful phase against the mock server', () => {
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = createMockHttpServer({ handlers, contract, refuseSignedOut, logError: () => undefined });
    server.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));
  beforeEach(() => {
    resetMockState();
    configureMocks({ counterpartyDelayMs: 0, fileHost: baseUrl });
  });
  const options = () => ({ baseUrl, token: 'mock-token-trader', casesPerOperation: 1, seed: 7, walks: 1 });

  it('follows every link through, each answer valid by the contract', async () => {
    const report = await runStateful(contract, { ...options(), includeWrites: true });
    expect(report.failures).toEqual([]);
    expect(report.links.filter((l) => l.succeeded === 0).map((l) => l.name)).toEqual([]);
    expect(report.links).toHaveLength(links.length);
  });

  it('read-only, calls read operations only and follows only links between them', async () => {
    const called: string[] = [];
    const spy: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const op = ops.find(
        (o) =>
          new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url.pathname) &&
          o.method.toUpperCase() === (init?.method ?? 'GET'),
      );
      called.push(op ? op.operationId : `${init?.method ?? 'GET'} ${url.pathname}`);
      return fetch(input, init);
    };
    const report = await runStateful(contract, { ...options(), includeWrites: false, fetchImpl: spy });
    const writes = called.filter(
      (id) => id !== 'getUserInfo' && !ops.some((o) => o.operationId === id && isReadOperation(o)),
    );
    expect(writes).toEqual([]);
    expect(called).toEqual(
      expect.arrayContaining(['getSpotBalance', 'getAdvertiseDetail', 'getOrderDetails', 'getChatMessages']),
    );
    expect(report.failures).toEqual([]);
  });

  it('reports a step that fails on a linked id, naming the link', async () => {
    const broken: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/ctc/query-order-details')
        return new Response(JSON.stringify({ code: 500, message: 'boom', data: null }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        });
      return fetch(input, init);
    };
    const report = await runStateful(contract, { ...options(), includeWrites: true, fetchImpl: broken });
    expect(report.failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          operationId: 'getOrderDetails',
          site: 'createOrder.CreatedOrderDetails',
          check: 'no-5xx',
        }),
      ]),
    );
    expect(report.links.find((l) => l.name === 'getOrderDetails.OrderStateOfDetails')?.followed).toBe(0);
  });
});
