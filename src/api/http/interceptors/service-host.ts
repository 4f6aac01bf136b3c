import { appConfig, type ServiceHosts, type ServiceName } from '@/shared/config/app-config';
import type { RequestConfig } from '../request-config';

// A flagged call without a configured host stays on the site's origin, so the mocks and a same-origin gateway
// answer it.

const SERVICE_NAMES: readonly ServiceName[] = ['featureFlag', 'content'];

function serviceHostFor(service: ServiceName | undefined): string | undefined {
  return service === undefined ? undefined : appConfig().serviceHosts[service];
}

export function routeToServiceHost(config: RequestConfig): RequestConfig {
  const host = serviceHostFor(config.meta?.service);
  return host ? { ...config, baseURL: host } : config;
}

const SERVICE_HOST_ENV: Readonly<Record<ServiceName, string>> = {
  featureFlag: 'VITE_FEATURE_FLAG_HOST',
  content: 'VITE_CONTENT_HOST',
};

type Warn = (message: string) => void;

/** A bad value is ignored with a warning, so the call stays same-origin instead of going to a wrong place. */
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
