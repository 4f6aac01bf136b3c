import type { AppConfig } from '@/shared/config/app-config';
import type { ScreenModule } from '../lazy-screen';
import type { LazyMockBadge } from '../mock-badge/lazy-mock-badge';

type MockWorker = typeof import('../../../mocks/browser');

/** The build's configuration, and in mock builds only the browser mocks, the developer sign-in page and the badge. */
export interface StartOptions extends AppConfig {
  mocks?: () => Promise<MockWorker>;
  devLogin?: () => Promise<ScreenModule>;
  mockBadge?: typeof LazyMockBadge;
}
