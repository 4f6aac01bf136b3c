import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

/** What a test reads of the app's router: where it is, and a way to navigate as a link would. */
export interface RouterHandle {
  state: { location: Location };
  navigate: (to: string | number) => Promise<void>;
}

/** Rendered inside the router, it keeps the handle up to date with each committed location. */
export function createRouterProbe(): { handle: RouterHandle; Probe: () => null } {
  let go: NavigateFunction | undefined;
  const handle: RouterHandle = {
    state: { location: undefined as unknown as Location },
    navigate: async (to) => {
      if (typeof to === 'number') go?.(to);
      else go?.(to);
      await Promise.resolve();
    },
  };
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      handle.state.location = location;
      go = navigate;
    });
    return null;
  }
  return { handle, Probe };
}
