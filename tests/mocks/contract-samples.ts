import type { Advertisement } from '@/api/generated/models';
import { dataOf, fileForm, pngBytes, type RawCall, type RawResult } from './mock-harness';

// One valid request per contract operation, for the conformance test. A sample may make setup calls (an
// order to read, an ad to open) through `call`, which is bound to the caller and scenario under test.

export type BoundCall = (method: string, path: string, options?: RawCall) => Promise<RawResult>;
export type Sample = (call: BoundCall) => Promise<RawCall>;

let counter = 0;
const clientKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

/** A USDT/USD ad the trader can buy 100 USD from (limits include 100). */
async function buyableAd(call: BoundCall): Promise<Advertisement> {
  const page = await call('POST', '/api/ctc/query-adv-list', {
    json: { side: 'BUY', asset: 'USDT', fiat: 'USD', amount: '100', size: 1 },
  });
  const ad = dataOf<{ list: Advertisement[] }>(page).list[0];
  if (!ad) throw new Error('No USDT/USD ad accepts 100 USD');
  return ad;
}

/** Places a 100 USD buy order; the order id, or a dummy id when the scenario refuses orders. */
async function placedOrderId(call: BoundCall): Promise<string> {
  const ad = await buyableAd(call);
  const created = await call('POST', '/api/ctc/create-order', {
    json: {
      adNo: ad.adNo,
      side: 'BUY',
      fiatAmount: '100',
      payMethodCode: ad.payMethods[0]!.code,
      clientOrderId: clientKey('order'),
    },
  });
  return dataOf<{ orderId: string } | null>(created)?.orderId ?? '0000000000000000';
}

/** A completed order of the caller's history (feedback is open on it), or a dummy id when there is none. */
async function completedOrderId(call: BoundCall): Promise<string> {
  const page = await call('GET', '/api/ctc/query-order-list', {
    query: { statusGroup: 'COMPLETED', page: '1', size: '1' },
  });
  return dataOf<{ list: Array<{ orderId: string }> } | null>(page)?.list[0]?.orderId ?? '0000000000000000';
}

/** An open order of the caller's history whose reminder may be sent now, or a dummy id when there is none. */
async function remindableOrderId(call: BoundCall): Promise<string> {
  const page = await call('GET', '/api/ctc/query-order-list', {
    query: { statusGroup: 'IN_PROGRESS', page: '1', size: '100' },
  });
  const list = dataOf<{ list: Array<{ orderId: string; reminder?: { availableAt: string | null } }> } | null>(
    page,
  )?.list;
  const due = list?.find((o) => o.reminder?.availableAt && Date.parse(o.reminder.availableAt) <= Date.now());
  return due?.orderId ?? '0000000000000000';
}

type ListedOrder = { orderId: string; appealable: boolean; appeal?: { current: { state: string } | null } };

/** An open order of the caller's history matching `pick`, or a dummy id when there is none. */
async function openOrderId(call: BoundCall, pick: (order: ListedOrder) => boolean): Promise<string> {
  const page = await call('GET', '/api/ctc/query-order-list', {
    query: { statusGroup: 'IN_PROGRESS', page: '1', size: '100' },
  });
  return dataOf<{ list: ListedOrder[] } | null>(page)?.list.find(pick)?.orderId ?? '0000000000000000';
}

const underAppeal = (order: ListedOrder) =>
  ['UNDER_REVIEW', 'AWAITING_YOUR_RESPONSE'].includes(order.appeal?.current?.state ?? '');

/** Every code the trader's bound channels need; any well-formed code passes on a known device. */
const CODES = { smsCode: '482915', emailCode: '518204', googleCode: '730214' };

/** A buy ad posted offline, so that it never stands in the public list or the online-ads limit. */
const offlineBuyAd = () => ({
  makerSide: 'BUY',
  asset: 'USDT',
  fiat: 'EUR',
  priceType: 'FLOATING',
  premiumPercent: '-1.5',
  quantity: '200',
  minLimit: '20',
  maxLimit: '150',
  payMethodCodes: ['SEPA'],
  payWindowMinutes: 15,
  remark: 'Paying from <i>my own</i> account.',
  status: 'OFFLINE',
  clientRequestId: clientKey('ad'),
  verifyCodes: CODES,
});

/** One of the caller's own ads, posted for the purpose, or a dummy number when the caller may not post. */
async function postedAdNo(call: BoundCall): Promise<string> {
  const created = await call('POST', '/api/ctc/create-adv', { json: offlineBuyAd() });
  return dataOf<{ adNo: string } | null>(created)?.adNo ?? 'AD00000000';
}

const none: Sample = () => Promise.resolve({});

