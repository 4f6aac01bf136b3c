import { getAssetLogos, getAssets, getPublicRates } from '@/api/generated/endpoints/market/market';
import { getCryptoFiat, getStartupCurrencyList } from '@/api/generated/endpoints/currencies/currencies';
import { addFavorite, getFavorites, removeFavorite } from '@/api/generated/endpoints/favorites/favorites';
import { acceptTerm, getVerifyUser } from '@/api/generated/endpoints/gates/gates';
import {
  getBrokerCheck,
  getKycInfo,
  getLogout,
  getUserInfo,
  postLogout,
} from '@/api/generated/endpoints/session/session';
import { getSpotBalance } from '@/api/generated/endpoints/wallet/wallet';
import { getServerOffsetMs, hasServerTime, resetServerTime } from '@/platform/server-time';
import { MOCK_USERS } from '@mocks/handlers';
import { rawCall, signInClient, startMocks } from './mock-harness';

// Session, market, wallet, currencies, favourites and gates through the real client.

startMocks();
beforeEach(() => signInClient('trader'));
afterEach(() => resetServerTime());

describe('session', () => {
  it('gives each mock user its profile, KYC and broker link', async () => {
    expect(await getUserInfo()).toMatchObject({
      userId: MOCK_USERS.trader.userId,
      UID: MOCK_USERS.trader.UID,
      accountGroup: 0,
      kycStatus: 'APPROVED',
      twoFactorEnabled: true,
    });
    expect(await getKycInfo()).toMatchObject({ kycStatus: 'APPROVED', name: 'ALEX MORGAN' });
    expect(await getBrokerCheck()).toEqual({ isBroker: false, brokerId: null, brokerName: null });
    signInClient('institution');
    expect(await getBrokerCheck()).toMatchObject({ isBroker: true });
    await expect(postLogout({ errorApi: '/api/x', errorReason: '401' })).resolves.toEqual({ success: true });
    await expect(getLogout()).resolves.toEqual({ success: true });
  });
});

describe('market', () => {
  it('sends the HTTP Date header with the assets, which the client keeps as server time', async () => {
    const raw = await rawCall('GET', '/api/t/v2/assets', { as: null });
    expect(Number.isNaN(Date.parse(raw.headers.get('date') ?? ''))).toBe(false);
    const assets = await getAssets();
    expect(assets.map((a) => a.assetCode)).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH', 'USDC']));
    expect(hasServerTime()).toBe(true);
    expect(Math.abs(getServerOffsetMs())).toBeLessThan(2000);
    expect((await getAssetLogos()).every((l) => l.logoUrl.startsWith('data:image/svg+xml,'))).toBe(true);
  });

  it('rates the asked assets in USD and leaves unknown codes out', async () => {
    const rates = await getPublicRates({ assets: 'BTC,NOPE,USDT' });
    expect(rates.map((r) => [r.asset, r.quote])).toEqual([
      ['USDT', 'USD'],
      ['BTC', 'USD'],
    ]);
  });
});

describe('wallet', () => {
  it('reads balances through the /{accountGroup} prefix; staking only with includeStaking', async () => {
    const plain = await getSpotBalance({ includeStaking: false });
    expect(plain.find((b) => b.asset === 'USDT')).toEqual({
      asset: 'USDT',
      available: '2500.00',
      frozen: '0.00',
      staking: '0',
    });
    expect(plain.find((b) => b.asset === 'BTC')?.available).toBe('0.50000000');
    const staked = await getSpotBalance({ includeStaking: true });
    expect(staked.find((b) => b.asset === 'USDT')?.staking).toBe('120.00');
    const grouped = await rawCall('GET', '/api/t/v2/spot-balance', { as: 'sub-user', accountGroup: 2 });
    expect(grouped.status).toBe(200);
  });
});

describe('currencies', () => {
  it('lists crypto and fiat, hiding privacy coins for ko', async () => {
    const en = await getCryptoFiat({ language: 'en' });
    expect(en.cryptoList.map((c) => c.assetCode)).toContain('XMR');
    expect(en.fiatList.map((f) => f.code)).toEqual(expect.arrayContaining(['USD', 'EUR', 'VND', 'GBP']));
    expect((await getCryptoFiat({ language: 'ko' })).cryptoList.map((c) => c.assetCode)).not.toContain('XMR');
    expect((await getStartupCurrencyList()).cryptoList.length).toBeGreaterThan(3);
  });
});

describe('favourites and gates', () => {
  it('adds and removes favourites idempotently, per user', async () => {
    await addFavorite({ symbol: 'BNB_USDT' });
    await addFavorite({ symbol: 'BNB_USDT' });
    await removeFavorite({ symbol: 'BTC_USDT' });
    await removeFavorite({ symbol: 'BTC_USDT' });
    expect(await getFavorites()).toEqual([{ symbol: 'ETH_USDT' }, { symbol: 'USDT_EUR' }, { symbol: 'BNB_USDT' }]);
    signInClient('sub-user');
    expect(await getFavorites()).toEqual([]);
  });

  it('accept-term sets the flag verify-user reports', async () => {
    signInClient('new-user');
    expect(await getVerifyUser()).toMatchObject({ acceptTerm: false, defaultFiatAsset: '', paymentMethods: [] });
    await acceptTerm({ acceptTerm: true });
    expect((await getVerifyUser()).acceptTerm).toBe(true);
    signInClient('trader');
    expect(await getVerifyUser()).toMatchObject({ acceptTerm: true, defaultFiatAsset: 'USD' });
  });
});
