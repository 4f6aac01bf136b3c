import type { OpenApiDocument, OperationRef } from '../contract-validator';
import { HTTP_METHODS } from '../contract-validator';
import { requestShape, schemaTypes, type Json, type ParamSpec, type RequestShape } from './schema';
import { createSchemaJudge, fromWire, seededRandom, toWire, validValue, type SchemaJudge } from './values';

// The fuzz cases of one operation: requests generated valid from the contract's schemas, and invalid
// variants of them (one thing broken each). Every case is judged by ajv before it is sent, so a "valid"
// request really is valid and an "invalid" one really is not (a variant that stays valid is dropped).

type CaseKind =
  | 'valid'
  | 'missing-required'
  | 'wrong-type'
  | 'too-long'
  | 'out-of-range'
  | 'extra-field'
  | 'not-in-enum'
  | 'wrong-method'
  | 'missing-token'
  /** A valid request whose values came from an earlier answer through a contract link (stateful phase). */
  | 'linked';

type ParamLocation = ParamSpec['in'];

export interface FuzzRequest {
  method: string;
  params: Record<ParamLocation, Record<string, unknown>>;
  /** The JSON body (when `hasBody`). */
  body?: unknown;
  hasBody: boolean;
  /** Multipart operations: whether the form carries its file field. */
  file?: boolean;
  /** Whether the session token is sent. */
  token: boolean;
}

/** What the server must answer: not a refusal, or refused with this status. */
type Expectation = 'accept' | 400 | 401 | 405;

export interface FuzzCase {
  operationId: string;
  kind: CaseKind;
  /** What was broken, e.g. `body.verifyCodes.smsCode` or `query.size>max`. */
  site: string;
  request: FuzzRequest;
  expect: Expectation;
}

export interface Variant {
  kind: Exclude<CaseKind, 'valid'>;
  site: string;
  apply(base: FuzzRequest, random: () => number): FuzzRequest | undefined;
}

export interface BuildOptions {
  count: number;
  seed: number;
  /** Methods a wrong-method case may use (read-only runs allow only GET). */
  wrongMethods?: readonly string[];
}

export interface BuiltCases {
  cases: FuzzCase[];
  /** Variants that could not be made invalid (reported, not sent). */
  dropped: string[];
}

const EXTRA_FIELD = 'fuzzUnexpectedField';
const clone = <T>(value: T): T => structuredClone(value);
const emptyParams = (): FuzzRequest['params'] => ({ query: {}, header: {}, path: {}, cookie: {} });

type Path = (string | number)[];

function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Json)[key as string] : undefined),
    root,
  );
}
function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = getAt(root, path.slice(0, -1)) as Json;
  parent[path[path.length - 1] as string] = value;
}
function deleteAt(root: unknown, path: Path): void {
  const parent = getAt(root, path.slice(0, -1)) as Json | undefined;
  if (parent && typeof parent === 'object') delete parent[path[path.length - 1] as string];
}

/** A value of a JSON type the schema does not admit (undefined when the schema does not say its type). */
function wrongTypeValue(schema: Json): unknown {
  const types = schemaTypes(schema);
  if (types.length === 0) return undefined;
  const candidates: Array<[string, unknown]> = [
    ['string', 'fuzz-text'],
    ['number', 12345],
    ['boolean', true],
    ['object', { fuzz: 1 }],
    ['array', ['fuzz']],
  ];
  const pick = types.includes('string')
    ? candidates.find(([t]) => t === 'number')
    : candidates.find(([t]) => !types.includes(t));
  return pick?.[1];
}

/** Values just outside the schema's numeric bounds, each with a site suffix. */
function outOfRange(schema: Json): Array<[string, number]> {
  const types = schemaTypes(schema);
  if (!types.includes('number')) return [];
  const step = types.includes('integer') ? 1 : 0.5;
  const out: Array<[string, number]> = [];
  if (typeof schema.minimum === 'number') out.push(['<min', schema.minimum - step]);
  if (typeof schema.exclusiveMinimum === 'number') out.push(['<min', schema.exclusiveMinimum]);
  if (typeof schema.maximum === 'number') out.push(['>max', schema.maximum + step]);
  if (typeof schema.exclusiveMaximum === 'number') out.push(['>max', schema.exclusiveMaximum]);
  return out;
}

