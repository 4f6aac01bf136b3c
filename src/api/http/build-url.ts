/** Arrays repeat the key, as the backend reads them. */
export function buildUrl(baseURL: string | undefined, url: string, params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const query = search.toString();
  const full = `${baseURL ?? ''}${url}`;
  if (!query) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}
