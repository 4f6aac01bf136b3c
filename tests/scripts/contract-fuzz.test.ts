/**
 * @jest-environment node
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  createContractValidator,
  listOperations,
  type OpenApiDocument,
  type OperationRef,
} from '../../scripts/lib/contract-validator';
import { buildCases, variantsFor, generateValid, judgeRequest, type FuzzCase } from '../../scripts/lib/fuzz/cases';
import { createSchemaJudge, seededRandom } from '../../scripts/lib/fuzz/values';
import { httpRequest, judgeAnswer } from '../../scripts/lib/fuzz/run';
import { parseViolations } from '../../scripts/lib/prism-proxy';
import { loadContract, resolveRef } from '../support/contract';

// The fuzz generator's own logic, judged by a separate ajv over the contract as written (refs and all):
// "valid" requests validate, every invalid variant does not. No server.

type Json = Record<string, unknown>;
const contract = loadContract();
const ops = listOperations(contract);
const op = (id: string): OperationRef => ops.find((o) => o.operationId === id)!;

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/);
ajv.addFormat('binary', true);
ajv.addSchema({ $id: 'contract.json', components: contract.components ?? {} });
const rewrite = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(rewrite)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node as Json).map(([k, v]) => [
            k,
            k === '$ref' && typeof v === 'string' ? `contract.json${v}` : rewrite(v),
          ]),
        )
      : node;
const resolve = (node: unknown): Json => resolveRef(contract, node);

function bodySchema(o: OperationRef): Json | undefined {
  const content = resolve(o.operation.requestBody)?.content as Record<string, Json> | undefined;
  return content?.['application/json']?.schema as Json | undefined;
}
function params(o: OperationRef): Json[] {
  return ((o.operation.parameters ?? []) as unknown[]).map(resolve);
}
/** The query value as the server reads it: a number when the schema wants one. */
function queryValid(schema: Json, value: unknown): boolean {
  const text = String(value);
  const target = resolve(schema);
  const typed =
    (target.type === 'integer' || target.type === 'number') && /^-?\d+(\.\d+)?$/.test(text)
      ? Number(text)
      : target.type === 'boolean' && /^(true|false)$/.test(text)
        ? text === 'true'
        : text;
  return ajv.validate(rewrite(schema) as Json, typed);
}

/** Independent of the fuzzer's own judge: is this request valid by the contract? */
function validByContract(o: OperationRef, c: FuzzCase): boolean {
  const r = c.request;
  if (r.method !== o.method.toUpperCase()) return false;
  const secured = !Array.isArray(o.operation.security) || (o.operation.security as unknown[]).length > 0;
  if (!r.token && secured) return false;
  const declared = new Set(
    params(o)
      .filter((x) => x.in === 'query')
      .map((x) => String(x.name)),
  );
  if (Object.keys(r.params.query).some((name) => !declared.has(name))) return false;
  for (const p of params(o).filter((x) => x.in === 'query' || x.in === 'path')) {
    const value = r.params[p.in as 'query' | 'path'][String(p.name)];
    if (value === undefined ? p.required === true : !queryValid(p.schema as Json, value)) return false;
  }
  const schema = bodySchema(o);
  if (schema)
    return r.hasBody
      ? ajv.validate(rewrite(schema) as Json, r.body)
      : resolve(o.operation.requestBody).required !== true;
  if (r.file === false) return false;
  return true;
}

const SAMPLE = [
  'createOrder',
  'queryAdvList',
  'getOrderList',
  'sendChatMessage',
  'createUserPayment',
  'getSpotBalance',
  'uploadPicture',
  'acceptTerm',
];

