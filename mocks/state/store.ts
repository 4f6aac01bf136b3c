import type { Advertisement } from '@/api/generated/models';
import { resetMockConfig } from '../config';
import { adNumber, buildAd } from '../fixtures/ads';
import { BULK_AD_PREFIX, buildBulkAds } from '../fixtures/bulk-ads';
import { createAdvertisers } from '../fixtures/advertisers';
import { AD_ASSETS, AD_FIATS } from '../fixtures/currencies';
import { MOCK_USER_KEYS, MOCK_USERS, type MockUser } from '../users';
import { initialMarketRates } from './market-rates';
import { seededFaker, seededRandom } from './random';
import { seedMakerAds } from './seed-my-ads';
import { seedOrderHistory } from './seed-orders';
import type { BalanceRecord, MockState, UserState } from './types';

// Seeded deterministically, so a reset gives the same ads, advertisers and history.

const SEED = 20250415;
const ADS_PER_BOOK = 40;
/** Ads whose remark is markup, so the UI proves it renders remarks as text. */
const HOSTILE = new Set(['USDT/USD/BUY/3', 'BTC/EUR/SELL/5']);

function userState(profile: MockUser): UserState {
  const balances = new Map<string, BalanceRecord>();
  for (const [asset, b] of Object.entries(profile.balances))
    balances.set(asset, { available: b.available, frozen: '0', staking: b.staking });
  return {
    profile,
    acceptTerm: profile.acceptTerm,
    paymentMethods: profile.paymentMethods.map((p) => ({ ...p })),
    favorites: [...profile.favorites],
    balances,
    codesSentAt: new Map(),
    blocked: new Map(),
    traderStatus: profile.info.traderStatus,
  };
}

function seedAds(state: MockState): void {
  const advertisers = [...state.advertisers.values()];
  const rand = seededRandom(SEED);
  let seq = 1;
  for (const asset of AD_ASSETS) {
    for (const fiat of AD_FIATS) {
      for (const side of ['BUY', 'SELL'] as const) {
        for (let i = 0; i < ADS_PER_BOOK; i += 1) {
          const advertiser = advertisers[Math.floor(rand() * advertisers.length)]!;
          const ad = buildAd({
            adNo: adNumber(seq),
            side,
            asset,
            fiat,
            advertiser,
            rand,
            hostileRemark: HOSTILE.has(`${asset}/${fiat}/${side}/${i}`),
          });
          state.ads.set(ad.adNo, ad);
          seq += 1;
        }
      }
    }
  }
}

function createState(): MockState {
  const state: MockState = {
    users: new Map(MOCK_USER_KEYS.map((key) => [MOCK_USERS[key].userId, userState(MOCK_USERS[key])])),
    advertisers: new Map(createAdvertisers(seededFaker(SEED), 60).map((a) => [a.userId, a])),
    ads: new Map(),
    makerAds: new Map(),
    bulkAds: null,
    market: initialMarketRates(),
    orders: new Map(),
    chat: new Map(),
    files: new Map(),
    idempotency: new Map(),
    seq: { order: 1, chat: 90_000_001, payment: 7_731_000, file: 1, ad: 1 },
  };
  seedAds(state);
  seedMakerAds(state, MOCK_USERS.trader.userId, Date.now());
  seedOrderHistory(state, Date.now());
  return state;
}

let state: MockState | undefined;

export function getState(): MockState {
  state ??= createState();
  return state;
}

/** Fresh seeded data and default configuration, so every test (or a developer) starts clean. */
export function resetMockState(): void {
  resetMockConfig();
  state = createState();
}

export function userStateOf(profile: MockUser): UserState {
  const found = getState().users.get(profile.userId);
  if (!found) throw new Error(`No mock user ${profile.key}`);
  return found;
}

export function bulkAds(): Advertisement[] {
  const current = getState();
  current.bulkAds ??= buildBulkAds([...current.advertisers.values()]);
  return current.bulkAds;
}

/** An ad by number, from the seeded books or the ads-10k book (so its detail page and orders work too). */
export function findAd(adNo: string): Advertisement | undefined {
  const current = getState();
  if (adNo.startsWith(BULK_AD_PREFIX)) return bulkAds().find((ad) => ad.adNo === adNo);
  return current.ads.get(adNo);
}
