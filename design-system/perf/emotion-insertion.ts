import * as React from 'react';

// Stands in for @emotion/use-insertion-effect-with-fallbacks (aliased in vite.config.ts). Emotion writes the
// CSS rules of a styled component the first time it renders. With React 18+ it does so in an insertion effect,
// that is inside React's commit, which cannot be split: the first screen's commit carried ~380 new rules of
// MUI and our components, ~160 ms of a ~260 ms task at 4x CPU (issue 7: Lighthouse total blocking time).
// Here they are written while the component renders, as emotion does without insertion effects (React 17):
// the first screen renders in a transition, in slices of a few milliseconds, so the rules are spread over
// those slices and the commit only inserts the DOM. Writing a rule is idempotent (emotion's cache), so a
// render React discards costs nothing but the rule it already wrote. Global styles keep the insertion effect.

/** Runs `create` at once, during render. */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => void): void => {
  create();
};

export const useInsertionEffectWithLayoutFallback: typeof React.useInsertionEffect = React.useInsertionEffect;
