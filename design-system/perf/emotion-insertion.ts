import * as React from 'react';

// Stands in for @emotion/use-insertion-effect-with-fallbacks (aliased in vite.config.ts): a styled component's rules
// are written while it renders, not in React's commit, which cannot be split, so a first screen rendered in a
// transition spreads them over its slices. Writing a rule is idempotent, so a discarded render costs nothing more.
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => void): void => {
  create();
};

export const useInsertionEffectWithLayoutFallback: typeof React.useInsertionEffect = React.useInsertionEffect;
