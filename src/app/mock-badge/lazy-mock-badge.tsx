import { lazyComponent, useLazyComponent } from '@ds';
import type { MockBadgeProps } from './mock-badge';

// The badge's code is a chunk of its own, loaded after the page has started (mock mode only). A download that
// fails (the network gone while the page starts) leaves the page without the badge, never without the page:
// through React.lazy the failure reached the root, which unmounted the whole app (a blank page, seen in
// pages-layout.spec.ts's offline test on a loaded machine). Pure: a production build, which never shows the
// badge, drops this module and the chunk with it.
const mockBadge = /* @__PURE__ */ lazyComponent(() => import('./mock-badge').then((m) => m.MockBadge));

export function LazyMockBadge(props: MockBadgeProps) {
  return useLazyComponent(mockBadge, props).element;
}
