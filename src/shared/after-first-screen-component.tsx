import { memo, useEffect, useState, type ComponentType } from 'react';
import { lazyComponent, useLazyComponent } from '@ds';
import { afterFirstScreen } from './first-screen';

/**
 * A component whose code the first screen does not need: downloaded once the first screen is up, with `Placeholder`
 * holding its space meanwhile (so nothing moves when it appears), and for good if its code cannot arrive (offline):
 * the page works on without it rather than a failed import taking the route to its error page.
 */
export function afterFirstScreenComponent<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType,
): ComponentType<P> {
  const lazy = lazyComponent(importComponent);
  return memo(function AfterFirstScreen(props: P) {
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      let live = true;
      void afterFirstScreen().then(() => live && setWanted(true));
      return () => {
        live = false;
      };
    }, []);
    const { element } = useLazyComponent(lazy, props, wanted);
    return element ?? <Placeholder />;
  });
}
