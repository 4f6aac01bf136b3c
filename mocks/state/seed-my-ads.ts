import { freeze } from './balances';
import { listOnBook, remainingOf } from './maker-ad-view';
import type { MakerAdRecord, MockState } from './types';

// The trader's own ads after a reset, one per state My ads shows: a floating buy ad online in a pair no seeded
// advertiser quotes (so the public books keep their seeded size), a fixed one taken offline, and a sell ad the
// platform paused because what remains no longer fills its minimum order.

const HOUR = 3_600_000;
const NO_CONDITIONS = { kycRequired: false, minRegisteredDays: 0, maxOpenOrders: 0 };

function seedsFor(ownerId: string, now: number): MakerAdRecord[] {
  const common = { ownerId, frozen: '0', traded: '0', autoReply: '', remark: '' };
  return [
    {
      ...common,
      adNo: 'ADM00000003',
      makerSide: 'BUY',
      asset: 'USDC',
      fiat: 'EUR',
      priceType: 'FLOATING',
      premiumPercent: '-0.8',
      quantity: '300',
      minLimit: '20',
      maxLimit: '250',
      payMethodCodes: ['SEPA', 'REVOLUT'],
      payWindowMinutes: 15,
      remark: 'I pay by SEPA or Revolut within 15 minutes. Release only after you see the money.',
      autoReply: 'Hello! I am sending the payment now.',
      takerConditions: { kycRequired: true, minRegisteredDays: 30, maxOpenOrders: 0 },
      status: 'ONLINE',
      createdAt: now - 2 * HOUR,
      updatedAt: now - 2 * HOUR,
    },
    {
      ...common,
      adNo: 'ADM00000002',
      makerSide: 'BUY',
      asset: 'BTC',
      fiat: 'USD',
      priceType: 'FIXED',
      fixedPrice: '83500',
      quantity: '0.05',
      minLimit: '100',
      maxLimit: '3000',
      payMethodCodes: ['BANK_TRANSFER', 'ZELLE'],
      payWindowMinutes: 30,
      takerConditions: NO_CONDITIONS,
      status: 'OFFLINE',
      createdAt: now - 26 * HOUR,
      updatedAt: now - 5 * HOUR,
    },
    {
      ...common,
      adNo: 'ADM00000001',
      makerSide: 'SELL',
      asset: 'ETH',
      fiat: 'EUR',
      priceType: 'FLOATING',
      premiumPercent: '1.2',
      quantity: '0.5',
      traded: '0.49',
      minLimit: '50',
      maxLimit: '400',
      payMethodCodes: ['SEPA'],
      userPaymentIds: [],
      payWindowMinutes: 15,
      takerConditions: NO_CONDITIONS,
      status: 'ONLINE',
      createdAt: now - 72 * HOUR,
      updatedAt: now - 30 * HOUR,
    },
  ];
}

export function seedMakerAds(state: MockState, ownerId: string, now: number): void {
  const owner = state.users.get(ownerId);
  if (!owner) return;
  for (const ad of seedsFor(ownerId, now)) {
    const sepa = owner.paymentMethods.find((method) => method.methodCode === 'SEPA');
    if (ad.makerSide === 'SELL') {
      if (!sepa) continue;
      ad.userPaymentIds = [sepa.id];
      freeze(owner, ad.asset, remainingOf(ad).toFixed());
    }
    state.makerAds.set(ad.adNo, ad);
    listOnBook(ad, state);
  }
  state.seq.ad = 4;
}
