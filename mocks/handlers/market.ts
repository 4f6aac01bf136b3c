import { http } from 'msw';
import type { AssetLogosResponse, AssetsResponse, PublicRatesResponse } from '@/api/generated/models';
import { CRYPTO_FIXTURES, FIAT_FIXTURES } from '../fixtures/currencies';
import { MockBadRequest } from '../state/business-codes';
import { fiatUsdRate } from '../state/market-price';
import { cryptoUsdRate } from '../state/market-rates';
import { getState } from '../state/store';
import { ok, publicRoute } from './respond';

// The asset list carries the HTTP Date header the client keeps as server time.

export const marketHandlers = [
  http.get(
    '*/api/a/v1/public/rates',
    publicRoute(({ request }) => {
      const assets = new URL(request.url).searchParams.get('assets') ?? '';
      if (!/^[A-Z0-9]{2,12}(,[A-Z0-9]{2,12})*$/.test(assets))
        throw new MockBadRequest('assets must be comma-separated asset codes.');
      const wanted = assets.split(',');
      // Unknown codes are left out; the crypto rates are the ones every market price reads (state/market-rates.ts).
      const rates = CRYPTO_FIXTURES.filter((c) => wanted.includes(c.assetCode)).flatMap((c) => {
        const rate = cryptoUsdRate(getState().market, c.assetCode);
        return rate === undefined ? [] : [{ asset: c.assetCode, quote: 'USD', rate }];
      });
      // A fiat's rate is the USD value of one unit (1 / units per USD, at most 8 decimals).
      for (const f of FIAT_FIXTURES) {
        if (wanted.includes(f.code)) rates.push({ asset: f.code, quote: 'USD', rate: fiatUsdRate(f.perUsd) });
      }
      return ok<PublicRatesResponse>(rates);
    }),
  ),
  http.get(
    '*/api/t/v2/assets',
    publicRoute(() =>
      ok<AssetsResponse>(
        CRYPTO_FIXTURES.map(({ assetCode, name, scale, logoUrl }) => ({ assetCode, name, scale, logoUrl })),
        { headers: { Date: new Date().toUTCString() } },
      ),
    ),
  ),
  http.get(
    '*/api/t/v1/asset-logos',
    publicRoute(() =>
      ok<AssetLogosResponse>(CRYPTO_FIXTURES.map(({ assetCode, logoUrl }) => ({ assetCode, logoUrl }))),
    ),
  ),
];
