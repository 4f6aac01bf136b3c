// Spec §3 lists a Cookie header built from these cookies. Browsers forbid scripts to set `Cookie`
// (it is a forbidden header name), so in a browser the client sends credentials instead
// (`withCredentials`) and the browser attaches the real cookies; only runtimes that allow it (Node: the mock
// server's clients, contract verification, tests) get the header built here.
const COOKIE_HEADER_NAMES = ['accountGroup', 'UID', 'userId', 'authorization', 'authtoken', 'locale'] as const;

export function buildCookieHeader(read: (name: string) => string | undefined): string {
  return COOKIE_HEADER_NAMES.flatMap((name) => {
    const value = read(name);
    return value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(value)}`];
  }).join('; ');
}
