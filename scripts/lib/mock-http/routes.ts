import type { OpenApiDocument, OperationRef } from '../contract-validator';
import { listOperations } from '../contract-validator';

// Which contract operation a method and path are, before any handler runs: a known path with another
// method is a 405 (with the methods it has), anything else a 404. A path parameter (the `/{accountGroup}` of
// group-scoped operations) matches one segment.
// GET /mock-files/:id is the mocks' stand-in for the file host (mocks/handlers/files.ts), not a contract path.

const MOCK_FILES_PREFIX = '/mock-files/';

export type Route =
  | { kind: 'operation'; op: OperationRef; path: Record<string, string> }
  | { kind: 'file' }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'unknown' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** `/{accountGroup}/api/x` → a pattern where each parameter is one non-empty segment, captured by its name. */
function templatePattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[^/]+)` : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

export function createRouter(doc: OpenApiDocument): (method: string, pathname: string) => Route {
  const byPath = new Map<string, OperationRef[]>();
  for (const op of listOperations(doc)) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  const templated = [...byPath.entries()]
    .filter(([path]) => path.includes('{'))
    .map(([path, ops]) => ({ pattern: templatePattern(path), ops }));

  function candidates(pathname: string): { ops: OperationRef[]; path: Record<string, string> } | undefined {
    const direct = byPath.get(pathname);
    if (direct) return { ops: direct, path: {} };
    for (const { pattern, ops } of templated) {
      const match = pattern.exec(pathname);
      if (match) return { ops, path: { ...match.groups } };
    }
    return undefined;
  }

  return (method, pathname) => {
    const verb = method.toUpperCase();
    if (pathname.startsWith(MOCK_FILES_PREFIX) && /^[^/]+$/.test(pathname.slice(MOCK_FILES_PREFIX.length))) {
      return verb === 'GET' ? { kind: 'file' } : { kind: 'wrong-method', allow: ['GET'] };
    }
    const found = candidates(pathname);
    if (!found) return { kind: 'unknown' };
    const op = found.ops.find((o) => o.method.toUpperCase() === verb);
    return op
      ? { kind: 'operation', op, path: found.path }
      : { kind: 'wrong-method', allow: found.ops.map((o) => o.method.toUpperCase()) };
  };
}