export const CONTRACT_SAMPLES: Record<string, Sample> = {
  getPublicRates: () => Promise.resolve({ query: { assets: 'BTC,ETH,USDT,NOPE' } }),
  getRestrictionCheck: none,
  getKrRestrictCheck: none,
  postLogout: () =>
    Promise.resolve({ json: { errorApi: '/api/ctc/query-order-list?page=1&size=20', errorReason: '20051' } }),
  getLogout: none,
  getUserInfo: none,
  getKycInfo: none,
  getBrokerCheck: none,
  getFavorites: none,
  addFavorite: () => Promise.resolve({ json: { symbol: 'BNB_USDT' } }),
  removeFavorite: () => Promise.resolve({ json: { symbol: 'BTC_USDT' } }),
  getAssets: none,
  getAssetLogos: none,
  getSpotBalance: () => Promise.resolve({ accountGroup: 0, query: { includeStaking: 'true' } }),
  getVerifyUser: none,
  acceptTerm: () => Promise.resolve({ json: { acceptTerm: true } }),
  getCryptoFiat: () => Promise.resolve({ query: { language: 'en' } }),
  getStartupCurrencyList: none,
  queryAdvList: () => Promise.resolve({ json: { side: 'SELL', asset: 'BTC', fiat: 'EUR', page: 1, size: 20 } }),
  getAdvertiseDetail: async (call) => ({ query: { adNo: (await buyableAd(call)).adNo } }),
  getAdvertiserProfile: async (call) => ({ query: { userId: (await buyableAd(call)).advertiser.userId } }),
  getAdvertiserAds: async (call) => ({ query: { userId: (await buyableAd(call)).advertiser.userId } }),
  getFeedbackList: async (call) => ({
    query: { userId: (await buyableAd(call)).advertiser.userId, rating: 'NEGATIVE', page: '1', size: '5' },
  }),
  getOrderFeedback: async (call) => ({ query: { orderId: await completedOrderId(call) } }),
  saveOrderFeedback: async (call) => ({
    json: { orderId: await completedOrderId(call), rating: 'NEGATIVE', comment: 'Slow <b>release</b>.' },
  }),
  remindCounterparty: async (call) => ({ json: { orderId: await remindableOrderId(call) } }),
  createAppeal: async (call) => ({
    json: {
      orderId: await openOrderId(call, (order) => order.appealable),
      reason: 'PAID_NOT_RELEASED',
      description: 'Paid <b>hours</b> ago, nothing released.',
      evidence: [],
      clientRequestId: clientKey('appeal'),
    },
  }),
  getAppeal: async (call) => ({ query: { orderId: await openOrderId(call, underAppeal) } }),
  cancelAppeal: async (call) => ({ json: { orderId: await openOrderId(call, underAppeal) } }),
  blockUser: async (call) => ({ json: { userId: (await buyableAd(call)).advertiser.userId } }),
  unblockUser: async (call) => ({ json: { userId: (await buyableAd(call)).advertiser.userId } }),
  getBlockedUsers: () => Promise.resolve({ query: { page: '1', size: '5' } }),
  getAdRules: none,
  applyAdvertiser: () => Promise.resolve({ json: { acceptAdvertiserTerms: true } }),
  getMyAds: () => Promise.resolve({ json: { makerSide: 'BUY', statuses: ['OFFLINE', 'ONLINE'], page: 1, size: 20 } }),
  getMyAd: async (call) => ({ query: { adNo: await postedAdNo(call) } }),
  createAd: () => Promise.resolve({ json: offlineBuyAd() }),
  updateAd: async (call) => ({
    json: { adNo: await postedAdNo(call), premiumPercent: '-1.2', clientRequestId: clientKey('edit') },
  }),
  changeAdStatus: async (call) => ({ json: { adNo: await postedAdNo(call), status: 'ONLINE' } }),
  closeAd: async (call) => ({ json: { adNo: await postedAdNo(call) } }),
  createOrder: async (call) => {
    const ad = await buyableAd(call);
    return {
      json: {
        adNo: ad.adNo,
        side: 'BUY',
        fiatAmount: '100',
        payMethodCode: ad.payMethods[0]!.code,
        clientOrderId: clientKey('order'),
      },
    };
  },
  getOrderList: () => Promise.resolve({ query: { page: '1', size: '20' } }),
  getOrderDetails: async (call) => ({ query: { orderId: await placedOrderId(call) } }),
  updateOrderState: async (call) => ({
    json: { orderId: await placedOrderId(call), action: 'PAID', clientRequestId: clientKey('req') },
  }),
  getChatMessages: async (call) => ({ query: { orderId: await placedOrderId(call) } }),
  sendChatMessage: async (call) => ({
    json: {
      orderId: await placedOrderId(call),
      type: 'TEXT',
      content: 'Hello <b>there</b>',
      clientMsgId: clientKey('msg'),
    },
  }),
  uploadFile: () => Promise.resolve({ form: fileForm(pngBytes(), 'receipt.png', 'image/png') }),
  uploadPicture: () => Promise.resolve({ form: fileForm(pngBytes(), 'qr.png', 'image/png') }),
  getUserPayments: none,
  createUserPayment: () =>
    Promise.resolve({
      json: { methodCode: 'PAYPAL', accountNo: 'alex.morgan@example.com', receiverName: 'Alex Morgan' },
    }),
  removeUserPayment: () => Promise.resolve({ json: { id: '7730013' } }),
  sendCode: () => Promise.resolve({ json: { type: 'SMS', scene: 'RELEASE' } }),
};
