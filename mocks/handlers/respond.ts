import { HttpResponse } from 'msw';
import type { Envelope } from '@/api/generated/models';
import { serverMessage } from '../fixtures/server-messages';
import { identify, type Caller, type MockRequestInfo } from '../scenarios/identity';
import { hostileAnswer } from '../scenarios/xss';
import { MockBadRequest, MockBizError } from '../state/business-codes';
import type { UserState } from '../state/types';

// Every stateful handler goes through these wrappers: who is calling, and business failures as envelopes.

/** Success: `R` is the operation's generated response model, so `data` is checked against the contract. */
export function ok<R extends { data: unknown }>(data: R['data'], init?: ResponseInit): Response {
  return HttpResponse.json({ code: 0, message: 'success', data }, init);
}

export function fail(code: number, message: string, status = 200): Response {
  const body: Envelope = { code, message, data: null };
  return HttpResponse.json(body, { status });
}

export function unauthorized(language?: string | null): Response {
  return fail(401, serverMessage('sessionExpired', language), 401);
}

/** The request's cookies as MSW hands them to a handler; a value that is not valid percent-encoding stays raw. */
function cookiesOf(request: Request): Record<string, string> {
  const pairs = (request.headers.get('cookie') ?? '').split(';').map((part) => part.trim().split('='));
  return Object.fromEntries(
    pairs.filter(([name]) => name).map(([name, ...rest]) => [name!, decodedOrRaw(rest.join('='))]),
  );
}

function decodedOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The HTTP mock server's session check, made before it looks at the request's shape: a 401, or none. */
export function refuseSignedOut(request: Request): Response | undefined {
  return identify({ request, cookies: cookiesOf(request) }).user
    ? undefined
    : unauthorized(request.headers.get('language'));
}

export function serverError(language?: string | null): Response {
  return fail(500, serverMessage('internal', language), 500);
}

export function tooManyRequests(retryAfterSeconds: number): Response {
  const body: Envelope = {
    code: 429,
    message: `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
    data: null,
  };
  return HttpResponse.json(body, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

export interface RouteContext extends MockRequestInfo {
  params: Record<string, string | readonly string[] | undefined>;
  caller: Caller;
}

export interface AuthedContext extends RouteContext {
  user: UserState;
}

type Info = MockRequestInfo & { params: RouteContext['params'] };

async function guarded(run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof MockBizError) return fail(error.code, error.message);
    // The contract's status rule: a refusal before business logic carries its HTTP status as the code.
    if (error instanceof MockBadRequest) return fail(400, error.message, 400);
    throw error;
  }
}

async function answer(request: Request, caller: Caller, run: () => Response | Promise<Response>): Promise<Response> {
  const response = await guarded(run);
  return caller.scenario === 'xss' ? hostileAnswer(request, response) : response;
}

/** `security: []` operations: the caller may be signed out. */
export function publicRoute(resolver: (ctx: RouteContext) => Response | Promise<Response>) {
  return (info: Info) => {
    const caller = identify(info);
    return answer(info.request, caller, () => resolver({ ...info, caller }));
  };
}

export function protectedRoute(resolver: (ctx: AuthedContext) => Response | Promise<Response>) {
  return (info: Info) => {
    const caller = identify(info);
    const user = caller.user;
    if (!user) return Promise.resolve(unauthorized(info.request.headers.get('language')));
    return answer(info.request, caller, () => resolver({ ...info, caller, user }));
  };
}

export async function jsonBody<T>(request: Request): Promise<T> {
  try {
    const body: unknown = await request.json();
    if (typeof body !== 'object' || body === null) throw new Error('not an object');
    return body as T;
  } catch {
    throw new MockBadRequest('The request body must be a JSON object.');
  }
}

export function paging(pageRaw: unknown, sizeRaw: unknown): { page: number; size: number } {
  const page = pageRaw === undefined || pageRaw === null || pageRaw === '' ? 1 : Number(pageRaw);
  const size = sizeRaw === undefined || sizeRaw === null || sizeRaw === '' ? 20 : Number(sizeRaw);
  if (!Number.isInteger(page) || page < 1) throw new MockBadRequest('page must be an integer of 1 or more.');
  if (!Number.isInteger(size) || size < 1 || size > 100)
    throw new MockBadRequest('size must be an integer from 1 to 100.');
  return { page, size };
}