function notInEnum(schema: Json): unknown {
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    if (values.every((v) => typeof v === 'string')) return 'FUZZ_NOT_IN_ENUM';
    if (values.every((v) => typeof v === 'number')) return Math.max(...(values as number[])) + 1;
  }
  if ('const' in schema) {
    if (typeof schema.const === 'string') return `${schema.const}-fuzz`;
    if (typeof schema.const === 'boolean') return !schema.const;
    if (typeof schema.const === 'number') return schema.const + 1;
  }
  return undefined;
}

interface BodySite {
  path: Path;
  schema: Json;
  required: boolean;
  /** Schemas of the objects on the way, root first (to create a missing optional parent). */
  ancestors: Json[];
}

/** Every property reachable through `properties` (three levels deep), plus the body itself. */
function bodySites(
  schema: Json,
  path: Path = [],
  ancestors: Json[] = [],
  required = true,
  out: BodySite[] = [],
): BodySite[] {
  out.push({ path, schema, required, ancestors });
  if (path.length >= 3) return out;
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const req = new Set((schema.required ?? []) as string[]);
  for (const [name, sub] of Object.entries(props))
    bodySites(sub, [...path, name], [...ancestors, schema], req.has(name), out);
  return out;
}

const siteName = (path: Path) => (path.length ? `body.${path.join('.')}` : 'body');

function bodyVariants(shape: RequestShape, judge: SchemaJudge): Variant[] {
  const body = shape.body;
  if (!body) return [];
  if (body.kind === 'multipart') {
    const required = new Set((body.schema.required ?? []) as string[]);
    return required.has('file') || body.required
      ? [{ kind: 'missing-required', site: 'form.file', apply: (b) => ({ ...clone(b), file: false }) }]
      : [];
  }
  const variants: Variant[] = [];
  // Sets `value` at the site, creating optional parents (valid ones) on the way.
  const mutate =
    (site: BodySite, change: (request: FuzzRequest) => void) => (base: FuzzRequest, random: () => number) => {
      const request = clone(base);
      request.hasBody = true;
      for (let depth = 1; depth < site.path.length; depth += 1) {
        const parentPath = site.path.slice(0, depth);
        if (getAt(request.body, parentPath) === undefined)
          setAt(request.body, parentPath, validValue(site.ancestors[depth]!, random, judge, siteName(parentPath)));
      }
      change(request);
      return request;
    };
  for (const site of bodySites(body.schema)) {
    const name = siteName(site.path);
    const put = (value: unknown) =>
      mutate(site, (r) => (site.path.length ? setAt(r.body, site.path, value) : (r.body = value)));
    if (site.required && site.path.length)
      variants.push({ kind: 'missing-required', site: name, apply: mutate(site, (r) => deleteAt(r.body, site.path)) });
    if (!site.path.length && body.required)
      variants.push({
        kind: 'missing-required',
        site: name,
        apply: (b) => ({ ...clone(b), body: undefined, hasBody: false }),
      });
    const wrong = wrongTypeValue(site.schema);
    if (wrong !== undefined) variants.push({ kind: 'wrong-type', site: name, apply: put(wrong) });
    if (typeof site.schema.maxLength === 'number')
      variants.push({ kind: 'too-long', site: name, apply: put('x'.repeat(site.schema.maxLength + 1)) });
    for (const [suffix, value] of outOfRange(site.schema))
      variants.push({ kind: 'out-of-range', site: `${name}${suffix}`, apply: put(value) });
    const outside = notInEnum(site.schema);
    if (outside !== undefined) variants.push({ kind: 'not-in-enum', site: name, apply: put(outside) });
    if (site.schema.additionalProperties === false || site.schema.unevaluatedProperties === false) {
      variants.push({
        kind: 'extra-field',
        site: name,
        apply: mutate(site, (r) => {
          const target = site.path.length ? getAt(r.body, site.path) : r.body;
          if (target && typeof target === 'object' && !Array.isArray(target)) (target as Json)[EXTRA_FIELD] = 'fuzz';
          else if (site.path.length) setAt(r.body, site.path, { [EXTRA_FIELD]: 'fuzz' });
        }),
      });
    }
  }
  return variants;
}

