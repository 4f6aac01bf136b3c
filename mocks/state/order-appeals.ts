import type { Appeal, AppealEvidence, AppealReason, AppealSummary, OrderAppeal } from '@/api/generated/models';
import { getMockConfig } from '../config';
import type { SystemNoticeKey } from '../fixtures/system-notices';
import { BIZ, MockBizError } from './business-codes';
import { appendMessage, counterpartySays, systemNotice } from './chat-log';
import { systemRecord } from './chat-record';
import { complete, returnToSeller } from './order-settlement';
import { getState } from './store';
import type { AppealRecord, OrderRecord } from './types';

// Appeals (docs/product-rules.md §17.10): the window, the reasons that fit each side, opening and withdrawing, and
// customer service working an appeal case's appeal to its end. Applied lazily on reading, as the engine's steps are.

/** The seller's fair chance to check the payment and release, counted from the buyer's "I've Paid". */
const APPEAL_WAIT_MS = 10 * 60_000;
/** How long after a cancellation the buyer may still appeal (paid, but the order was canceled). */
const CANCELED_APPEAL_MS = 24 * 3_600_000;
/** How long customer service waits for the answer it asked for before deciding on what it has. */
const RESPOND_WITHIN_MINUTES = 30;
const SUPPORT_AGENT = 'Customer service · Mia';

/** The reasons that fit each side and stage (contract AppealReason); src/features/orders keeps the same lists. */
export const APPEAL_REASONS = {
  buyerPaid: ['PAID_NOT_RELEASED', 'PAID_WRONG_AMOUNT', 'OTHER'],
  buyerCanceled: ['PAID_BUT_CANCELED', 'OTHER'],
  sellerPaid: ['PAYMENT_NOT_RECEIVED', 'PAYMENT_WRONG_AMOUNT', 'THIRD_PARTY_PAYMENT', 'OTHER'],
} as const satisfies Record<string, readonly AppealReason[]>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function isAppealOpen(appeal: AppealRecord | undefined): boolean {
  return appeal?.state === 'UNDER_REVIEW' || appeal?.state === 'AWAITING_OWNER';
}

/** When the owner may open an appeal in the order's stage; null when the stage has none. */
function appealWindow(order: OrderRecord): { opensAt: number; closesAt: number | null } | null {
  if (order.stage === 'PAID' && order.paidAt !== null)
    return { opensAt: order.paidAt + APPEAL_WAIT_MS, closesAt: null };
  const decided = order.appeal !== undefined && order.appeal.state !== 'CANCELED';
  if (order.stage === 'CANCELED' && order.side === 'B' && order.closedAt !== null && !decided)
    return { opensAt: order.closedAt, closesAt: order.closedAt + CANCELED_APPEAL_MS };
  return null;
}

function reasonsFor(order: OrderRecord): readonly AppealReason[] {
  if (order.side === 'S') return order.stage === 'PAID' ? APPEAL_REASONS.sellerPaid : [];
  return order.stage === 'PAID' ? APPEAL_REASONS.buyerPaid : APPEAL_REASONS.buyerCanceled;
}

export function isAppealable(order: OrderRecord, now: number): boolean {
  const window = appealWindow(order);
  return window !== null && now >= window.opensAt && (window.closesAt === null || now < window.closesAt);
}

function viewSummary(appeal: AppealRecord): AppealSummary {
  return {
    appealId: appeal.id,
    state: appeal.state === 'AWAITING_OWNER' ? 'AWAITING_YOUR_RESPONSE' : appeal.state,
    reason: appeal.reason,
    openedBy: appeal.openedBy === 'OWNER' ? 'SELF' : 'COUNTERPARTY',
    openedAt: new Date(appeal.openedAt).toISOString(),
    respondBy:
      appeal.state === 'AWAITING_OWNER' && appeal.askedAt !== null
        ? iso(appeal.askedAt + RESPOND_WITHIN_MINUTES * 60_000)
        : null,
    resolvedAt: iso(appeal.resolvedAt),
    cancelable: isAppealOpen(appeal) && appeal.openedBy === 'OWNER',
  };
}

/** The order's appeal window and latest appeal as the owner sees them; undefined when none ever applies. */
export function viewOrderAppeal(order: OrderRecord, now: number): OrderAppeal | undefined {
  const window = appealWindow(order);
  const current = order.appeal ? viewSummary(order.appeal) : null;
  const closed = window?.closesAt != null && now >= window.closesAt;
  if (current === null && (window === null || closed)) return undefined;
  return {
    opensAt: window && !closed ? iso(window.opensAt) : null,
    closesAt: window && !closed ? iso(window.closesAt) : null,
    current,
  };
}

export function viewAppeal(order: OrderRecord): Appeal {
  const appeal = order.appeal;
  if (!appeal) throw new MockBizError(BIZ.APPEAL_NOT_FOUND, 'There is no appeal on this order.');
  return {
    ...viewSummary(appeal),
    orderId: order.orderId,
    description: appeal.description,
    evidence: appeal.evidence.map((file) => ({ ...file })),
  };
}

export interface AppealInput {
  reason: AppealReason;
  description: string;
  evidence: AppealEvidence[];
}

