import { http } from 'msw';
import type { AssetLogosResponse, AssetsResponse, PublicRatesResponse } from '@/api/generated/models';
import { CRYPTO_FIXTURES } from '../fixtures/currencies';
import { MockBadRequest } from '../state/business-codes';
import { ok, publicRoute } from './respond';

// Tag `market`: public rates, the asset list (with the HTTP Date header the client keeps as server time,
// spec §7) and asset logos. All public (`security: []`).

export const marketHandlers = [
  http.get(
    '*/api/a/v1/public/rates',
    publicRoute(({ request }) => {
      const assets = new URL(request.url).searchParams.get('assets') ?? '';
      if (!/^[A-Z0-9]{2,12}(,[A-Z0-9]{2,12})*$/.test(assets)) throw new MockBadRequest('assets must be comma-separated asset codes.');
      const wanted = assets.split(',');
      // Contract: unknown codes are left out.
      const rates = CRYPTO_FIXTURES.filter((c) => wanted.includes(c.assetCode)).map((c) => ({ asset: c.assetCode, quote: 'USD', rate: c.usdPrice }));
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
    publicRoute(() => ok<AssetLogosResponse>(CRYPTO_FIXTURES.map(({ assetCode, logoUrl }) => ({ assetCode, logoUrl })))),
  ),
];
