import { ApiError, type ApiErrorKind } from '@/api/http/api-error';
import { configureRequestContext, resetRequestContext } from '@/api/http/request-context';
import { CreateOrderFailureCode } from '@/api/generated/models';
import { failureText, hasCode, newClientKey } from '@/shared/api-failures';

afterEach(() => resetRequestContext());

const failure = (kind: ApiErrorKind, message: string, code?: number, status?: number) =>
  new ApiError({ kind, message, code, status, url: '/api/ctc/create-order' });

describe('failureText: what the user reads about a failed call, toast and inline alike', () => {
  const t = (key: string) => `t(${key})`;
  it.each([
    [
      'the server message of a business failure',
      failure('business', 'The advertisement is no longer available.', 30009),
      'The advertisement is no longer available.',
    ],
    ['the server message of an HTTP failure', failure('http', 'Too many requests', 429, 429), 'Too many requests'],
    ['the generic text when the server gave no message', failure('business', '  ', 30000), 't(errors:requestFailed)'],
    [
      'the generic text for an answer that is not the envelope',
      failure('malformed', '', undefined, 200),
      't(errors:requestFailed)',
    ],
    [
      'Network Error when no answer came, whatever the transport said',
      failure('network', 'timeout of 15000ms exceeded'),
      't(errors:network)',
    ],
    [
      'its own text for a group-scoped call without an accountGroup',
      failure('account-group', 'The account group is undefined or missing.'),
      't(errors:accountGroupMissing)',
    ],
    ['nothing for an aborted call', failure('canceled', 'canceled'), null],
    [
      'nothing for a forced-logout code: the session goes to /login',
      failure('business', 'Please log in again.', 20051),
      null,
    ],
    ['nothing for HTTP 401', failure('http', 'Unauthorized', 401, 401), null],
    ['the generic text for what is not an API failure', new Error('boom'), 't(errors:requestFailed)'],
  ])('%s', (_, error, text) => expect(failureText(error, t)).toBe(text));

  it('says Network Error for any failure while the browser is offline', () => {
    configureRequestContext({ isOnline: () => false });
    expect(failureText(failure('business', 'Busy', 30003), t)).toBe('t(errors:network)');
  });
});

describe('hasCode', () => {
  it('matches a failed call by the business codes of its operation', () => {
    const failure = new ApiError({
      kind: 'business',
      code: 30001,
      message: 'New device',
      url: '/api/ctc/create-order',
    });
    expect(hasCode(failure, CreateOrderFailureCode.NEW_DEVICE)).toBe(true);
    expect(hasCode(failure, CreateOrderFailureCode.INVALID_CODE, CreateOrderFailureCode.NEW_DEVICE)).toBe(true);
    expect(hasCode(failure, CreateOrderFailureCode.INVALID_CODE)).toBe(false);
  });

  it('is false for what is not an API failure with a code', () => {
    expect(hasCode(new Error('boom'), 30001)).toBe(false);
    expect(hasCode(undefined, 30001)).toBe(false);
    expect(hasCode(new ApiError({ kind: 'network', message: 'Network Error', url: '/api/x' }), 30001)).toBe(false);
  });
});

describe('newClientKey', () => {
  it('makes keys the contract accepts (8-64 of [A-Za-z0-9_-]), a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newClientKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
