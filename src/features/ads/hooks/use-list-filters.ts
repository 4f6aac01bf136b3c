import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseAmount } from '@ds';

// The list's filters live in the URL, so a filtered list can be shared and survives a reload.
export interface ListFilters {
  asset: string;
  fiat: string;
  /** Fiat amount the trader wants to trade, a decimal string or ''. */
  amount: string;
  payMethod: string;
}

const CODE = /^[A-Z0-9]{2,10}$/;
const METHOD = /^[A-Z0-9_]{2,40}$/;

/** The URL holds the canonical amount ('1000.5', the contract's form), whatever the page's language. */
function urlAmount(text: string): string {
  const parsed = parseAmount(text, 'en');
  return parsed.ok ? parsed.value : '';
}

export function parseListFilters(params: URLSearchParams, defaults: { asset: string; fiat: string }): ListFilters {
  const asset = (params.get('asset') ?? '').toUpperCase();
  const fiat = (params.get('fiat') ?? '').toUpperCase();
  const payMethod = (params.get('payMethod') ?? '').toUpperCase();
  return {
    asset: CODE.test(asset) ? asset : defaults.asset,
    fiat: CODE.test(fiat) ? fiat : defaults.fiat,
    amount: urlAmount(params.get('amount') ?? ''),
    payMethod: METHOD.test(payMethod) ? payMethod : '',
  };
}

export function useListFilters(defaults: { asset: string; fiat: string }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseListFilters(params, defaults), [params, defaults]);
  const update = useCallback(
    (patch: Partial<ListFilters>) => {
      const next = { ...filters, ...patch };
      const search = new URLSearchParams({ asset: next.asset, fiat: next.fiat });
      if (next.amount) search.set('amount', next.amount);
      if (next.payMethod) search.set('payMethod', next.payMethod);
      setParams(search, { replace: true });
    },
    [filters, setParams],
  );
  return { filters, update };
}
