import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { markHydrated } from '@/shared/hydration-gate';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
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
    // A prerendered page whose screen failed shows this page instead, and its Retry needs the held answers.
    markHydrated();
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary resetKey={key}>
      <Suspense fallback={null}>{children}</Suspense>
    </Boundary>
  );
}
