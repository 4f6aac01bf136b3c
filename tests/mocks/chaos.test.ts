import { configureMocks } from '@mocks/handlers';
import { chaosDrawCount, drawChaos, resumeChaos } from '@mocks/scenarios/chaos';
import { CHAOS_KINDS, parseChaosKinds } from '@mocks/scenarios/chaos-kinds';
import { ORIGIN, startMocks } from './mock-harness';

// The chaos scenario can force one failure kind (or a few) per request or by configuration, and its
// seeded sequence can be resumed, so the browser mocks carry it over a reload.

startMocks();

async function outcome(headers: Record<string, string>): Promise<string> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/ctc/query-adv-list', ORIGIN), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        authorization: 'mock-token-trader',
        'x-mock-scenario': 'chaos',
        ...headers,
      },
      body: JSON.stringify({ side: 'BUY', asset: 'USDT', fiat: 'USD', size: 5 }),
    });
  } catch {
    return 'network-error';
  }
  const text = await response.text();
  let body: { code?: number; data?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return 'malformed-json';
  }
  if (response.status === 500) return 'http-500';
  if (body.code === 20051) return 'forced-logout';
  if (typeof body.data === 'number') return 'wrong-types';
  return 'ok';
}

const EXPECTED: Record<string, string> = {
  'http-500': 'http-500',
  timeout: 'network-error',
  'malformed-json': 'malformed-json',
  'wrong-types': 'wrong-types',
  'forced-logout': 'forced-logout',
  offline: 'network-error',
};

describe('forcing a chaos kind', () => {
  beforeEach(() => configureMocks({ chaosTimeoutMs: 5 }));

  it.each(CHAOS_KINDS)('x-mock-chaos: %s fails every call with that kind', async (kind) => {
    const seen = await Promise.all(Array.from({ length: 8 }, () => outcome({ 'x-mock-chaos': kind })));
    expect(new Set(seen)).toEqual(new Set([EXPECTED[kind]]));
  });

  it('the mockChaos cookie forces too; several kinds are drawn among, never a normal answer', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 30; i += 1) seen.add(await outcome({ cookie: 'mockChaos=http-500,wrong-types' }));
    expect(seen).toEqual(new Set(['http-500', 'wrong-types']));
  });

  it('configureMocks({ chaosKinds }) forces when the request names none; a request header wins', async () => {
    configureMocks({ chaosKinds: ['malformed-json'] });
    expect(await outcome({})).toBe('malformed-json');
    expect(await outcome({ 'x-mock-chaos': 'forced-logout' })).toBe('forced-logout');
  });

  it('unknown names are ignored: the seeded mix of normal answers and every kind stays the default', async () => {
    expect(parseChaosKinds('http-500, nope,offline')).toEqual(['http-500', 'offline']);
    configureMocks({ chaosSeed: 7 });
    const seen = new Set<string>();
    for (let i = 0; i < 60; i += 1) seen.add(await outcome({ 'x-mock-chaos': 'nope' }));
    expect(seen).toEqual(
      new Set(['ok', 'http-500', 'malformed-json', 'forced-logout', 'wrong-types', 'network-error']),
    );
  });
});

describe('resuming the sequence', () => {
  it('continues where it was after a given number of draws, like the same tab after a reload', () => {
    configureMocks({ chaosSeed: 42 });
    const first = Array.from({ length: 20 }, () => drawChaos());
    expect(chaosDrawCount()).toBe(20);
    configureMocks({ chaosSeed: 42 });
    const head = Array.from({ length: 8 }, () => drawChaos());
    resumeChaos(8);
    const tail = Array.from({ length: 12 }, () => drawChaos());
    expect([...head, ...tail]).toEqual(first);
  });
});
