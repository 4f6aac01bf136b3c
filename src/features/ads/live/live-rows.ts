import type { Advertisement } from '@/api/generated/models';
import { NO_MARKS, type RowMark } from './row-mark';

// How a refresh of the list reaches the rows on screen without moving the trader's place
// (docs/product-rules.md §7.13): changed rows update where they are, new rows wait for "Show", and a row that
// left stays in place, marked, while the pointer or the focus is in the list.

export interface LiveRows {
  /** The rows as drawn: the previous ones in their places, updated. */
  rows: readonly Advertisement[];
  /** New ads among the rows already seen, waiting for the trader to show them. */
  held: number;
  marks: ReadonlyMap<string, RowMark>;
  /** The latest answer, which "Show" draws as it is. */
  latest: readonly Advertisement[];
}

/** What the trader weighs before trading: the price, and what can be bought (available and limits). */
function changeOf(before: Advertisement, after: Advertisement): RowMark | undefined {
  const price = before.price !== after.price;
  const terms =
    before.remaining !== after.remaining || before.minLimit !== after.minLimit || before.maxLimit !== after.maxLimit;
  if (price && terms) return 'price-terms';
  if (price) return 'price';
  return terms ? 'terms' : undefined;
}

/** The latest answer as it is: a new list, a "Show", or the trader's own refresh. `marked` ads are marked new. */
export function acceptAll(latest: readonly Advertisement[], marked: ReadonlySet<string> = new Set()): LiveRows {
  const marks = new Map<string, RowMark>();
  for (const ad of latest) if (marked.has(ad.adNo)) marks.set(ad.adNo, 'new');
  return { rows: latest, held: 0, marks: marks.size ? marks : NO_MARKS, latest };
}

/**
 * A refresh of the same list: rows still listed take their new values in place (marked when the price or the
 * amounts changed), rows that left go (or stay marked 'gone' while `keepGone`), ads past the last row already
 * shown are the next page's and join at the end, and new ads among the shown rows are held.
 */
export function reconcile(
  shown: readonly Advertisement[],
  latest: readonly Advertisement[],
  keepGone: boolean,
): LiveRows {
  const position = new Map<string, number>();
  latest.forEach((ad, index) => position.set(ad.adNo, index));
  const marks = new Map<string, RowMark>();
  const rows: Advertisement[] = [];
  const onScreen = new Set<string>();
  let lastKept = -1;
  for (const ad of shown) {
    const index = position.get(ad.adNo);
    if (index === undefined) {
      if (keepGone) {
        rows.push(ad);
        onScreen.add(ad.adNo);
        marks.set(ad.adNo, 'gone');
      }
      continue;
    }
    const next = latest[index]!;
    rows.push(next);
    onScreen.add(ad.adNo);
    lastKept = Math.max(lastKept, index);
    const mark = next === ad ? undefined : changeOf(ad, next);
    if (mark) marks.set(ad.adNo, mark);
  }
  let held = 0;
  latest.forEach((ad, index) => {
    if (onScreen.has(ad.adNo)) return;
    if (index > lastKept) rows.push(ad);
    else held += 1;
  });
  const same = rows.length === shown.length && rows.every((ad, i) => ad === shown[i]);
  return { rows: same ? shown : rows, held, marks: marks.size ? marks : NO_MARKS, latest };
}

/** The ads "Show" brings in: listed now and not on screen. */
export function heldAds(live: LiveRows): Set<string> {
  const onScreen = new Set(live.rows.map((ad) => ad.adNo));
  return new Set(live.latest.filter((ad) => !onScreen.has(ad.adNo)).map((ad) => ad.adNo));
}

/** The rows once the pointer and the focus have left the list: the gone ones dropped. */
export function dropGone(live: LiveRows): LiveRows {
  if (![...live.marks.values()].includes('gone')) return live;
  const marks = new Map([...live.marks].filter(([, mark]) => mark !== 'gone'));
  return {
    ...live,
    rows: live.rows.filter((ad) => live.marks.get(ad.adNo) !== 'gone'),
    marks: marks.size ? marks : NO_MARKS,
  };
}

/** The momentary marks cleared; 'gone' stays until the row can be dropped. */
export function fadeMarks(live: LiveRows): LiveRows {
  const gone = new Map([...live.marks].filter(([, mark]) => mark === 'gone'));
  if (gone.size === live.marks.size) return live;
  return { ...live, marks: gone.size ? gone : NO_MARKS };
}
