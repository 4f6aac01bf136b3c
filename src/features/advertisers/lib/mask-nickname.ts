/**
 * Who left a feedback is shown partly hidden (first and last character), as the contract asks; by code point, so
 * a letter outside the Basic Multilingual Plane is never cut in half.
 */
export function maskNickname(nickname: string): string {
  const chars = Array.from(nickname.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
