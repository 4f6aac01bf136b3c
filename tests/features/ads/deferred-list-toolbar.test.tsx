import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { DeferredListToolbar } from '@/features/ads/components/deferred-list-toolbar';
import type { ListToolbarProps } from '@/features/ads/components/list-toolbar';

// The toolbar's code cannot arrive (offline before it loaded): the import fails.
jest.mock('@/features/ads/components/list-toolbar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

/** Stands for the route's error boundary: what reaches it would replace the whole list. */
class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>route error page</p> : this.props.children;
  }
}

it('a toolbar whose code cannot load leaves its space and the list, never the route error page', async () => {
  const { container } = render(
    <RouteBoundary>
      <DeferredListToolbar {...({} as ListToolbarProps)} />
      <p>the list</p>
    </RouteBoundary>,
  );
  // afterFirstScreen (no watcher in tests) resolves at the next idle moment and the failed import settles after
  // it; a second is ample here (without the fallback this test fails: the boundary shows the route error page).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await screen.findByText('the list')).toBeInTheDocument();
  expect(screen.queryByText('route error page')).not.toBeInTheDocument();
  expect(container.firstElementChild).toBeInstanceOf(HTMLDivElement); // the held space (MUI Box)
});
