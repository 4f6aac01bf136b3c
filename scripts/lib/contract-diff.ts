import { listOperations, type OpenApiDocument } from './contract-validator';

// Breaking-change guard: what a client of the released contract would trip over.

type Json = Record<string, unknown>;

export interface BreakingChange {
  kind:
    | 'removed-operation'
    | 'removed-field'
    | 'retyped-field'
    | 'new-required-field'
    | 'new-required-parameter'
    | 'tightened-request';
  where: string;
  detail: string;
}

function deref(doc: OpenApiDocument, schema: unknown, seen = new Set<string>()): Json | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const ref = (schema as Json).$ref;
  if (typeof ref !== 'string') return schema as Json;
  if (seen.has(ref)) return undefined; // recursive schema: compared once
  seen.add(ref);
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
  return deref(doc, target, seen);
}

interface Flat {
  type: string;
  required: boolean;
  /** What a request value must satisfy: a request that passed before may fail when any of this got stricter. */
  rules: Rules;
}

interface Rules {
  pattern?: string;
  maxLength?: number;
  maximum?: number;
  minimum?: number;
  closed?: boolean;
}

function rulesOf(s: Json): Rules {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return {
    pattern: typeof s.pattern === 'string' ? s.pattern : undefined,
    maxLength: num(s.maxLength),
    maximum: num(s.maximum),
    minimum: num(s.minimum),
    closed: s.additionalProperties === false || undefined,
  };
}

/** The ways `after` refuses a value `before` accepted (a new or changed pattern, a lower bound, a closed object). */
function tightenings(before: Rules, after: Rules): string[] {
  const out: string[] = [];
  if (after.pattern !== undefined && after.pattern !== before.pattern) out.push(`pattern ${after.pattern}`);
  if (after.maxLength !== undefined && (before.maxLength === undefined || after.maxLength < before.maxLength))
    out.push(`maxLength ${after.maxLength}`);
  if (after.maximum !== undefined && (before.maximum === undefined || after.maximum < before.maximum))
    out.push(`maximum ${after.maximum}`);
  if (after.minimum !== undefined && (before.minimum === undefined || after.minimum > before.minimum))
    out.push(`minimum ${after.minimum}`);
  if (after.closed && !before.closed) out.push('no additional properties');
  return out;
}

/**
 * Flattens a schema to `path -> type` (objects by property, arrays as `[]`, allOf merged). Of a top-level oneOf
 * only the first branch is read: a 200 answer is `oneOf [success, failure]` (openapi.yaml "Envelope and HTTP
 * status") and what a client reads is the success branch.
 */
function flatten(
  doc: OpenApiDocument,
  schema: unknown,
  path: string,
  out: Map<string, Flat>,
  required: boolean,
  depth = 0,
): void {
  const s = deref(doc, schema);
  if (!s || depth > 12) return;
  const branches = s.oneOf as unknown[] | undefined;
  if (!path && branches?.length) return flatten(doc, branches[0], path, out, required, depth + 1);
  for (const part of (s.allOf as unknown[] | undefined) ?? []) flatten(doc, part, path, out, required, depth + 1);
  const type = Array.isArray(s.type)
    ? [...(s.type as string[])].sort().join('|')
    : String(s.type ?? (s.properties ? 'object' : ''));
  if (type) out.set(path, { type, required, rules: rulesOf(s) });
  const props = (s.properties ?? {}) as Record<string, unknown>;
  const req = new Set((s.required as string[] | undefined) ?? []);
  for (const [name, child] of Object.entries(props))
    flatten(doc, child, path ? `${path}.${name}` : name, out, req.has(name), depth + 1);
  if (s.items) flatten(doc, s.items, `${path}[]`, out, true, depth + 1);
}

function flat(doc: OpenApiDocument, schema: unknown): Map<string, Flat> {
  const out = new Map<string, Flat>();
  flatten(doc, schema, '', out, true);
  return out;
}

const okResponse = (op: Json) =>
  ((op.responses as Json | undefined)?.['200'] as Json | undefined)?.content as Record<string, Json> | undefined;
const requestBody = (op: Json) => (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
const schemaOf = (content: Record<string, Json> | undefined) =>
  content ? Object.values(content)[0]?.schema : undefined;

export function findBreakingChanges(released: OpenApiDocument, current: OpenApiDocument): BreakingChange[] {
  const changes: BreakingChange[] = [];
  const now = new Map(listOperations(current).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
  for (const before of listOperations(released)) {
    const key = `${before.method.toUpperCase()} ${before.path}`;
    const after = now.get(key);
    if (!after) {
      changes.push({ kind: 'removed-operation', where: key, detail: `${before.operationId} is gone` });
      continue;
    }
    // Responses: every field a client may read must still be there, with the same type.
    const oldRes = flat(released, schemaOf(okResponse(before.operation)));
    const newRes = flat(current, schemaOf(okResponse(after.operation)));
    for (const [path, field] of oldRes) {
      const next = newRes.get(path);
      if (!next) changes.push({ kind: 'removed-field', where: `${key} response ${path}`, detail: 'field removed' });
      else if (next.type !== field.type)
        changes.push({
          kind: 'retyped-field',
          where: `${key} response ${path}`,
          detail: `${field.type} -> ${next.type}`,
        });
    }
    // Requests: a client of the old contract must still send a valid request.
    const oldReq = flat(released, schemaOf(requestBody(before.operation)));
    const newReq = flat(current, schemaOf(requestBody(after.operation)));
    for (const [path, field] of newReq) {
      const prev = oldReq.get(path);
      if (field.required && !prev?.required && parentExisted(path, oldReq))
        changes.push({ kind: 'new-required-field', where: `${key} request ${path}`, detail: 'now required' });
      else if (prev && prev.type !== field.type)
        changes.push({
          kind: 'retyped-field',
          where: `${key} request ${path}`,
          detail: `${prev.type} -> ${field.type}`,
        });
      else if (prev)
        for (const rule of tightenings(prev.rules, field.rules))
          changes.push({ kind: 'tightened-request', where: `${key} request ${path || '(body)'}`, detail: rule });
    }
    const params = (op: Json) =>
      new Map(
        ((op.parameters ?? []) as Json[]).map((p) => [`${String(p.in)}:${String(p.name)}`, deref(current, p) ?? p]),
      );
    const oldParams = new Map([...params(before.operation)].map(([name, p]) => [name, deref(released, p) ?? p]));
    for (const [name, param] of params(after.operation)) {
      const prev = oldParams.get(name);
      if (param.required === true && prev?.required !== true) {
        changes.push({ kind: 'new-required-parameter', where: `${key} ${name}`, detail: 'now required' });
      }
      const was = prev && deref(released, prev.schema);
      const now = deref(current, param.schema);
      if (was && now)
        for (const rule of tightenings(rulesOf(was), rulesOf(now)))
          changes.push({ kind: 'tightened-request', where: `${key} ${name}`, detail: rule });
    }
  }
  return changes;
}

/** A new required field inside a new optional object is not breaking: the object itself can be left out. */
function parentExisted(path: string, before: Map<string, Flat>): boolean {
  const parent = path.replace(/(\.[^.]+|\[\])$/, '');
  return parent === path || parent === '' || before.has(parent);
}

function parseVersion(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((n) => Number.parseInt(n, 10) || 0);
  return [major, minor, patch];
}

/** Semver: a breaking change needs a new major version. */
export function versionAllowsBreaking(released: string, current: string): boolean {
  return parseVersion(current)[0] > parseVersion(released)[0];
}
