import type { SetupServer } from 'msw/node';
import { findOperation } from '@mocks/operations';
import { contractValidator } from './contract';

// Every request the app itself sends in a jest test is checked against the contract: a backend that
// validates requests as strictly as the contract says (closed bodies, patterns, decimal precision) would refuse
// what the app got wrong, and the mocks in the browser would not notice. The app's client always sends
// `Platform: website`; requests a test builds by hand (which may be wrong on purpose) do not.

const validator = contractValidator();

async function partsOf(request: Request) {
  const url = new URL(request.url);
  const query: Record<string, string[]> = {};
  url.searchParams.forEach((value, key) => (query[key] ??= []).push(value));
  const headers = Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value]));
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.includes('multipart/form-data')) body = await request.formData();
  else {
    const text = await request.text();
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  }
  return { query, headers, body };
}

/** Checks the app's requests on `server`; fails the test that sent one the contract refuses. */
export function guardAppRequests(server: SetupServer): void {
  const violations: string[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.headers.get('platform') !== 'website') return;
    const found = findOperation(request.method, request.url);
    if (!found) return; // an undeclared call fails on its own (onUnhandledRequest or the gate's 404)
    const op = validator.find(found.operationId);
    pending.push(
      partsOf(request.clone()).then((parts) => {
        const pathname = new URL(request.url).pathname;
        // The group segment the interceptor added is checked like any path parameter.
        const path: Record<string, string> = found.path.startsWith('/{accountGroup}/')
          ? { accountGroup: pathname.slice(1, pathname.indexOf('/api/')) }
          : {};
        const check = validator.validateRequest(op, { ...parts, path });
        if (!check.valid) violations.push(`${found.operationId}: ${check.firstError ?? 'invalid'}`);
      }),
    );
  });
  afterEach(async () => {
    await Promise.all(pending.splice(0));
    const found = violations.splice(0);
    // Thrown rather than asserted with expect, so tests that count their assertions are not disturbed.
    if (found.length > 0) throw new Error(`The app sent requests the contract refuses:\n${found.join('\n')}`);
  });
}
