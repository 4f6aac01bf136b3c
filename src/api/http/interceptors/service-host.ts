import type { RequestConfig } from '../request-config';
import type { ServiceName } from '../request-meta';

// Spec §7: "Calls may target separate feature-flag or content-service hosts when flagged; their values are not
// shown." The values are build-time configuration (README "Configuration": VITE_FEATURE_FLAG_HOST,
// VITE_CONTENT_HOST, read by src/main.tsx); the flag is per call: `service` in the request options, which a
// generated operation gets from the contract like `accountGroup` (orval requestOptions) and a direct call passes
// as httpClient's second argument. A flagged call without a configured host stays on the site's origin, so the
// mocks and a same-origin gateway answer it.

const SERVICE_NAMES: readonly ServiceName[] = ['featureFlag', 'content'];

/** Absolute base URL per service (an origin, optionally with a base path); missing = the site's origin. */
export type ServiceHosts = Partial<Record<ServiceName, string>>;

let hosts: ServiceHosts = {};

export function configureServiceHosts(next: ServiceHosts): void {
  hosts = { ...hosts, ...next };
}

export function resetServiceHosts(): void {
  hosts = {};
}

/** The base URL a call flagged for `service` goes to, or undefined to stay same-origin. */
function serviceHostFor(service: ServiceName | undefined): string | undefined {
  return service === undefined ? undefined : hosts[service];
}

export function routeToServiceHost(config: RequestConfig): RequestConfig {
  const host = serviceHostFor(config.meta?.service);
  return host ? { ...config, baseURL: host } : config;
}

/** The build-time variables, by service. */
const SERVICE_HOST_ENV: Readonly<Record<ServiceName, string>> = {
  featureFlag: 'VITE_FEATURE_FLAG_HOST',
  content: 'VITE_CONTENT_HOST',
};

type Warn = (message: string) => void;

/**
 * One configured host: an absolute http(s) URL with no credentials, query or fragment; the trailing slash is
 * dropped because call paths start with one. Anything else is ignored with a warning: the call then stays
 * same-origin instead of going to a wrong place, and the page never fails over configuration.
 */
function parseServiceHost(name: string, raw: string | undefined, warn: Warn): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    warn(`[service-hosts] ${name} is not an absolute URL and is ignored: ${value}`);
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    warn(`[service-hosts] ${name} must be an http(s) URL and is ignored: ${value}`);
    return undefined;
  }
  if (url.username || url.password || url.search || url.hash) {
    warn(`[service-hosts] ${name} must have no credentials, query or fragment and is ignored: ${value}`);
    return undefined;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Reads the hosts from the build's environment (import.meta.env in src/main.tsx); invalid values are skipped. */
export function serviceHostsFromEnv(env: Readonly<Record<string, unknown>>, warn: Warn = console.warn): ServiceHosts {
  const result: ServiceHosts = {};
  for (const service of SERVICE_NAMES) {
    const name = SERVICE_HOST_ENV[service];
    const raw = env[name];
    const host = parseServiceHost(name, typeof raw === 'string' ? raw : undefined, warn);
    if (host) result[service] = host;
  }
  return result;
}
