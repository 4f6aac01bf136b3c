import type { Advertisement } from '@/api/generated/models';
import { acceptAll, dropGone, fadeMarks, heldAds, reconcile } from '@/features/ads/live/live-rows';

// What a refresh does to the rows on screen: the trader's place holds, changes are marked, new ads wait.

const ad = (adNo: string, changes: Partial<Advertisement> = {}): Advertisement =>
  ({ adNo, price: '1.00', remaining: '100', minLimit: '10', maxLimit: '100', ...changes }) as Advertisement;

const numbers = (rows: readonly Advertisement[]) => rows.map((row) => row.adNo);

describe('reconcile', () => {
  const a = ad('A');
  const b = ad('B');
  const c = ad('C');
  const d = ad('D');

  it('keeps the very rows (the same objects) when nothing changed, so no row renders again', () => {
    const shown = [a, b, c];
    const live = reconcile(shown, [a, b, c], false);
    expect(live.rows).toBe(shown);
    expect(live.marks.size).toBe(0);
    expect(live.held).toBe(0);
  });

  it('updates a changed row in its place and marks what changed: the price, the amounts, or both', () => {
    const live = reconcile(
      [a, b, c],
      [ad('A', { price: '1.01' }), ad('B', { remaining: '90' }), ad('C', { price: '0.99', maxLimit: '90' })],
      false,
    );
    expect(numbers(live.rows)).toEqual(['A', 'B', 'C']);
    expect(live.rows[0]!.price).toBe('1.01');
    expect([...live.marks]).toEqual([
      ['A', 'price'],
      ['B', 'terms'],
      ['C', 'price-terms'],
    ]);
  });

  it('does not mark a row whose other fields changed (a nickname, online)', () => {
    const live = reconcile([a], [ad('A', { remark: 'new terms' })], false);
    expect(live.marks.size).toBe(0);
    expect(live.rows[0]!.remark).toBe('new terms');
  });

  it('keeps the order on screen when the server reorders (a price change under a price sort)', () => {
    expect(numbers(reconcile([a, b, c], [c, a, b], false).rows)).toEqual(['A', 'B', 'C']);
  });

  it('drops a row that left when the trader is not on the list, and keeps it marked gone while they are', () => {
    expect(numbers(reconcile([a, b, c], [b, c], false).rows)).toEqual(['B', 'C']);
    const kept = reconcile([a, b, c], [b, c], true);
    expect(numbers(kept.rows)).toEqual(['A', 'B', 'C']);
    expect(kept.marks.get('A')).toBe('gone');
    // Once the pointer and the focus have left, it goes.
    expect(numbers(dropGone(kept).rows)).toEqual(['B', 'C']);
    expect(dropGone(kept).marks.size).toBe(0);
  });

  it('holds new ads among the rows already seen, and appends those past the last one (the next page)', () => {
    const live = reconcile([a, b], [d, a, b, c], false);
    expect(numbers(live.rows)).toEqual(['A', 'B', 'C']);
    expect(live.held).toBe(1);
    expect([...heldAds(live)]).toEqual(['D']);
  });

  it('shows every new ad, marked new, when the trader asks (the order as the server gives it)', () => {
    const live = reconcile([a, b], [d, a, b], false);
    const shown = acceptAll(live.latest, heldAds(live));
    expect(numbers(shown.rows)).toEqual(['D', 'A', 'B']);
    expect([...shown.marks]).toEqual([['D', 'new']]);
    expect(shown.held).toBe(0);
  });

  it('clears the momentary marks but keeps a gone row until it can go', () => {
    const live = reconcile([a, b], [ad('B', { price: '2.00' })], true);
    expect([...fadeMarks(live).marks]).toEqual([['A', 'gone']]);
    const changedOnly = reconcile([b], [ad('B', { price: '2.00' })], false);
    expect(fadeMarks(changedOnly).marks.size).toBe(0);
  });
});
