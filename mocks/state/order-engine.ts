import type { OrderAction } from '@/api/generated/models';
import { getMockConfig } from '../config';
import { BIZ, MockBizError } from './business-codes';
import { counterpartySays, roleNotice, systemNotice } from './chat-log';
import { checkAppealAllowed, nextSupportStep, openAppeal } from './order-appeals';
import { isTwoParty } from './order-party';
import { nextSimulatedReminder } from './order-reminders';
import { cancel, complete } from './order-settlement';
import { isOpen } from './order-view';
import type { OrderRecord } from './types';

// The order state machine and the simulated counterparty. Everything time-driven is applied lazily when an order
// is next read, with no timers: every reader sees the same history, fake clocks work and nothing leaks between tests.

export function markPaid(order: OrderRecord, at: number): void {
  order.stage = 'PAID';
  order.paidAt = at;
  roleNotice(order, { buyer: { key: 'paidWaitForSeller' }, seller: { key: 'paidCheckAndRelease' } }, at);
  counterpartySays(
    order,
    order.side === 'B' ? 'Thanks! Checking my account now.' : 'I have paid. Please check and release, thank you.',
    at,
  );
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

interface DueEvent {
  at: number;
  run: (at: number) => void;
}

function nextStep(order: OrderRecord, delay: number): DueEvent | undefined {
  // With two real parties only the platform acts: the deadline and the completion after a release.
  const simulated = !isTwoParty(order);
  switch (order.stage) {
    case 'PENDING_PAYMENT': {
      // Selling: the simulated buyer pays `delay` after the order is created; otherwise the deadline cancels.
      const buyerPaysAt = order.createdAt + delay;
      if (simulated && order.side === 'S' && buyerPaysAt < order.payDeadline)
        return { at: buyerPaysAt, run: (at) => markPaid(order, at) };
      return { at: order.payDeadline, run: (at) => cancel(order, at, true) };
    }
    case 'PAID':
      // Buying: the simulated seller confirms receipt `delay` after the user marked the order paid.
      return simulated && order.side === 'B' && !order.appealCase
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
    const due = [nextStep(order, delay), nextReply(order), nextSimulatedReminder(order), nextSupportStep(order)]
      .filter((e): e is DueEvent => e !== undefined && e.at <= now)
      .sort((a, b) => a.at - b.at)[0];
    if (!due) return order;
    due.run(due.at);
  }
}

/** The simulated counterparty will answer the owner's message; a real one answers for themselves. */
export function expectReply(order: OrderRecord, now = Date.now()): void {
  if (isTwoParty(order)) return;
  order.replyDueAt ??= now + getMockConfig().counterpartyDelayMs;
}

function refuse(message: string): never {
  throw new MockBizError(BIZ.STATE_NOT_ALLOWED, message);
}

/** Refuses (30005) an action the caller's side or the order's stage does not allow; moves nothing. */
export function checkAction(order: OrderRecord, action: OrderAction, now = Date.now()): void {
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
      // The order action appeals a paid order only; createAppeal also opens one on a recently canceled order.
      if (order.stage !== 'PAID') refuse('An appeal can only be opened after payment.');
      checkAppealAllowed(order, now);
  }
}

/** The reason an APPEAL action carries, or this when it has none. */
const APPEAL_ACTION_TEXT = 'Opened with the order action APPEAL.';

export function applyAction(order: OrderRecord, action: OrderAction, now = Date.now(), reason?: string): void {
  checkAction(order, action, now);
  switch (action) {
    case 'PAID':
      return markPaid(order, now);
    case 'CANCEL':
      counterpartySays(order, 'No problem, the order is canceled.', now);
      return cancel(order, now, false);
    case 'RELEASE':
      return confirmReceipt(order, now);
    case 'APPEAL':
      return openAppeal(
        order,
        { reason: 'OTHER', description: reason?.trim() || APPEAL_ACTION_TEXT, evidence: [] },
        now,
      );
  }
}
