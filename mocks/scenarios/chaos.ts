import { HttpResponse, delay } from 'msw';
import { getMockConfig, onMockConfigChange } from '../config';
import { fail, serverError } from '../handlers/respond';
import { seededRandom } from '../state/random';

// The `chaos` scenario: each request draws, from a seeded source (replayable with configureMocks({chaosSeed})),
// either the normal answer or one failure the UI must survive. These answers are deliberately outside the
// contract.

export const CHAOS_KINDS = ['http-500', 'timeout', 'malformed-json', 'wrong-types', 'forced-logout', 'offline'] as const;
export type ChaosKind = (typeof CHAOS_KINDS)[number];

/** Share of requests answered normally; the rest is spread evenly over CHAOS_KINDS. */
const PASS_SHARE = 0.4;

let random = seededRandom(getMockConfig().chaosSeed);
// The sequence restarts on every configureMocks / resetMockState, so a run can be replayed from its seed.
onMockConfigChange((config) => {
  random = seededRandom(config.chaosSeed);
});

export function drawChaos(): ChaosKind | undefined {
  const r = random();
  if (r < PASS_SHARE) return undefined;
  const index = Math.min(CHAOS_KINDS.length - 1, Math.floor(((r - PASS_SHARE) / (1 - PASS_SHARE)) * CHAOS_KINDS.length));
  return CHAOS_KINDS[index];
}

export async function chaosResponse(kind: ChaosKind): Promise<Response> {
  switch (kind) {
    case 'http-500':
      return serverError();
    case 'timeout':
      await delay(getMockConfig().chaosTimeoutMs);
      return HttpResponse.error();
    case 'malformed-json':
      return new HttpResponse('{"code":0,"message":"success","data":{"list":[', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'wrong-types':
      return HttpResponse.json({ code: 0, message: 'success', data: 12345 });
    case 'forced-logout':
      return fail(20051, 'Please log in again.');
    case 'offline':
      return HttpResponse.error();
  }
}
