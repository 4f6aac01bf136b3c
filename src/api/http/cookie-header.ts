// Browsers forbid scripts to set `Cookie` and attach the real cookies themselves, so only runtimes that allow it
// (Node: the mock server's clients, contract verification, tests) get this header.
const COOKIE_HEADER_NAMES = ['accountGroup', 'UID', 'userId', 'authorization', 'authtoken', 'locale'] as const;

export function buildCookieHeader(read: (name: string) => string | undefined): string {
  return COOKIE_HEADER_NAMES.flatMap((name) => {
    const value = read(name);
    return value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join('; ');
}
