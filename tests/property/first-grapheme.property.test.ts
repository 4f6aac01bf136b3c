import fc from 'fast-check';
import { firstGrapheme } from '@ds/components/user-avatar/avatar-initials';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const bySegmenter = (text: string) => {
  for (const { segment } of segmenter.segment(text)) return segment;
  return '';
};

// Pieces that make graphemes interesting: combining marks, joiners, variation selectors, skin tones, flags,
// Hangul jamo, Indic viramas, CJK outside the BMP.
const tricky = fc.constantFrom(
  'ｶ',
  '\uFF9E',
  'e',
  '\u0301',
  '\u200D',
  '\uFE0F',
  '\u{1F3FD}',
  '\u{1F469}',
  '\u{1F1EF}',
  '\u{1F1F5}',
  '\u1100',
  '\u1161',
  '\u11A8',
  '\uD55C',
  'क',
  '\u094D',
  'ष',
  '\u{20000}',
  '7',
  '_',
  ' ',
  'Z',
  '\u{E0067}',
  'ß',
  'Ω',
);

describe('first grapheme of a nickname (avatar initials)', () => {
  it('matches Intl.Segmenter for any text, also when the fast path skips it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 6 }),
          fc.array(tricky, { maxLength: 6 }).map((parts) => parts.join('')),
        ),
        (text) => {
          expect(firstGrapheme(text)).toBe(bySegmenter(text));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
