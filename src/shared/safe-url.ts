/** File and image URLs come with untrusted data, and a `javascript:` or `data:` URL would run attacker content. */
export function safeFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
