import { DEFAULT_ROUTE_RULES, type RouteRule } from '../routing/route-rules';

/** Services whose calls may go to a host of their own instead of the site's origin. */
export type ServiceName = 'featureFlag' | 'content';
export type ServiceHosts = Partial<Record<ServiceName, string>>;

/** The embedded apps' script URLs; a missing one means the project's own app. */
export type EmbeddedUrls = Partial<Record<'header' | 'footer' | 'transfer', string | undefined>>;

/** What the build configures (`.env.example` lists it), read once from its environment by src/main.tsx. */
export interface AppConfig {
  development: boolean;
  production: boolean;
  /** Checked by the build (vite.config.ts), so it is taken as it is. */
  routeRules: readonly RouteRule[];
  serviceHosts: ServiceHosts;
  embeddedUrls: EmbeddedUrls;
  apiDomain?: string;
}

const DEFAULTS: AppConfig = {
  development: false,
  production: false,
  routeRules: DEFAULT_ROUTE_RULES,
  serviceHosts: {},
  embeddedUrls: {},
};

let current: AppConfig = DEFAULTS;

/** The one place the layers read the build's configuration from. */
export const appConfig = (): AppConfig => current;

/** Once at start (src/app/boot/start-app.tsx); tests set the part they check. */
export function setAppConfig(next: Partial<AppConfig>): void {
  current = { ...current, ...next };
}

export function resetAppConfig(): void {
  current = DEFAULTS;
}
