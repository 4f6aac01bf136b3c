import type { OpenApiDocument, OperationRef } from './contract-validator';

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

/** Follows a local `$ref` (the bundle keeps shared schemas and parameters in components). */
function deref(doc: OpenApiDocument, node: unknown): Json | undefined {
  let current = node as Json | undefined;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 10; hops += 1) {
    const ref = current.$ref as string;
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((n, k) => (n as Json | undefined)?.[k], doc) as Json | undefined;
  }
  return current;
}

function paramExample(doc: OpenApiDocument, param: Json): unknown {
  const schema = deref(doc, param.schema);
  return param.example ?? schema?.example ?? schema?.default;
}

function bodyExample(doc: OpenApiDocument, op: OperationRef): unknown {
  const content = deref(doc, op.operation.requestBody)?.content as Record<string, Json> | undefined;
  const json = content?.['application/json'];
  if (!json) return undefined;
  const examples = json.examples as Record<string, { value?: unknown }> | undefined;
  const first = examples ? Object.values(examples)[0]?.value : undefined;
  return json.example ?? first ?? deref(doc, json.schema)?.example;
}

export function isMultipart(doc: OpenApiDocument, op: OperationRef): boolean {
  const content = deref(doc, op.operation.requestBody)?.content as Record<string, unknown> | undefined;
  return Boolean(content?.['multipart/form-data']);
}

/** A request from the examples; `overrides` replaces query values or body fields learnt from earlier calls. */
export function planRequest(
  doc: OpenApiDocument,
  op: OperationRef,
  overrides: { query?: Record<string, string>; body?: Json } = {},
): PlannedRequest {
  const query = new URLSearchParams();
  for (const raw of (op.operation.parameters ?? []) as Json[]) {
    const param = deref(doc, raw) ?? raw;
    if (param.in !== 'query') continue;
    const name = String(param.name);
    const value = overrides.query?.[name] ?? paramExample(doc, param);
    if (value !== undefined && (param.required || overrides.query?.[name] !== undefined || isStable(name)))
      query.set(name, String(value));
  }
  for (const [name, value] of Object.entries(overrides.query ?? {})) query.set(name, value);
  const example = bodyExample(doc, op);
  const body = example && typeof example === 'object' ? { ...(example as Json), ...overrides.body } : example;
  return { method: op.method.toUpperCase(), path: op.path, query, body, multipart: isMultipart(doc, op) };
}

/** Optional query parameters that are safe to send with their example value. */
function isStable(name: string): boolean {
  return ['language', 'includeStaking', 'assets'].includes(name);
}