describe('contract fuzz generator', () => {
  const judge = createSchemaJudge();

  it.each(SAMPLE)('%s: valid cases validate against the contract, each invalid variant does not', (id) => {
    const { cases } = buildCases(contract, op(id), { count: 30, seed: 11 }, judge);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const c of cases) {
      const verdict = validByContract(op(id), c);
      if (verdict !== (c.kind === 'valid'))
        throw new Error(
          `${id} ${c.kind} ${c.site}: judged ${verdict ? 'valid' : 'invalid'}: ${JSON.stringify(c.request)}`,
        );
    }
  });

  it('covers the kinds the schema admits, at least once each', () => {
    const kinds = new Set(
      buildCases(contract, op('createOrder'), { count: 50, seed: 3 }, judge).cases.map((c) => c.kind),
    );
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'missing-required',
        'missing-token',
        'not-in-enum',
        'too-long',
        'valid',
        'wrong-method',
        'wrong-type',
      ]),
    );
    const paging = new Set(
      buildCases(contract, op('getOrderList'), { count: 50, seed: 3 }, judge).cases.map((c) => `${c.kind} ${c.site}`),
    );
    expect(paging).toContain('out-of-range query.size>max');
    expect(paging).toContain('wrong-type query.size');
  });

  it('replays a run from its seed, and another seed gives other values', () => {
    const a = buildCases(contract, op('createOrder'), { count: 20, seed: 42 }, judge).cases;
    expect(buildCases(contract, op('createOrder'), { count: 20, seed: 42 }, judge).cases).toEqual(a);
    expect(buildCases(contract, op('createOrder'), { count: 20, seed: 43 }, judge).cases).not.toEqual(a);
  });

  it('adds an unexpected field where additionalProperties is false, and that is invalid', () => {
    const doc: OpenApiDocument = {
      paths: {
        '/x': {
          post: {
            operationId: 'closed',
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['a'],
                    properties: { a: { type: 'string', maxLength: 4 }, n: { type: 'integer', minimum: 1, maximum: 9 } },
                  },
                },
              },
            },
            responses: {},
          },
        },
      },
    };
    const closed = listOperations(doc)[0]!;
    const variants = variantsFor(doc, closed, judge);
    expect(variants.map((v) => `${v.kind} ${v.site}`)).toEqual(
      expect.arrayContaining([
        'extra-field body',
        'too-long body.a',
        'out-of-range body.n<min',
        'out-of-range body.n>max',
        'missing-required body.a',
        'wrong-method GET',
        'extra-field query.fuzzUnknown',
      ]),
    );
    const random = seededRandom(5);
    const schema = ((doc.paths['/x']!.post!.requestBody as Json).content as Record<string, Json>)['application/json']!
      .schema as Json;
    for (const variant of variants) {
      const request = variant.apply(generateValid(doc, closed, random, judge), random)!;
      expect(judgeRequest(doc, closed, request, judge).valid).toBe(false);
      const bodyVariant = variant.site.startsWith('body');
      if (variant.kind !== 'wrong-method' && variant.kind !== 'missing-token' && bodyVariant && request.hasBody)
        expect(ajv.validate(schema, request.body)).toBe(false);
    }
  });

  it('sends group-scoped operations under the account group, with the token header only when the case has it', () => {
    const [c] = buildCases(contract, op('getSpotBalance'), { count: 1, seed: 1 }, judge).cases;
    const { url, init } = httpRequest(
      op('getSpotBalance'),
      c!,
      { baseUrl: 'http://127.0.0.1:4400', token: 'mock-token-trader' },
      0,
    );
    expect(url.pathname).toBe('/0/api/t/v2/spot-balance');
    expect((init.headers as Record<string, string>).authorization).toBe('mock-token-trader');
    const anonymous = httpRequest(
      op('getSpotBalance'),
      { ...c!, request: { ...c!.request, token: false } },
      { baseUrl: 'http://127.0.0.1:4400', token: 't' },
      0,
    );
    expect((anonymous.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('judges answers: refusals of valid requests and acceptance of invalid ones fail, a 401 without token passes', () => {
    const validator = createContractValidator(contract);
    const o = op('getOrderList');
    const base = buildCases(contract, o, { count: 1, seed: 1 }, judge).cases[0]!;
    const envelope = (code: number) => JSON.stringify({ code, message: 'm', data: null });
    expect(judgeAnswer(validator, o, base, 400, envelope(30000)).map((f) => f.check)).toContain('status');
    expect(
      judgeAnswer(validator, o, { ...base, kind: 'wrong-type', expect: 400 }, 200, envelope(30000)).map((f) => f.check),
    ).toContain('status');
    expect(judgeAnswer(validator, o, { ...base, kind: 'missing-token', expect: 401 }, 401, envelope(401))).toEqual([]);
    expect(
      judgeAnswer(validator, o, { ...base, kind: 'wrong-method', expect: 405 }, 404, '{"error":"Mock not found"}').map(
        (f) => f.check,
      ),
    ).toEqual(['status', 'schema']);
    expect(judgeAnswer(validator, o, base, 502, 'Bad Gateway').map((f) => f.check)).toEqual(['no-5xx', 'schema']);
  });

  it('reads Prism violations from the sl-violations header', () => {
    const header =
      '[{"location":["request","query","size"],"severity":"Error","code":"maximum","message":"Request query parameter size must be <= 100"}]';
    expect(parseViolations(header)).toEqual([
      {
        location: ['request', 'query', 'size'],
        severity: 'Error',
        code: 'maximum',
        message: 'Request query parameter size must be <= 100',
      },
    ]);
    expect(parseViolations(null)).toEqual([]);
    expect(parseViolations('garbage')[0]?.message).toMatch(/unreadable/);
  });

  it('describes group-scoped operations on the path the client calls, so that any tool reading the contract calls it', () => {
    const grouped = ops.filter((o) => o.operation['x-account-group'] === true);
    expect(grouped.map((o) => o.path)).toEqual(['/{accountGroup}/api/t/v2/spot-balance']);
    expect(contract.paths['/api/t/v2/spot-balance']).toBeUndefined();
  });
});