/** Refuses what the order's stage and window do not allow, before anything else is looked at. */
export function checkAppealAllowed(order: OrderRecord, now: number): void {
  if (isAppealOpen(order.appeal) || order.stage === 'IN_PROCESS')
    throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'An appeal is already open on this order.');
  const window = appealWindow(order);
  if (!window) throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'This order cannot be appealed in its current state.');
  if (now < window.opensAt) {
    const minutes = Math.ceil((window.opensAt - now) / 60_000);
    throw new MockBizError(
      BIZ.APPEAL_NOT_OPEN,
      `You can appeal in ${minutes} minute(s), once the other party has had time to check the payment.`,
    );
  }
  if (window.closesAt !== null && now >= window.closesAt)
    throw new MockBizError(BIZ.APPEAL_NOT_OPEN, 'The time to appeal this order is over.');
}

export function openAppeal(order: OrderRecord, input: AppealInput, now: number): void {
  checkAppealAllowed(order, now);
  if (!reasonsFor(order).includes(input.reason))
    throw new MockBizError(BIZ.APPEAL_NOT_ACCEPTED, 'This reason does not fit your side of the order.');
  const state = getState();
  order.appeal = {
    id: String(7_100_000 + state.seq.chat),
    state: 'UNDER_REVIEW',
    reason: input.reason,
    description: input.description,
    evidence: input.evidence,
    openedBy: 'OWNER',
    openedAt: now,
    stageBefore: order.stage === 'CANCELED' ? 'CANCELED' : 'PAID',
    joinedAt: null,
    askedAt: null,
    respondedAt: null,
    resolvedAt: null,
  };
  order.stage = 'IN_PROCESS';
  systemNotice(order, { key: 'appealOpened' }, now);
  if (order.appeal.stageBefore === 'PAID') counterpartySays(order, 'OK, let us wait for customer service.', now);
}

/** Withdrawn by the owner, who opened it: the order goes back to where it was. Harmless twice. */
export function cancelAppeal(order: OrderRecord, now: number): void {
  const appeal = order.appeal;
  if (!appeal) throw new MockBizError(BIZ.APPEAL_NOT_FOUND, 'There is no appeal on this order.');
  if (appeal.state === 'CANCELED') return;
  if (!isAppealOpen(appeal)) throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'The appeal is already decided.');
  if (appeal.openedBy !== 'OWNER')
    throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'Only the party who opened the appeal can withdraw it.');
  appeal.state = 'CANCELED';
  appeal.resolvedAt = now;
  order.stage = appeal.stageBefore;
  systemNotice(order, { key: 'appealCanceled' }, now);
}

function supportSays(order: OrderRecord, key: SystemNoticeKey, at: number, minutes?: number): void {
  const record = systemRecord({ key, ...(minutes === undefined ? {} : { values: { minutes } }) }, at);
  appendMessage(order.orderId, { ...record, nickname: SUPPORT_AGENT, type: 'TEXT', customerService: true });
}

/** The owner wrote in the chat: an answer to customer service's question, when one is awaited. */
export function noteOwnerMessage(order: OrderRecord, now: number): void {
  const appeal = order.appeal;
  if (appeal?.state !== 'AWAITING_OWNER') return;
  appeal.state = 'UNDER_REVIEW';
  appeal.respondedAt = now;
  supportSays(order, 'supportThanks', now);
}

function resolve(order: OrderRecord, appeal: AppealRecord, forBuyer: boolean, at: number): void {
  appeal.state = forBuyer ? 'RESOLVED_BUYER' : 'RESOLVED_SELLER';
  appeal.resolvedAt = at;
  if (forBuyer) {
    systemNotice(order, { key: 'appealResolvedBuyer', values: { amount: order.cryptoAmount, asset: order.asset } }, at);
    complete(order, at);
  } else {
    systemNotice(order, { key: 'appealResolvedSeller' }, at);
    returnToSeller(order, at);
  }
}

/**
 * Customer service on an appeal case: joins, asks the owner for proof, and decides for the owner once answered, or
 * for the other party when the time to answer runs out.
 */
export function nextSupportStep(order: OrderRecord): { at: number; run: (at: number) => void } | undefined {
  const appeal = order.appeal;
  if (!order.appealCase || !appeal || !isAppealOpen(appeal)) return undefined;
  const delay = getMockConfig().supportDelayMs;
  const ownerBuys = order.side === 'B';
  if (appeal.joinedAt === null)
    return {
      at: appeal.openedAt + delay,
      run: (at) => {
        appeal.joinedAt = at;
        supportSays(order, 'supportJoined', at);
      },
    };
  if (appeal.askedAt === null)
    return {
      at: appeal.joinedAt + delay,
      run: (at) => {
        appeal.askedAt = at;
        appeal.state = 'AWAITING_OWNER';
        supportSays(order, ownerBuys ? 'supportAsksBuyer' : 'supportAsksSeller', at, RESPOND_WITHIN_MINUTES);
      },
    };
  if (appeal.respondedAt === null)
    return {
      at: appeal.askedAt + RESPOND_WITHIN_MINUTES * 60_000,
      run: (at) => resolve(order, appeal, !ownerBuys, at),
    };
  return { at: appeal.respondedAt + delay, run: (at) => resolve(order, appeal, ownerBuys, at) };
}
