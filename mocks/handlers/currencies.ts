import { http } from 'msw';
import type { CryptoFiat, CryptoFiatResponse, StartupCurrencyListResponse } from '@/api/generated/models';
import { CRYPTO_FIXTURES, cryptoAssets, fiatCurrencies } from '../fixtures/currencies';
import { ok, publicRoute } from './respond';

// Privacy coins are hidden for the ko locale; the server omits them too.

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
