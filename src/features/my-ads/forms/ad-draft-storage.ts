import type { AdFormValues } from './ad-form-values';

// The post-ad form keeps what was typed across a reload or a failed publish, per account and per ad, for a week.

const PREFIX = 'p2p.adDraft.';
const WEEK_MS = 7 * 86_400_000;

export interface AdDraft {
  values: AdFormValues;
  step: number;
  savedAt: number;
}

const keyOf = (userId: string, adNo: string | undefined) => `${PREFIX}${userId}.${adNo ?? 'new'}`;

/** Each field is taken only when it has the type the form expects; anything else falls back to the form's start. */
function sameShape(stored: unknown, start: AdFormValues): AdFormValues {
  if (typeof stored !== 'object' || stored === null) return start;
  const record = stored as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...start };
  for (const [field, initial] of Object.entries(start)) {
    const value = record[field];
    const fits = Array.isArray(initial)
      ? Array.isArray(value) && value.length <= 20 && value.every((item) => typeof item === 'string')
      : typeof value === typeof initial && (typeof value !== 'string' || value.length <= 2000);
    if (fits) merged[field] = value;
  }
  return merged as unknown as AdFormValues;
}

export function readAdDraft(userId: string, adNo: string | undefined, start: AdFormValues): AdDraft | null {
  try {
    const raw = globalThis.localStorage?.getItem(keyOf(userId, adNo));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<AdDraft>;
    const savedAt = typeof stored.savedAt === 'number' ? stored.savedAt : 0;
    if (Date.now() - savedAt > WEEK_MS) return null;
    const step = typeof stored.step === 'number' && stored.step >= 0 && stored.step <= 2 ? Math.floor(stored.step) : 0;
    return { values: sameShape(stored.values, start), step, savedAt };
  } catch {
    // Corrupt or blocked storage: the form starts afresh.
    return null;
  }
}

export function saveAdDraft(userId: string, adNo: string | undefined, values: AdFormValues, step: number): void {
  try {
    const draft: AdDraft = { values, step, savedAt: Date.now() };
    globalThis.localStorage?.setItem(keyOf(userId, adNo), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: typing goes on; only a reload would lose it.
  }
}

export function clearAdDraft(userId: string, adNo: string | undefined): void {
  try {
    globalThis.localStorage?.removeItem(keyOf(userId, adNo));
  } catch {
    // Blocked storage holds no draft either.
  }
}