/** A query parameter no operation declares. */
const EXTRA_QUERY = 'fuzzUnknown';

function paramVariants(shape: RequestShape): Variant[] {
  const variants: Variant[] = [];
  // Headers are left valid: a service may fall back on an unknown header value (language) by design.
  for (const param of shape.params.filter((p) => p.in === 'query' || p.in === 'path')) {
    const name = `${param.in}.${param.name}`;
    const put = (value: unknown) => (base: FuzzRequest) => {
      const request = clone(base);
      request.params[param.in][param.name] = value;
      return request;
    };
    // A path without one of its segments is another URL (a 404), not a request that lacks a parameter.
    if (param.required && param.in !== 'path') {
      variants.push({
        kind: 'missing-required',
        site: name,
        apply: (base) => {
          const request = clone(base);
          delete request.params[param.in][param.name];
          return request;
        },
      });
    }
    // On the wire every parameter is text: only a non-string schema can get the wrong type.
    if (!schemaTypes(param.schema).includes('string') && schemaTypes(param.schema).length)
      variants.push({ kind: 'wrong-type', site: name, apply: put('fuzz-text') });
    if (typeof param.schema.maxLength === 'number')
      variants.push({ kind: 'too-long', site: name, apply: put('x'.repeat(param.schema.maxLength + 1)) });
    for (const [suffix, value] of outOfRange(param.schema))
      variants.push({ kind: 'out-of-range', site: `${name}${suffix}`, apply: put(value) });
    const outside = notInEnum(param.schema);
    if (outside !== undefined) variants.push({ kind: 'not-in-enum', site: name, apply: put(outside) });
  }
  return variants;
}

export function variantsFor(
  doc: OpenApiDocument,
  op: OperationRef,
  judge: SchemaJudge,
  wrongMethods: readonly string[] = HTTP_METHODS,
): Variant[] {
  const shape = requestShape(doc, op);
  const defined = new Set(HTTP_METHODS.filter((m) => (doc.paths[op.path] as Json)[m]));
  const variants = [...paramVariants(shape), ...bodyVariants(shape, judge)];
  const wrong = wrongMethods.find((m) => !defined.has(m as (typeof HTTP_METHODS)[number]));
  if (wrong)
    variants.push({
      kind: 'wrong-method',
      site: wrong.toUpperCase(),
      apply: (b) => ({ ...clone(b), method: wrong.toUpperCase() }),
    });
  if (shape.needsToken)
    variants.push({ kind: 'missing-token', site: 'authorization', apply: (b) => ({ ...clone(b), token: false }) });
  // A query parameter the operation does not declare is refused, as an unknown body field is.
  variants.push({
    kind: 'extra-field',
    site: `query.${EXTRA_QUERY}`,
    apply: (b) => {
      const request = clone(b);
      request.params.query[EXTRA_QUERY] = 'true';
      return request;
    },
  });
  return variants;
}

const PRINTABLE = /^[\x20-\x7e]*$/;

/** A request valid by the contract: required parameters always, optional ones half the time, a body when there is one. */
export function generateValid(
  doc: OpenApiDocument,
  op: OperationRef,
  random: () => number,
  judge: SchemaJudge,
): FuzzRequest {
  const shape = requestShape(doc, op);
  const request: FuzzRequest = { method: op.method.toUpperCase(), params: emptyParams(), hasBody: false, token: true };
  for (const param of shape.params) {
    if (!param.required && random() < 0.5) continue;
    const value = validValue(param.schema, random, judge, `${param.in}.${param.name}`);
    if (param.in === 'header' && !toWire(value).every((v) => PRINTABLE.test(v))) {
      if (param.required) throw new Error(`fuzz: header ${param.name} got a value fetch cannot send`);
      continue;
    }
    request.params[param.in][param.name] = value;
  }
  if (shape.body?.kind === 'json') {
    request.body = validValue(shape.body.schema, random, judge, 'body');
    request.hasBody = true;
  } else if (shape.body?.kind === 'multipart') request.file = true;
  return request;
}

