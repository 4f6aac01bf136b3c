import { avatarPairs, type AvatarColorPair } from '../../tokens/avatar-pairs';

let segmenter: Intl.Segmenter | null | undefined;

/** Built on first need: creating an Intl.Segmenter loads slow break-iterator data most nicknames never need. */
function graphemeSegmenter(): Intl.Segmenter | null {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return segmenter;
}

/** A letter or digit that nothing after it can join, so it is a whole grapheme without the segmenter. */
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

/** 'satoshi nakamoto' -> 'SN'; words that start with an emoji or a symbol are skipped unless nothing else is left. */
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

/** The sum of the name's UTF-16 code units modulo the number of pairs, so a name always gets the same colours. */
export function avatarColorIndex(name: string | null | undefined): number {
  const text = name ?? '';
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i);
  return sum % avatarPairs.length;
}

export function pickAvatarColors(name: string | null | undefined): AvatarColorPair {
  return avatarPairs[avatarColorIndex(name)] ?? (avatarPairs[0] as AvatarColorPair);
}
