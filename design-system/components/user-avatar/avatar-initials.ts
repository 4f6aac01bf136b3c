import { avatarPairs, type AvatarColorPair } from '../../tokens/avatar-pairs';

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** First user-perceived character, so an emoji or a CJK character with a surrogate pair stays whole. */
function firstGrapheme(text: string): string {
  if (segmenter) {
    for (const { segment } of segmenter.segment(text)) return segment;
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
  const words = (name ?? '').trim().split(/[\s_\-.@]+/).filter(Boolean);
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
