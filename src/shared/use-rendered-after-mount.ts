import { startTransition, useEffect, useState } from 'react';

/** For a part below a screen's main content, so that content is painted without waiting for that part's render. */
export function useRenderedAfterMount(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => startTransition(() => setLater(true)), []);
  return later;
}
