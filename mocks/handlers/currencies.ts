import { http } from 'msw';
import type { CryptoFiat, CryptoFiatResponse, StartupCurrencyListResponse } from '@/api/generated/models';
import { CRYPTO_FIXTURES, cryptoAssets, fiatCurrencies } from '../fixtures/currencies';
import { ok, publicRoute } from './respond';

// Tag `currencies`: the selector lists (spec §4 start-up step 1, §2 fiat and crypto selectors). Public.
// Spec §3: privacy coins are hidden for the ko locale; the contract has the server omit them too.

function lists(language: string | null): CryptoFiat {
  const privacy = new Set(CRYPTO_FIXTURES.filter((c) => c.privacy).map((c) => c.assetCode));
  const cryptoList = cryptoAssets().filter((c) => language !== 'ko' || !privacy.has(c.assetCode));
  return { cryptoList, fiatList: fiatCurrencies() };
}

export const currenciesHandlers = [
  http.get(
    '*/api/ctc/query-crypto-fiat',
    publicRoute(({ request }) => {
      const url = new URL(request.url);
      return ok<CryptoFiatResponse>(lists(url.searchParams.get('language') ?? request.headers.get('language')));
    }),
  ),
  http.get(
    '*/api/ctc/query-currency-list',
    publicRoute(({ request }) => ok<StartupCurrencyListResponse>(lists(request.headers.get('language')))),
  ),
];