/** Whether a request is valid by the contract, and the first reason when not. */
export function judgeRequest(
  doc: OpenApiDocument,
  op: OperationRef,
  request: FuzzRequest,
  judge: SchemaJudge,
): { valid: boolean; reason?: string } {
  const shape = requestShape(doc, op);
  if (request.method !== op.method.toUpperCase()) return { valid: false, reason: `method ${request.method}` };
  if (!request.token && shape.needsToken) return { valid: false, reason: 'no token' };
  const declared = new Set(shape.params.filter((p) => p.in === 'query').map((p) => p.name));
  const unknown = Object.keys(request.params.query).find((name) => !declared.has(name));
  if (unknown !== undefined) return { valid: false, reason: `query.${unknown} not declared` };
  for (const param of shape.params) {
    const value = request.params[param.in][param.name];
    if (value === undefined) {
      if (param.required) return { valid: false, reason: `${param.in}.${param.name} missing` };
      continue;
    }
    const wire = toWire(value);
    const items = (param.schema.items ?? {}) as Json;
    const seen = schemaTypes(param.schema).includes('array')
      ? wire.map((w) => fromWire(w, items))
      : fromWire(wire[0] ?? '', param.schema);
    const verdict = judge.validate(param.schema, seen);
    if (!verdict.valid) return { valid: false, reason: `${param.in}.${param.name} ${verdict.error ?? ''}` };
  }
  const body = shape.body;
  if (body?.kind === 'json') {
    if (!request.hasBody) return body.required ? { valid: false, reason: 'no body' } : { valid: true };
    const verdict = judge.validate(body.schema, request.body);
    if (!verdict.valid) return { valid: false, reason: `body${verdict.error ?? ''}` };
  }
  if (
    body?.kind === 'multipart' &&
    !request.file &&
    (body.required || ((body.schema.required ?? []) as string[]).includes('file'))
  )
    return { valid: false, reason: 'no file' };
  return { valid: true };
}

const EXPECT: Record<CaseKind, Expectation> = {
  valid: 'accept',
  'missing-required': 400,
  'wrong-type': 400,
  'too-long': 400,
  'out-of-range': 400,
  'extra-field': 400,
  'not-in-enum': 400,
  'wrong-method': 405,
  'missing-token': 401,
  linked: 'accept',
};

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h | 0;
}

/**
 * `count` cases or more: 40% valid, the rest invalid, cycling through every variant (each at least once).
 * The operation's own seed is derived from `seed` and its id, so one operation replays alone.
 */
export function buildCases(
  doc: OpenApiDocument,
  op: OperationRef,
  options: BuildOptions,
  judge: SchemaJudge = createSchemaJudge(),
): BuiltCases {
  const random = seededRandom((options.seed ^ hash(op.operationId)) | 0);
  const variants = variantsFor(doc, op, judge, options.wrongMethods);
  const validCount = variants.length ? Math.ceil(options.count * 0.4) : options.count;
  const invalidCount = variants.length ? Math.max(options.count - validCount, variants.length) : 0;
  const cases: FuzzCase[] = [];
  const dropped = new Set<string>();
  const valid = (): FuzzCase => {
    const request = generateValid(doc, op, random, judge);
    const verdict = judgeRequest(doc, op, request, judge);
    if (!verdict.valid)
      throw new Error(`fuzz: generated an invalid "valid" request for ${op.operationId}: ${verdict.reason ?? ''}`);
    return { operationId: op.operationId, kind: 'valid', site: '', request, expect: 'accept' };
  };
  for (let i = 0; i < validCount; i += 1) cases.push(valid());
  for (let i = 0; i < invalidCount; i += 1) {
    const variant = variants[i % variants.length]!;
    const label = `${variant.kind} ${variant.site}`;
    if (dropped.has(label)) continue;
    let made: FuzzRequest | undefined;
    for (let attempt = 0; attempt < 5 && !made; attempt += 1) {
      const candidate = variant.apply(generateValid(doc, op, random, judge), random);
      if (candidate && !judgeRequest(doc, op, candidate, judge).valid) made = candidate;
    }
    if (made)
      cases.push({
        operationId: op.operationId,
        kind: variant.kind,
        site: variant.site,
        request: made,
        expect: EXPECT[variant.kind],
      });
    else dropped.add(label);
  }
  // Dropped variants leave room: fill with valid requests so the operation still gets `count` cases.
  while (cases.length < options.count) cases.push(valid());
  return { cases, dropped: [...dropped].map((d) => `${op.operationId} ${d}`) };
}
