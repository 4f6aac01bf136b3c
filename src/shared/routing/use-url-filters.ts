import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How a screen's filters are read from and written to the URL. */
export interface UrlFilterCodec<F extends { page: number }> {
  parse: (params: URLSearchParams) => F;
  serialize: (filters: F) => URLSearchParams;
  none: F;
}

/**
 * A list's filters kept in the URL, so they survive a reload and come back with Back. Any change goes back to page
 * 1, unless the change is the page itself; each replaces the history entry rather than adding one per keystroke.
 */
export function useUrlFilters<F extends { page: number }>({ parse, serialize, none }: UrlFilterCodec<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const update = useCallback(
    (patch: Partial<F>) => setParams(serialize({ ...filters, page: 1, ...patch }), { replace: true }),
    [filters, serialize, setParams],
  );
  const reset = useCallback(() => setParams(serialize(none), { replace: true }), [none, serialize, setParams]);
  return { filters, update, reset };
}
