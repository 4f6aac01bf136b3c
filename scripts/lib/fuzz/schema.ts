import type { OpenApiDocument, OperationRef } from '../contract-validator';

// The request side of an operation as self-contained JSON Schemas: every local `$ref` inlined, so
// json-schema-faker can generate from it and ajv can judge it without the rest of the contract.

export type Json = Record<string, unknown>;

export interface ParamSpec {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required: boolean;
  schema: Json;
}

export interface RequestShape {
  params: ParamSpec[];
  /** The JSON or multipart request body, when the operation has one. */
  body?: { kind: 'json' | 'multipart'; required: boolean; schema: Json };
  /** false for `security: []` operations (callable signed out). */
  needsToken: boolean;
}

function pointer(doc: OpenApiDocument, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

/** A deep copy of `node` with local `$ref`s replaced by their targets (a cycle becomes `{}`). */
function inline(doc: OpenApiDocument, node: unknown, trail: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(doc, n, trail));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string' && obj.$ref.startsWith('#/')) {
    if (trail.includes(obj.$ref)) return {};
    const { $ref, ...siblings } = obj;
    const target = inline(doc, pointer(doc, $ref), [...trail, $ref]) as Json;
    // OpenAPI 3.1 allows siblings next to $ref (description, ...): they sit beside the target's keywords.
    return { ...target, ...(inline(doc, siblings, trail) as Json) };
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, inline(doc, v, trail)]));
}

export function requestShape(doc: OpenApiDocument, op: OperationRef): RequestShape {
  const pathItem = doc.paths[op.path] as Json;
  const raw = [...((pathItem.parameters ?? []) as unknown[]), ...((op.operation.parameters ?? []) as unknown[])];
  const byKey = new Map<string, ParamSpec>();
  for (const p of raw) {
    const param = inline(doc, p) as Json;
    const where = param.in as ParamSpec['in'];
    byKey.set(`${where}:${String(param.name)}`, {
      name: String(param.name),
      in: where,
      required: param.required === true || where === 'path',
      schema: (param.schema as Json | undefined) ?? {},
    });
  }
  const requestBody = inline(doc, op.operation.requestBody) as Json | undefined;
  const content = requestBody?.content as Record<string, Json> | undefined;
  let body: RequestShape['body'];
  if (content?.['application/json'])
    body = {
      kind: 'json',
      required: requestBody?.required === true,
      schema: (content['application/json'].schema as Json) ?? {},
    };
  else if (content?.['multipart/form-data'])
    body = {
      kind: 'multipart',
      required: requestBody?.required === true,
      schema: (content['multipart/form-data'].schema as Json) ?? {},
    };
  const security = (op.operation.security ?? (doc as unknown as Json).security ?? []) as unknown[];
  const needsToken =
    security.length > 0 && !security.some((s) => s && typeof s === 'object' && Object.keys(s).length === 0);
  return { params: [...byKey.values()], body, needsToken };
}

/** JSON types a schema admits, from `type`, `const` or `enum` (empty when it does not say). */
export function schemaTypes(schema: Json): string[] {
  if (typeof schema.type === 'string') return schema.type === 'integer' ? ['integer', 'number'] : [schema.type];
  if (Array.isArray(schema.type))
    return (schema.type as string[]).flatMap((t) => (t === 'integer' ? ['integer', 'number'] : [t]));
  const values = 'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? (schema.enum as unknown[]) : [];
  return [
    ...new Set(
      values.map((v) =>
        v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v,
      ),
    ),
  ];
}
