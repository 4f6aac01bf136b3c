import { File as NodeFile } from 'node:buffer';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { createMockNodeServer } from '@mocks/node';
import { configureMocks, resetMockState } from '@mocks/handlers';
import { MOCK_USERS, type MockUserKey } from '@mocks/users';
import { guardAppRequests } from '../support/contract-guard';

// One MSW server with the real mock handlers per test file; state and config reset before every test, and
// an unhandled request fails the test, so no call goes unmocked by accident.

export const server = createMockNodeServer();
export const ORIGIN = 'http://localhost';

export function startMocks(options: { counterpartyDelayMs?: number } = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  guardAppRequests(server);
  beforeEach(() => {
    resetMockState();
    if (options.counterpartyDelayMs !== undefined) configureMocks({ counterpartyDelayMs: options.counterpartyDelayMs });
  });
  afterEach(() => {
    server.resetHandlers();
    resetRequestContext();
  });
  afterAll(() => server.close());
}

/** Points the real HTTP client (src/api/http) at a mock user, as the session would from the cookies. */
export function signInClient(key: MockUserKey): void {
  const user = MOCK_USERS[key];
  configureRequestContext({ getAuthorization: () => user.authorization, getAccountGroup: () => user.accountGroup });
}

export interface RawCall {
  /** A MOCK_USERS key, a raw token, or null for no authorization header. */
  as?: MockUserKey | string | null;
  scenario?: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  accountGroup?: number;
  /** Extra request headers (e.g. x-mock-scenario-only). */
  headers?: Record<string, string>;
}

export interface RawResult {
  status: number;
  headers: Headers;
  /** The parsed JSON body (the raw envelope, not unwrapped). */
  body: unknown;
}

/** fetch with the raw envelope kept, for contract validation (the real client unwraps it). */
export async function rawCall(method: string, path: string, options: RawCall = {}): Promise<RawResult> {
  const as = options.as === undefined ? 'trader' : options.as;
  const token = as === null ? undefined : as in MOCK_USERS ? MOCK_USERS[as as MockUserKey].authorization : as;
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('authorization', token);
  if (options.scenario) headers.set('x-mock-scenario', options.scenario);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const prefix = options.accountGroup === undefined ? '' : `/${options.accountGroup}`;
  const url = new URL(`${prefix}${path}`, ORIGIN);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Left as text: the chaos scenario sends malformed JSON on purpose.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export function dataOf<T>(result: RawResult): T {
  return (result.body as { data: T }).data;
}

export function codeOf(result: RawResult): number | undefined {
  return (result.body as { code?: number } | null)?.code;
}

export function pngBytes(extra = 16): Uint8Array {
  const bytes = new Uint8Array(8 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/**
 * A file as Node's fetch and FormData understand it: jest-fixed-jsdom swaps in Node's FormData, which turns
 * jsdom's File into the text "[object File]", so tests build files with node:buffer's File.
 */
export function nodeFile(bytes: Uint8Array, name: string, type: string): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

export function fileForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', nodeFile(bytes, name, type));
  return form;
}
