import type { OpenApiDocument, OperationRef } from '../contract-validator';
import { listOperations } from '../contract-validator';

// Which contract operation a method and path are, before any handler runs: a known path with another
// method is a 405 (with the methods it has), anything else a 404. Operations marked `x-account-group` are
// also reachable under one `/{accountGroup}` segment (as the client's accountGroup interceptor sends them).
// GET /mock-files/:id is the mocks' stand-in for the file host (mocks/handlers/files.ts), not a contract path.

const MOCK_FILES_PREFIX = '/mock-files/';

export type Route =
  | { kind: 'operation'; op: OperationRef }
  | { kind: 'file' }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'unknown' };

export function createRouter(doc: OpenApiDocument): (method: string, pathname: string) => Route {
  const byPath = new Map<string, OperationRef[]>();
  for (const op of listOperations(doc)) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);

  function candidates(pathname: string): { ops: OperationRef[]; grouped: boolean } | undefined {
    const direct = byPath.get(pathname);
    if (direct) return { ops: direct, grouped: false };
    const prefixed = /^\/[^/]+(\/api\/.*)$/.exec(pathname);
    const ops = prefixed
      ? byPath.get(prefixed[1]!)?.filter((op) => op.operation['x-account-group'] === true)
      : undefined;
    return ops && ops.length > 0 ? { ops, grouped: true } : undefined;
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
      ? { kind: 'operation', op }
      : { kind: 'wrong-method', allow: found.ops.map((o) => o.method.toUpperCase()) };
  };
}
