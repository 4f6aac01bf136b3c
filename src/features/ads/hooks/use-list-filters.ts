import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listSearch, parseListFilters, type ListFilters } from '../list-filters';

export function useListFilters(defaults: { asset: string; fiat: string }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListFilters(params, defaults), [params, defaults]);
  // A navigation commits in a transition, and React Router's functional update reads the params of the last render:
  // two quick changes (an order, then a toggle) would each start from the same old filters and the first be lost.
  // So each change starts from the last query written here that the URL has not shown yet.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const shown = written.current.indexOf(params.toString());
    // Ours: what came before it is shown or superseded. Anyone else's (back, a link): ours no longer apply.
    written.current = shown >= 0 ? written.current.slice(shown + 1) : [];
  }, [params]);
  const update = useCallback(
    (patch: Partial<ListFilters>) => {
      const latest = written.current.at(-1);
      const current = latest === undefined ? params : new URLSearchParams(latest);
      const next = listSearch({ ...parseListFilters(current, defaults), ...patch });
      written.current.push(next.toString());
      setParams(next, { replace: true });
    },
    [defaults, params, setParams],
  );
  return { filters, update };
}
