import type { ProxyOptions } from 'vite';

// `API_TARGET=https://… npm run dev:backend` (README "Pointing at a real backend"): the dev server without the
// MSW worker, its `/api` calls sent on to a real backend. The browser only ever talks to the dev server, so the
// backend's session cookies have to become cookies of the dev host: no Domain (host-only on 127.0.0.1), and no
// Secure, because the dev server speaks plain http and a browser drops a Secure cookie set over http.

export const API_TARGET_MISSING =
  'API_TARGET is not set: give the backend that /api goes to, e.g. API_TARGET=https://p2p.example.com npm run dev:backend';

/** The API_TARGET origin, checked: an http(s) URL, else an error that says what to set. */
function apiTargetFrom(value: string | undefined): string {
  if (!value?.trim()) throw new Error(API_TARGET_MISSING);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`API_TARGET is not a URL: "${value}". ${API_TARGET_MISSING}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`API_TARGET must be an http(s) URL, not "${value}".`);
  return url.origin;
}

/**
 * One Set-Cookie of the backend as the dev host may keep it: without Secure, and SameSite=None (which a browser
 * only accepts with Secure) as Lax; the page and /api share the dev server's origin, so Lax loses nothing.
 * The Domain attribute is the proxy's job (cookieDomainRewrite).
 */
export function devHostCookie(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((part) => part.trim().toLowerCase() !== 'secure')
    .map((part) => (/^\s*samesite\s*=\s*none\s*$/i.test(part) ? ' SameSite=Lax' : part))
    .join(';');
}

/** Vite's `server.proxy` for dev:backend: `/api` to the target, with its cookies rewritten for the dev host. */
export function backendProxy(target: string | undefined): Record<string, ProxyOptions> {
  return {
    '/api': {
      target: apiTargetFrom(target),
      changeOrigin: true,
      // The backend's TLS certificate is checked, as the browser would in production.
      secure: true,
      // Any Domain=… becomes no Domain at all: a host-only cookie of the dev server's host.
      cookieDomainRewrite: { '*': '' },
      configure: (proxy) => {
        // Runs before the proxy copies the answer's headers (and rewrites their Domain) to the browser.
        proxy.on('proxyRes', (response) => {
          const cookies = response.headers['set-cookie'];
          if (cookies) response.headers['set-cookie'] = cookies.map(devHostCookie);
        });
      },
    },
  };
}
