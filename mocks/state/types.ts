import type { SystemNotice } from '../fixtures/system-notices';
import type {
  AdPauseReason,
  AdPriceType,
  AdSide,
  AdTakerConditions,
  Advertisement,
  AppealEvidence,
  AppealReason,
  ChatMessageType,
  Counterparty,
  MyAdStatus,
  OrderSide,
  TraderStatus,
  UserPayment,
} from '@/api/generated/models';
import type { AdvertiserRecord } from '../fixtures/advertisers';
import type { MockUser } from '../users';

// Records of the in-memory store. Times are epoch milliseconds; amounts are decimal strings.

/**
 * The contract splits the paid status by viewer (PENDING_FIAT_RECEIPT for the seller, PENDING_CRYPTO_RECEIPT for the
 * buyer), so the store keeps one stage and the view maps it.
 */
export type OrderStage =
  'PENDING_PAYMENT' | 'PAID' | 'PENDING_RELEASE' | 'COMPLETED' | 'CANCELED' | 'FAILED' | 'IN_PROCESS';

export interface OrderRecord {
  orderId: string;
  externalOrderId?: string;
  adNo: string;
  /** The user who placed the order; the other party is simulated unless `makerId` names a real one. */
  ownerId: string;
  /**
   * The user whose own ad was taken (docs/product-rules.md §18.10): both parties are real, and the maker reads the
   * same record from the other side (mocks/state/order-party.ts).
   */
  makerId?: string;
  /** B = the owner buys, S = the owner sells (contract OrderSide). */
  side: OrderSide;
  stage: OrderStage;
  asset: string;
  fiat: string;
  cryptoAmount: string;
  fiatAmount: string;
  price: string;
  fee: string;
  createdAt: number;
  payDeadline: number;
  paidAt: number | null;
  receiptConfirmedAt: number | null;
  closedAt: number | null;
  payMethodName: string;
  receiverName: string;
  paymentInfo: string;
  counterparty: Counterparty;
  buyerRealName: string;
  /** The owner's saved payment method the buyer pays to (sell orders); blocks its removal while open. */
  userPaymentId?: string;
  /** The maker's saved payment method the owner pays to, on an order taken on a maker's sell ad. */
  makerPaymentId?: string;
  /** When the simulated counterparty answers the owner's last chat message; null when nothing is pending. */
  replyDueAt: number | null;
  /** The owner's feedback on the counterparty, once left (docs/product-rules.md §17). */
  feedbackGiven?: FeedbackRecord;
  /** The simulated counterparty's feedback on the owner, left a minute after completion. */
  feedbackReceived?: FeedbackRecord;
  /** When the owner last reminded the counterparty (docs/product-rules.md §17.9). */
  reminderSentAt?: number | null;
  /** When the simulated counterparty reminded the owner, oldest first. */
  remindersReceived?: number[];
  /**
   * The `appeal` scenario's orders (and the seeded stalled one): the simulated seller never confirms receipt, and
   * customer service works an appeal opened on the order to its end (mocks/state/order-appeals.ts).
   */
  appealCase?: boolean;
  /** The order's latest appeal (docs/product-rules.md §17.10); a withdrawn one is replaced by the next. */
  appeal?: AppealRecord;
}

type AppealRecordState = 'UNDER_REVIEW' | 'AWAITING_OWNER' | 'RESOLVED_BUYER' | 'RESOLVED_SELLER' | 'CANCELED';

export interface AppealRecord {
  id: string;
  state: AppealRecordState;
  reason: AppealReason;
  description: string;
  evidence: AppealEvidence[];
  /** The simulated counterparty opens one only in seeds (stories): the owner then cannot withdraw it. */
  openedBy: 'OWNER' | 'COUNTERPARTY';
  openedAt: number;
  /** The stage the order goes back to when the appeal is withdrawn. */
  stageBefore: 'PAID' | 'CANCELED';
  /** Customer service's steps, when each happened (null: not yet). */
  joinedAt: number | null;
  askedAt: number | null;
  respondedAt: number | null;
  resolvedAt: number | null;
}

export interface FeedbackRecord {
  rating: 'POSITIVE' | 'NEGATIVE';
  comment: string;
  createdAt: number;
  updatedAt: number;
}

export interface ChatRecord {
  id: number;
  orderId: string;
  authorId: string | null;
  nickname: string;
  type: ChatMessageType;
  content: string;
  fileUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  createdAt: number;
  clientMsgId: string | null;
  /** A system notice's key and values: its words are the reader's language (fixtures/system-notices.ts). */
  notice?: SystemNotice;
  /** Written by customer service handling the order's appeal. */
  customerService?: boolean;
  /** A notice worded for one party of a two-party order (the buyer's or the seller's), shown to that user only. */
  readerId?: string;
}

export interface StoredFile {
  id: string;
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  /** Who uploaded it: an appeal attaches only the trader's own files. */
  ownerId?: string;
}

export interface BalanceRecord {
  available: string;
  frozen: string;
  staking: string;
}

export interface UserState {
  profile: MockUser;
  acceptTerm: boolean;
  paymentMethods: UserPayment[];
  favorites: string[];
  balances: Map<string, BalanceRecord>;
  /** When a code was last sent, by `${type}:${scene}` (send-code's resendAfterSeconds). */
  codesSentAt: Map<string, number>;
  /** The users this one blocked, by user id (docs/product-rules.md §17). */
  blocked: Map<string, BlockRecord>;
  /** ACTIVE once the user may post ads (applyAdvertiser). */
  traderStatus: TraderStatus;
}

/** One of a user's own ads (docs/product-rules.md §18); while ONLINE its public copy is in `MockState.ads`. */
export interface MakerAdRecord {
  adNo: string;
  ownerId: string;
  makerSide: AdSide;
  asset: string;
  fiat: string;
  priceType: AdPriceType;
  /** A FIXED ad's price. */
  fixedPrice?: string;
  /** A FLOATING ad's premium over the market price, in percent. */
  premiumPercent?: string;
  quantity: string;
  /** Held by orders in progress. */
  frozen: string;
  /** Gone to completed orders. */
  traded: string;
  minLimit: string;
  maxLimit: string;
  payMethodCodes: string[];
  /** A sell ad's saved payment methods. */
  userPaymentIds?: string[];
  payWindowMinutes: number;
  remark: string;
  autoReply: string;
  takerConditions: AdTakerConditions;
  status: MyAdStatus;
  pauseReason?: AdPauseReason;
  createdAt: number;
  updatedAt: number;
}

export interface BlockRecord {
  nickname: string;
  blockedAt: number;
}

/** The crypto USD rates the mocks quote (mocks/state/market-rates.ts). */
export interface MarketRates {
  /** Each crypto asset's USD rate before the live market's drift: the fixtures' reference price, unless a test set one. */
  usdRates: Map<string, string>;
  /** Steps the live market has walked the rates so far; 0 quotes them as set. */
  driftStep: number;
}

export interface MockState {
  users: Map<string, UserState>;
  advertisers: Map<string, AdvertiserRecord>;
  ads: Map<string, Advertisement>;
  /** Users' own ads, by number. */
  makerAds: Map<string, MakerAdRecord>;
  bulkAds: Advertisement[] | null;
  market: MarketRates;
  orders: Map<string, OrderRecord>;
  chat: Map<string, ChatRecord[]>;
  files: Map<string, StoredFile>;
  /** First results of idempotent commands, by `${command}:${userId}:${clientKey}`. */
  idempotency: Map<string, unknown>;
  seq: { order: number; chat: number; payment: number; file: number; ad: number };
}
