import type { RequestConfig } from '../request-config';

// Spec §7: calls may target separate feature-flag or content-service hosts when flagged. Which paths belong
// to which service is configuration (the hosts are not in the spec); without a host they stay same-origin.

export type ServiceName = 'featureFlag' | 'content';

export interface ServiceHost {
  /** Absolute origin such as https://ff.exchange.com; undefined keeps the call on the site's origin. */
  baseUrl?: string;
  /** Path prefixes flagged for this service. */
  prefixes: readonly string[];
}

const DEFAULT_HOSTS: Record<ServiceName, ServiceHost> = {
  featureFlag: { prefixes: ['/api/ff/'] },
  content: { prefixes: ['/api/cms/'] },
};

let hosts: Record<ServiceName, ServiceHost> = { ...DEFAULT_HOSTS };

export function configureServiceHosts(overrides: Partial<Record<ServiceName, Partial<ServiceHost>>>): void {
  hosts = {
    featureFlag: { ...hosts.featureFlag, ...overrides.featureFlag },
    content: { ...hosts.content, ...overrides.content },
  };
}

export function resetServiceHosts(): void {
  hosts = { ...DEFAULT_HOSTS };
}

export function serviceHostFor(url: string): string | undefined {
  for (const host of Object.values(hosts)) {
    if (host.baseUrl && host.prefixes.some((prefix) => url.startsWith(prefix))) return host.baseUrl;
  }
  return undefined;
}

export function routeToServiceHost(config: RequestConfig): RequestConfig {
  const host = serviceHostFor(config.url);
  return host ? { ...config, baseURL: host } : config;
}
