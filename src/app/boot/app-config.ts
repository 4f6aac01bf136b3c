import type { ServiceHosts } from '@/api/http/interceptors/service-host';
import type { EmbeddedUrls } from '@/platform/embedded';
import type { RouteRule } from '../route-rules';
import type { ScreenModule } from '../lazy-screen';
import type { LazyMockBadge } from '../mock-badge/lazy-mock-badge';

type MockWorker = typeof import('../../../mocks/browser');

/** Everything the build configures, read once from its environment by src/main.tsx (`.env.example` lists it). */
export interface AppConfig {
  development: boolean;
  production: boolean;
  /** Checked by the build (vite.config.ts), so it is taken as it is. */
  routeRules: RouteRule[];
  serviceHosts: ServiceHosts;
  /** Empty means the project's own app. */
  embeddedUrls: EmbeddedUrls;
  apiDomain?: string;
  /** Mock builds only: the browser mocks and the developer sign-in page. */
  mocks?: () => Promise<MockWorker>;
  devLogin?: () => Promise<ScreenModule>;
  mockBadge?: typeof LazyMockBadge;
}
