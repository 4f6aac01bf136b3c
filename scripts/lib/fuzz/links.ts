import type { OpenApiDocument, OperationRef } from '../contract-validator';
import type { Json } from './schema';

// The contract's OpenAPI links (openapi/components/links.yaml) and their runtime expressions: which operation's
// answer feeds which call, and how a value is read from the request and answer just exchanged.

export interface ContractLink {
  /** `<source operationId>.<link name>`, as reports show it. */
  name: string;
  from: OperationRef;
  to: OperationRef;
  /** Parameter name (or `in.name`) → runtime expression or literal. */
  parameters: Record<string, unknown>;
  /** Body fields the link fixes; the rest come from the target's example or schema. */
  requestBody?: unknown;
}

/** One request and its answer, as runtime expressions read them. */
export interface Exchange {
  request: {
    query: Record<string, unknown>;
    path: Record<string, unknown>;
    header: Record<string, unknown>;
    body: unknown;
  };
  response: { body: unknown; header: Record<string, string> };
}

function resolve(doc: OpenApiDocument, node: unknown): Json | undefined {
  let current = node as Json | undefined;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 10; hops += 1)
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((n, k) => (n as Json | undefined)?.[k], doc) as Json | undefined;
  return current;
}

/** Every link of every operation's success answer, with both ends found in the contract. */
export function contractLinks(doc: OpenApiDocument, operations: readonly OperationRef[]): ContractLink[] {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const links: ContractLink[] = [];
  for (const from of operations) {
    const ok = resolve(doc, (from.operation.responses as Json | undefined)?.['200']);
    for (const [name, raw] of Object.entries((ok?.links ?? {}) as Json)) {
      const link = resolve(doc, raw) ?? {};
      const to = byId.get(String(link.operationId));
      if (!to) throw new Error(`link ${from.operationId}.${name}: no operation ${String(link.operationId)}`);
      links.push({
        name: `${from.operationId}.${name}`,
        from,
        to,
        parameters: (link.parameters ?? {}) as Record<string, unknown>,
        ...(link.requestBody !== undefined ? { requestBody: link.requestBody } : {}),
      });
    }
  }
  return links;
}

/** RFC 6901: the value at `pointer` ('' is the whole document), undefined when a step is missing. */
export function atPointer(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, step) => {
      if (Array.isArray(node)) return /^\d+$/.test(step) ? node[Number(step)] : undefined;
      return node && typeof node === 'object' ? (node as Json)[step] : undefined;
    }, root);
}

const EXPRESSION = /^\$(request|response)\.(body|query|path|header)(?:#(.*)|\.(.+))?$/;

/** The parts of a runtime expression (`$response.body#/data/orderId`, `$request.query.orderId`), or undefined. */
export function parseExpression(
  text: string,
): { side: 'request' | 'response'; part: string; pointer?: string; name?: string } | undefined {
  const match = EXPRESSION.exec(text);
  if (!match) return undefined;
  const [, side, part, pointer, name] = match;
  if (part === 'body' ? name !== undefined : pointer !== undefined || name === undefined) return undefined;
  return {
    side: side as 'request' | 'response',
    part: part!,
    ...(pointer !== undefined ? { pointer } : {}),
    ...(name !== undefined ? { name } : {}),
  };
}

/** A link value with its runtime expressions read from the exchange (objects and arrays recursively). */
export function evaluate(value: unknown, exchange: Exchange): unknown {
  if (Array.isArray(value)) return value.map((v) => evaluate(v, exchange));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, evaluate(v, exchange)]));
  if (typeof value !== 'string') return value;
  const parsed = parseExpression(value);
  if (!parsed) return value;
  const side = exchange[parsed.side] as Record<string, unknown>;
  if (parsed.part === 'body') return atPointer(side.body, parsed.pointer ?? '');
  const values = (side[parsed.part] ?? {}) as Record<string, unknown>;
  return parsed.part === 'header' ? values[parsed.name!.toLowerCase()] : values[parsed.name!];
}
