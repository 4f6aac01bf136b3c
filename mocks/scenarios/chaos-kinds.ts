// Kept apart from scenarios/chaos.ts, so the mock configuration can type its `chaosKinds` knob without importing
// the scenario that reads that configuration.

export const CHAOS_KINDS = [
  'http-500',
  'timeout',
  'malformed-json',
  'wrong-types',
  'forced-logout',
  'offline',
] as const;
export type ChaosKind = (typeof CHAOS_KINDS)[number];

function isChaosKind(value: unknown): value is ChaosKind {
  return typeof value === 'string' && (CHAOS_KINDS as readonly string[]).includes(value);
}

/** `http-500,timeout` -> the known kinds in it; unknown names are ignored. */
export function parseChaosKinds(value: string | null | undefined): ChaosKind[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(isChaosKind);
}
