import type { Advertisement, CreateOrderRequest, UserPayment } from '@/api/generated/models';
import { advertiserPaymentInfo } from '../fixtures/advertisers';
import { counterpartyOf } from './account-record';
import { BIZ, MockBizError, invalidField } from './business-codes';
import { samePerson } from './same-person';
import { getState } from './store';
import type { MakerAdRecord, OrderRecord, UserState } from './types';

// Who the order is with and how the buyer pays: a seeded ad's simulated advertiser, or on a user's own ad the maker
// (docs/product-rules.md §18.10), a real party whose saved payment method a buyer pays to and whose verified name a
// seller checks the payment against.

type OrderTerms = Pick<
  OrderRecord,
  | 'counterparty'
  | 'payMethodName'
  | 'receiverName'
  | 'paymentInfo'
  | 'buyerRealName'
  | 'userPaymentId'
  | 'makerId'
  | 'makerPaymentId'
>;

const unavailable = () => new MockBizError(BIZ.AD_NOT_FOUND, 'The advertisement is no longer available.');

const savedPaymentInfo = (saved: UserPayment): string => [saved.bankName, saved.accountNo].filter(Boolean).join(' ');

const verifiedName = (user: UserState): string => user.profile.kyc.name ?? user.profile.username;

/** The taker's saved payment method a buyer pays to, when the taker sells. */
function takerPayment(user: UserState, ad: Advertisement, req: CreateOrderRequest): UserPayment {
  const saved = user.paymentMethods.find((p) => p.id === req.userPaymentId);
  if (!saved) throw invalidField('Choose one of your saved payment methods.');
  if (!ad.payMethods.some((m) => m.code === saved.methodCode))
    throw invalidField('The advertiser does not accept this payment method.');
  return saved;
}

/** The terms of an order on a seeded ad: its advertiser is simulated, from the seeded pool. */
export function seededAdTerms(user: UserState, ad: Advertisement, req: CreateOrderRequest): OrderTerms {
  const advertiser = getState().advertisers.get(ad.advertiser.userId);
  if (!advertiser) throw unavailable();
  const counterparty = {
    userId: advertiser.userId,
    nickname: advertiser.nickname,
    online: advertiser.online,
    avgReleaseMinutes: advertiser.avgReleaseMinutes,
  };
  if (req.side === 'BUY') {
    const method = ad.payMethods.find((m) => m.code === req.payMethodCode);
    if (!method) throw invalidField('Choose one of the payment methods of this advertisement.');
    return {
      counterparty,
      payMethodName: method.name,
      receiverName: advertiser.realName,
      paymentInfo: advertiserPaymentInfo(advertiser, method.code, ad.fiat),
      buyerRealName: verifiedName(user),
    };
  }
  const saved = takerPayment(user, ad, req);
  return {
    counterparty,
    payMethodName: saved.methodName,
    receiverName: saved.receiverName,
    paymentInfo: savedPaymentInfo(saved),
    buyerRealName: advertiser.realName,
    userPaymentId: saved.id,
  };
}

/** The ad's maker, whom the taker may trade with (30009 when it is the taker themselves). */
export function makerFacing(taker: UserState, makerAd: MakerAdRecord): UserState {
  const maker = getState().users.get(makerAd.ownerId);
  if (!maker || samePerson(taker, maker)) throw unavailable();
  return maker;
}

export function makerAdTerms(
  taker: UserState,
  maker: UserState,
  ad: Advertisement,
  makerAd: MakerAdRecord,
  req: CreateOrderRequest,
): OrderTerms {
  const common = { counterparty: counterpartyOf(getState(), maker.profile), makerId: maker.profile.userId };
  if (req.side === 'SELL') {
    const saved = takerPayment(taker, ad, req);
    return {
      ...common,
      payMethodName: saved.methodName,
      receiverName: saved.receiverName,
      paymentInfo: savedPaymentInfo(saved),
      buyerRealName: verifiedName(maker),
      userPaymentId: saved.id,
    };
  }
  const method = ad.payMethods.find((m) => m.code === req.payMethodCode);
  if (!method) throw invalidField('Choose one of the payment methods of this advertisement.');
  const receiving = maker.paymentMethods.find(
    (p) => makerAd.userPaymentIds?.includes(p.id) && p.methodCode === method.code,
  );
  // The maker removed the account since posting: the ad cannot be paid that way.
  if (!receiving) throw unavailable();
  return {
    ...common,
    payMethodName: receiving.methodName,
    receiverName: receiving.receiverName,
    paymentInfo: savedPaymentInfo(receiving),
    buyerRealName: verifiedName(taker),
    makerPaymentId: receiving.id,
  };
}
