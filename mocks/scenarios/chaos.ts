import { HttpResponse, delay } from 'msw';
import { getMockConfig, onMockConfigChange } from '../config';
import { fail, serverError } from '../handlers/respond';
import { seededRandom } from '../state/random';
import { CHAOS_KINDS, parseChaosKinds, type ChaosKind } from './chaos-kinds';
import type { MockRequestInfo } from './identity';

// The `chaos` scenario: each request draws, from a seeded source, the normal answer or one failure the UI must
// survive. These answers are deliberately outside the contract.

/** Share of requests answered normally; the rest is spread evenly over CHAOS_KINDS. */
const PASS_SHARE = 0.4;

let random = seededRandom(getMockConfig().chaosSeed);
let drawn = 0;
// The sequence restarts on every configureMocks / resetMockState, so a run can be replayed from its seed.
onMockConfigChange((config) => {
  random = seededRandom(config.chaosSeed);
  drawn = 0;
});

/** How far the current sequence has gone, so the browser mocks can carry it over a reload of the tab. */
export function chaosDrawCount(): number {
  return drawn;
}

/** Continues the current seed's sequence after `count` draws: a reload is a later draw, not a replay. */
export function resumeChaos(count: number): void {
  random = seededRandom(getMockConfig().chaosSeed);
  drawn = 0;
  while (drawn < count) {
    random();
    drawn += 1;
  }
}

const CHAOS_HEADER = 'x-mock-chaos';
export const CHAOS_COOKIE = 'mockChaos';

export function chaosKindsOf({ request, cookies }: MockRequestInfo): readonly ChaosKind[] {
  const named = parseChaosKinds(request.headers.get(CHAOS_HEADER) ?? cookies[CHAOS_COOKIE]);
  return named.length > 0 ? named : getMockConfig().chaosKinds;
}

export function drawChaos(forced: readonly ChaosKind[] = getMockConfig().chaosKinds): ChaosKind | undefined {
  const r = random();
  drawn += 1;
  if (forced.length > 0) return forced[Math.min(forced.length - 1, Math.floor(r * forced.length))];
  if (r < PASS_SHARE) return undefined;
  const index = Math.min(
    CHAOS_KINDS.length - 1,
    Math.floor(((r - PASS_SHARE) / (1 - PASS_SHARE)) * CHAOS_KINDS.length),
  );
  return CHAOS_KINDS[index];
}

export async function chaosResponse(kind: ChaosKind, language?: string | null): Promise<Response> {
  switch (kind) {
    case 'http-500':
      return serverError(language);
    case 'timeout':
      await delay(getMockConfig().chaosTimeoutMs);
      return HttpResponse.error();
    case 'malformed-json':
      return new HttpResponse('{"code":0,"message":"success","data":{"list":[', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'wrong-types':
      return HttpResponse.json({ code: 0, message: 'success', data: 12345 });
    case 'forced-logout':
      return fail(20051, 'Please log in again.');
    case 'offline':
      return HttpResponse.error();
  }
}
