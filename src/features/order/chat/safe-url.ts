/**
 * An attachment URL from the server, only when it is http(s): chat content is untrusted (contract chat.yaml), and
 * a `javascript:` or `data:` URL in a link or an image would run or render attacker content.
 */
export function safeFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
