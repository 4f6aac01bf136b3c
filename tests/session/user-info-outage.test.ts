import { ApiError } from '@/api/http/api-error';
import {
  callThroughOutage,
  keepsSessionOn,
  MAX_RETRY_DELAY_MS,
  retryDelayMs,
  waitFor,
} from '@/session/user-info-outage';

// A failed user-info call logs the user out only when the server has answered about the user (an error or a
// non-zero code). An outage keeps the session and is retried with backoff.

const url = '/api/a/v2/auth/user/info';
const http = (status: number, code = status) => new ApiError({ kind: 'http', status, code, message: '', url });
const business = (code: number) => new ApiError({ kind: 'business', status: 200, code, message: 'nope', url });

describe('which failed user-info answers keep the session', () => {
  it.each([
    ['no answer (network failure)', new ApiError({ kind: 'network', message: '', url })],
    ['the client timeout (also a network failure)', new ApiError({ kind: 'network', message: '', url })],
    ['HTTP 500', http(500)],
    ['HTTP 502', http(502)],
    ['HTTP 503', http(503)],
    ['HTTP 504', http(504)],
    ['HTTP 429 (busy)', http(429)],
    [
      'malformed JSON, an HTML page or data of the wrong type at HTTP 200',
      new ApiError({ kind: 'malformed', status: 200, message: '', url }),
    ],
  ])('%s keeps the session', (_, error) => expect(keepsSessionOn(error)).toBe(true));

  it.each([
    ['a non-zero code (HTTP 200)', business(30000)],
    ['HTTP 401', http(401)],
    ['HTTP 400', http(400)],
    ['HTTP 404', http(404)],
    ['a forced-logout body code at HTTP 200', business(20051)],
    ['a forced-logout code -1', business(-1)],
    ['a forced-logout code inside a 500 body', http(500, 20053)],
    ['a thrown bug (not an ApiError)', new TypeError('x is undefined')],
  ])('%s logs out', (_, error) => expect(keepsSessionOn(error)).toBe(false));
});

describe('backoff', () => {
  it('doubles from 1 s and is capped at 30 s', () => {
    expect(Array.from({ length: 9 }, (_, attempt) => retryDelayMs(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(1_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('callThroughOutage with a fake clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries at 1, 2, 4, 8, 16, 30, 30 s while the server is down, then returns the answer', async () => {
    const callTimes: number[] = [];
    const outage: boolean[] = [];
    const start = Date.now();
    let failures = 7;
    const running = callThroughOutage({
      call: async () => {
        callTimes.push(Date.now() - start);
        if (failures-- > 0) throw http(503);
        return { userId: '1' };
      },
      wait: waitFor,
      setOutage: (active) => outage.push(active),
      stillWanted: () => true,
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(callTimes).toEqual([0]);
    expect(outage).toEqual([true]);
    // Nothing is asked before the wait is over.
    await jest.advanceTimersByTimeAsync(999);
    expect(callTimes).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1 + 2_000 + 4_000 + 8_000 + 16_000 + 30_000 + 30_000);
    await expect(running).resolves.toEqual({ answered: true, value: { userId: '1' } });
    const gaps = callTimes.slice(1).map((t, i) => t - callTimes[i]!);
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(outage.at(-1)).toBe(false);
  });

  it('an answer about the user ends the retries: the error reaches the caller, the outage state is cleared', async () => {
    const outage: boolean[] = [];
    const answers = [http(500), business(30000)];
    const running = callThroughOutage({
      call: async () => {
        throw answers.shift();
      },
      wait: waitFor,
      setOutage: (active) => outage.push(active),
      stillWanted: () => true,
    });
    const settled = running.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await settled).toMatchObject({ kind: 'business', code: 30000 });
    expect(outage).toEqual([true, false]);
  });

  it('stops asking once the session ended meanwhile (a forced logout from another call)', async () => {
    let wanted = true;
    const call = jest.fn(async () => {
      throw new ApiError({ kind: 'network', message: '', url });
    });
    const running = callThroughOutage({ call, wait: waitFor, setOutage: () => undefined, stillWanted: () => wanted });
    await jest.advanceTimersByTimeAsync(0);
    wanted = false;
    await jest.advanceTimersByTimeAsync(1_000);
    await expect(running).resolves.toEqual({ answered: false });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
