import { lazyComponent, useLazyComponent } from '@ds';
import type { MockBadgeProps } from './mock-badge';

// Not React.lazy: a failed download must leave the page without the badge, not unmount the whole app. Pure, so a
// production build drops the chunk.
const mockBadge = /* @__PURE__ */ lazyComponent(() => import('./mock-badge').then((m) => m.MockBadge));

export function LazyMockBadge(props: MockBadgeProps) {
  return useLazyComponent(mockBadge, props).element;
}
