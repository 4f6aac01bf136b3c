import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true in a second one React starts after that render's commit (a
 * transition, so input and paint go first). For a part of a screen below its most important content: the
 * content is committed and painted without waiting for that part's render (issue 7: Lighthouse LCP, the order
 * page's payment instruction before its chat).
 */
export function useRenderedAfterMount(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => startTransition(() => setLater(true)), []);
  return later;
}
