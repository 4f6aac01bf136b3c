import type { Advertisement } from '@/api/generated/models';

// The list hands the trade form the terms the trader saw on the row, in the navigation's state, so the form can say
// what changed before the trader commits (docs/product-rules.md §7.13).

export type SeenAdTerms = Pick<Advertisement, 'adNo' | 'price' | 'remaining' | 'minLimit' | 'maxLimit'>;

export function seenTermsOf(ad: Advertisement): { seenAd: SeenAdTerms } {
  const { adNo, price, remaining, minLimit, maxLimit } = ad;
  return { seenAd: { adNo, price, remaining, minLimit, maxLimit } };
}

/** The terms in a navigation's state, if that state carries them for this ad (history state is anyone's). */
export function readSeenTerms(state: unknown, adNo: string): SeenAdTerms | null {
  const seen = (state as { seenAd?: Partial<Record<keyof SeenAdTerms, unknown>> } | null)?.seenAd;
  if (!seen || seen.adNo !== adNo) return null;
  const { price, remaining, minLimit, maxLimit } = seen;
  if (![price, remaining, minLimit, maxLimit].every((value) => typeof value === 'string')) return null;
  return seen as SeenAdTerms;
}
