import './app/shell.css';
import { serviceHostsFromEnv } from './api/http/interceptors/service-host';
import type { RouteRule } from './shared/routing/route-rules';
import { startApp } from './app/boot/start-app';
import { LazyMockBadge } from './app/mock-badge/lazy-mock-badge';

// import.meta.env is read only here, so that the modules jest imports stay free of it. VITE_MSW is a build-time
// constant: a production build drops the mocks, the mock sign-in and the mock badge with it.
void startApp({
  development: import.meta.env.DEV,
  production: import.meta.env.PROD,
  // The build (vite.config.ts) has already checked the rules.
  routeRules: JSON.parse(import.meta.env.VITE_ROUTE_RULES ?? '[]') as RouteRule[],
  serviceHosts: serviceHostsFromEnv(import.meta.env),
  embeddedUrls: {
    header: import.meta.env.VITE_EMBED_HEADER_URL as string | undefined,
    footer: import.meta.env.VITE_EMBED_FOOTER_URL as string | undefined,
    transfer: import.meta.env.VITE_EMBED_TRANSFER_URL as string | undefined,
  },
  apiDomain: import.meta.env.VITE_API_DOMAIN as string | undefined,
  mocks: import.meta.env.VITE_MSW ? () => import('../mocks/browser') : undefined,
  devLogin: import.meta.env.VITE_MSW ? () => import('./app/dev/dev-login/dev-login-route') : undefined,
  mockBadge: import.meta.env.VITE_MSW ? LazyMockBadge : undefined,
});
