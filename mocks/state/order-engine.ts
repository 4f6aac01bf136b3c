import type { OrderAction } from '@/api/generated/models';
import { getMockConfig } from '../config';
import { adjustBalance, unfreeze } from './balances';
import { BIZ, MockBizError } from './business-codes';
import { counterpartySays, systemNotice } from './chat-log';
import { dec, fixed } from './money';
import { nextSimulatedReminder } from './order-reminders';
import { isOpen } from './order-view';
import { findAd, getState } from './store';
import type { OrderRecord } from './types';

// The order state machine and the simulated counterparty. Everything time-driven is applied lazily when an order
// is next read, with no timers: every reader sees the same history, fake clocks work and nothing leaks between tests.

function ownerOf(order: OrderRecord) {
  const user = getState().users.get(order.ownerId);
  if (!user) throw new Error(`Order ${order.orderId} has no owner`);
  return user;
}

function restoreAd(order: OrderRecord): void {
  const ad = findAd(order.adNo);
  if (!ad) return;
  const scale = ad.remaining.split('.')[1]?.length ?? 0;
  const restored = dec(ad.remaining).plus(order.cryptoAmount);
  ad.remaining = fixed(restored.gt(ad.quantity) ? ad.quantity : restored, scale);
}

export function cancel(order: OrderRecord, at: number, byTimeout: boolean): void {
  order.stage = 'CANCELED';
  order.closedAt = at;
  restoreAd(order);
  // The seller's escrow goes back to the seller; here the seller can only be the owner (sell orders).
  if (order.side === 'S') unfreeze(ownerOf(order), order.asset, order.cryptoAmount);
  systemNotice(order, { key: byTimeout ? 'canceledByTimeout' : 'canceledByBuyer' }, at);
}

export function markPaid(order: OrderRecord, at: number): void {
  order.stage = 'PAID';
  order.paidAt = at;
  if (order.side === 'B') {
    systemNotice(order, { key: 'paidWaitForSeller' }, at);
    counterpartySays(order, 'Thanks! Checking my account now.', at);
  } else {
    systemNotice(order, { key: 'paidCheckAndRelease' }, at);
    counterpartySays(order, 'I have paid. Please check and release, thank you.', at);
  }
}

export function confirmReceipt(order: OrderRecord, at: number): void {
  order.stage = 'PENDING_RELEASE';
  order.receiptConfirmedAt = at;
  systemNotice(order, { key: 'receiptConfirmed' }, at);
  counterpartySays(
    order,
    order.side === 'B' ? 'Payment received, releasing now. Thank you!' : 'Great, thank you for the quick release!',
    at,
  );
}

export function complete(order: OrderRecord, at: number): void {
  order.stage = 'COMPLETED';
  order.closedAt = at;
  const owner = ownerOf(order);
  // The fee is deducted from the crypto the buyer receives.
  if (order.side === 'B')
    adjustBalance(owner, order.asset, 'available', dec(order.cryptoAmount).minus(order.fee).toString());
  else adjustBalance(owner, order.asset, 'frozen', dec(order.cryptoAmount).neg().toString());
  systemNotice(order, { key: 'completed', values: { amount: order.cryptoAmount, asset: order.asset } }, at);
}

interface DueEvent {
  at: number;
  run: (at: number) => void;
}

function nextStep(order: OrderRecord, delay: number): DueEvent | undefined {
  switch (order.stage) {
    case 'PENDING_PAYMENT': {
      // Selling: the simulated buyer pays `delay` after the order is created; otherwise the deadline cancels.
      const buyerPaysAt = order.createdAt + delay;
      if (order.side === 'S' && buyerPaysAt < order.payDeadline)
        return { at: buyerPaysAt, run: (at) => markPaid(order, at) };
      return { at: order.payDeadline, run: (at) => cancel(order, at, true) };
    }
    case 'PAID':
      // Buying: the simulated seller confirms receipt `delay` after the user marked the order paid.
      return order.side === 'B' && !order.sellerStalls
        ? { at: (order.paidAt ?? 0) + delay, run: (at) => confirmReceipt(order, at) }
        : undefined;
    case 'PENDING_RELEASE':
      return { at: (order.receiptConfirmedAt ?? 0) + Math.floor(delay / 2), run: (at) => complete(order, at) };
    default:
      return undefined;
  }
}

const REPLIES = ['OK 👍', 'Got it, thanks.', 'One moment please.'];

function nextReply(order: OrderRecord): DueEvent | undefined {
  if (order.replyDueAt === null) return undefined;
  return {
    at: order.replyDueAt,
    run: (at) => {
      order.replyDueAt = null;
      if (isOpen(order)) counterpartySays(order, REPLIES[order.orderId.length % REPLIES.length]!, at);
    },
  };
}

/** Applies every due step oldest first, so chat ids keep following time. */
export function advanceOrder(order: OrderRecord, now = Date.now()): OrderRecord {
  const delay = getMockConfig().counterpartyDelayMs;
  for (;;) {
    const due = [nextStep(order, delay), nextReply(order), nextSimulatedReminder(order)]
      .filter((e): e is DueEvent => e !== undefined && e.at <= now)
      .sort((a, b) => a.at - b.at)[0];
    if (!due) return order;
    due.run(due.at);
  }
}

export function expectReply(order: OrderRecord, now = Date.now()): void {
  order.replyDueAt ??= now + getMockConfig().counterpartyDelayMs;
}

function refuse(message: string): never {
  throw new MockBizError(BIZ.STATE_NOT_ALLOWED, message);
}

/** Refuses (30005) an action the caller's side or the order's stage does not allow; moves nothing. */
export function checkAction(order: OrderRecord, action: OrderAction): void {
  const buyer = order.side === 'B';
  switch (action) {
    case 'PAID':
      if (!buyer) refuse('Only the buyer can mark the order as paid.');
      if (order.stage !== 'PENDING_PAYMENT') refuse('The order cannot be marked as paid in its current state.');
      return;
    case 'CANCEL':
      if (!buyer) refuse('Only the buyer can cancel the order.');
      if (order.stage !== 'PENDING_PAYMENT') refuse('The order cannot be canceled after payment.');
      return;
    case 'RELEASE':
      if (buyer) refuse('Only the seller can release the crypto.');
      if (order.stage !== 'PAID') refuse('The crypto can only be released after the buyer has paid.');
      return;
    case 'APPEAL':
      if (order.stage !== 'PAID') refuse('An appeal can only be opened after payment.');
  }
}

export function applyAction(order: OrderRecord, action: OrderAction, now = Date.now()): void {
  checkAction(order, action);
  switch (action) {
    case 'PAID':
      return markPaid(order, now);
    case 'CANCEL':
      counterpartySays(order, 'No problem, the order is canceled.', now);
      return cancel(order, now, false);
    case 'RELEASE':
      return confirmReceipt(order, now);
    case 'APPEAL':
      order.stage = 'IN_PROCESS';
      systemNotice(order, { key: 'appealOpened' }, now);
      counterpartySays(order, 'OK, let us wait for customer service.', now);
      return;
  }
}
