import type { AdvListRequest, Advertisement } from '@/api/generated/models';
import { findFiat } from '../fixtures/currencies';
import { adNumber } from '../fixtures/ads';
import { dec } from './money';
import { getState } from './store';

// The live-market scenario: each first-page read of a book moves it one step, as a real book moves between two
// refreshes of the list. Steps are applied when read (no timers), like the counterparty's, so a test with a mocked
// clock and a polling screen see the same history.

/** Numbers of the ads the market brings in, far above the seeded ones. */
const FIRST_NEW_AD = 900_001;

const bookKey = (f: Pick<AdvListRequest, 'side' | 'asset' | 'fiat'>) => `${f.side}/${f.asset}/${f.fiat}`;
const steps = new WeakMap<object, Map<string, number>>();

/**
 * One step on the book, best price for the taker first: its best ad sells out, the third one's price moves by one
 * unit of the fiat (up on odd steps, back down on even ones), and a new ad comes in one unit better than the best.
 */
export function moveMarket(filters: Pick<AdvListRequest, 'side' | 'asset' | 'fiat'>): void {
  const state = getState();
  const bySide = steps.get(state) ?? new Map<string, number>();
  steps.set(state, bySide);
  // Users' own ads move only with their makers and their orders (docs/product-rules.md §18.10).
  const book = [...state.ads.values()]
    .filter(
      (ad) =>
        ad.side === filters.side &&
        ad.asset === filters.asset &&
        ad.fiat === filters.fiat &&
        dec(ad.remaining).gt(0) &&
        !state.makerAds.has(ad.adNo),
    )
    .sort((a, b) => (filters.side === 'BUY' ? dec(a.price).cmp(b.price) : dec(b.price).cmp(a.price)));
  const fiat = findFiat(filters.fiat);
  if (book.length < 4 || !fiat) return;
  const step = (bySide.get(bookKey(filters)) ?? 0) + 1;
  bySide.set(bookKey(filters), step);
  const unit = dec(1).div(dec(10).pow(fiat.scale));
  const better = filters.side === 'BUY' ? unit.neg() : unit;
  const [best, second, third] = book as [Advertisement, Advertisement, Advertisement];
  state.ads.set(best.adNo, { ...best, remaining: '0' });
  const moved = dec(third.price).plus(step % 2 === 1 ? unit : unit.neg());
  state.ads.set(third.adNo, { ...third, price: moved.toFixed(fiat.scale) });
  const adNo = adNumber(FIRST_NEW_AD + state.ads.size);
  state.ads.set(adNo, {
    ...second,
    adNo,
    advertiser: book[book.length - 1]!.advertiser,
    price: dec(best.price).plus(better).toFixed(fiat.scale),
    payMethods: [...second.payMethods],
  });
}
