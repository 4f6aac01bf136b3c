import type { OperationRef } from './contract-validator';

// Builds a request for an operation from the contract's own examples, so the verifier needs no hand-written
// fixtures: parameters from their `example`, bodies from the request body's example.

type Json = Record<string, unknown>;

export interface PlannedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
  /** multipart/form-data operations get a small file of the right type. */
  multipart?: boolean;
}

function paramExample(param: Json): unknown {
  const schema = param.schema as Json | undefined;
  return param.example ?? schema?.example ?? schema?.default;
}

export function bodyExample(op: OperationRef): unknown {
  const content = (op.operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const json = content?.['application/json'];
  if (!json) return undefined;
  const examples = json.examples as Record<string, { value?: unknown }> | undefined;
  const first = examples ? Object.values(examples)[0]?.value : undefined;
  return json.example ?? first ?? (json.schema as Json | undefined)?.example;
}

export function isMultipart(op: OperationRef): boolean {
  const content = (op.operation.requestBody as Json | undefined)?.content as Record<string, unknown> | undefined;
  return Boolean(content?.['multipart/form-data']);
}

/** A request from the examples; `overrides` replaces query values or body fields learnt from earlier calls. */
export function planRequest(op: OperationRef, overrides: { query?: Record<string, string>; body?: Json } = {}): PlannedRequest {
  const query = new URLSearchParams();
  for (const param of (op.operation.parameters ?? []) as Json[]) {
    if (param.in !== 'query') continue;
    const name = String(param.name);
    const value = overrides.query?.[name] ?? paramExample(param);
    if (value !== undefined && (param.required || overrides.query?.[name] !== undefined || isStable(name))) query.set(name, String(value));
  }
  for (const [name, value] of Object.entries(overrides.query ?? {})) query.set(name, value);
  const example = bodyExample(op);
  const body = example && typeof example === 'object' ? { ...(example as Json), ...overrides.body } : example;
  return { method: op.method.toUpperCase(), path: op.path, query, body, multipart: isMultipart(op) };
}

/** Optional query parameters that are safe to send with their example value. */
function isStable(name: string): boolean {
  return ['language', 'includeStaking', 'assets'].includes(name);
}
