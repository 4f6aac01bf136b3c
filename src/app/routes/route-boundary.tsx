import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { markHydrated } from '@/shared/hydration-gate';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  /** A new location (also the Retry's same URL as a new entry) shows the route again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown route error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error && state.failedAt === null) return { failedAt: props.resetKey };
    if (state.error && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('route error', error, info.componentStack);
    // A prerendered page whose screen failed shows this page instead: its Retry needs the answers (issue 20).
    markHydrated();
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Issue 7: every route has its own error boundary, so a failed chunk or a render error shows the error page
 * with a Retry in the route's place (the layout, header and footer stay), never a blank page. The Suspense
 * inside holds the route while its code-split chunk arrives; navigations run as transitions, so the previous
 * screen stays on show meanwhile and only the very first render waits with an empty main area.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary resetKey={key}>
      <Suspense fallback={null}>{children}</Suspense>
    </Boundary>
  );
}
