import { avatarPairs, type AvatarColorPair } from '../../tokens/avatar-pairs';

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Built on first need: creating an Intl.Segmenter loads the break-iterator data, tens of milliseconds on a slow
 * phone, and most nicknames never need it (issue 7: the list's first render).
 */
function graphemeSegmenter(): Intl.Segmenter | null {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return segmenter;
}

/**
 * A letter or digit that is a whole grapheme on its own: what follows cannot join it (no combining mark, joiner,
 * variation selector, skin tone, tag or Hangul vowel/final jamo), and it is not a Hangul jamo itself.
 */
const SIMPLE_FIRST = new RegExp(
  [
    '^(?![\\u1100-\\u11FF\\uA960-\\uA97F\\uD7B0-\\uD7FF])[\\p{L}\\p{N}]',
    // Nothing that joins the character before it; alternatives, not one class, so no joiner or modifier sits
    // next to another character inside a class (eslint no-misleading-character-class).
    '(?!\\p{M}|\\u200C|\\u200D|[\\uFE00-\\uFE0F]|[\\u1160-\\u11FF]|[\\uD7B0-\\uD7FF]|\\uFF9E|\\uFF9F|[\\u{1F3FB}-\\u{1F3FF}]|[\\u{E0020}-\\u{E007F}])',
  ].join(''),
  'u',
);

/** First user-perceived character, so an emoji or a CJK character with a surrogate pair stays whole. */
export function firstGrapheme(text: string): string {
  const simple = SIMPLE_FIRST.exec(text);
  if (simple) return simple[0];
  const graphemes = graphemeSegmenter();
  if (graphemes) {
    for (const { segment } of graphemes.segment(text)) return segment;
    return '';
  }
  return Array.from(text)[0] ?? '';
}

const isLetterOrDigit = (s: string) => /^[\p{L}\p{N}]/u.test(s);

/**
 * Up to two initials, uppercase: the first letters of the first two words ('satoshi nakamoto' -> 'SN',
 * 'alice' -> 'A', '张伟' -> '张'). Words that start with an emoji or a symbol are skipped; a name made only of them
 * shows its first one. An empty name gives ''.
 */
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s_\-.@]+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  const letters = words.map(firstGrapheme).filter(isLetterOrDigit).slice(0, 2);
  if (letters.length === 0) return firstGrapheme(words[0] ?? '');
  return letters.join('').toUpperCase();
}

/** Index into the 10 colour pairs: the sum of the name's UTF-16 character codes modulo 10 (spec §9). */
export function avatarColorIndex(name: string | null | undefined): number {
  const text = name ?? '';
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return sum % avatarPairs.length;
}

/** The background and foreground colours of a name's avatar. */
export function pickAvatarColors(name: string | null | undefined): AvatarColorPair {
  return avatarPairs[avatarColorIndex(name)] ?? (avatarPairs[0] as AvatarColorPair);
}
