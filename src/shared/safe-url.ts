/**
 * A URL from the server, only when it is http(s): file and image URLs come with untrusted data (chat attachments,
 * saved payment-method images), and a `javascript:` or `data:` URL in a link or an image would run or render
 * attacker content.
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
