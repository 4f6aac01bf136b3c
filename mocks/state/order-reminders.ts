import type { OrderReminder } from '@/api/generated/models';
import { BIZ, MockBizError } from './business-codes';
import { systemNotice } from './chat-log';
import { isTwoParty } from './order-party';
import type { OrderRecord } from './types';

// Reminders on an open order (docs/product-rules.md §17.9): the buyer reminds the seller to release from 5 minutes
// after marking paid, the seller reminds the buyer to pay from half of the payment window; each next one the same
// wait after the last.

const RELEASE_WAIT_MS = 5 * 60_000;
/** The simulated counterparty reminds the trader at most this often, so a long-open order's chat does not fill. */
const SIMULATED_REMINDERS = 2;

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** The wait before one side's reminder, and what it counts from, in the order's stage; null when there is none. */
function reminderRule(order: OrderRecord, buyer: boolean): { from: number; wait: number } | null {
  if (buyer && order.stage === 'PAID' && order.paidAt !== null) return { from: order.paidAt, wait: RELEASE_WAIT_MS };
  if (!buyer && order.stage === 'PENDING_PAYMENT')
    return { from: order.createdAt, wait: Math.floor((order.payDeadline - order.createdAt) / 2) };
  return null;
}

/** When the owner may send the next reminder; null when their side has none to send now. */
function availableAt(order: OrderRecord): number | null {
  const rule = reminderRule(order, order.side === 'B');
  if (!rule) return null;
  const last = order.reminderSentAt ?? null;
  return last !== null && last >= rule.from ? last + rule.wait : rule.from + rule.wait;
}

/** An open order's reminders, as the owner sees them. */
export function viewReminder(order: OrderRecord): OrderReminder {
  return {
    availableAt: iso(availableAt(order)),
    lastSentAt: iso(order.reminderSentAt),
    receivedAt: iso(order.remindersReceived?.at(-1)),
  };
}

const noticeKey = (fromBuyer: boolean) => (fromBuyer ? 'reminderToRelease' : 'reminderToPay');

/** The owner reminds the counterparty, or is refused: 30005 with none to send, 30018 before the wait is over. */
export function remindCounterparty(order: OrderRecord, now: number): void {
  const at = availableAt(order);
  if (at === null) throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'There is no reminder to send in this order state.');
  if (now < at) {
    const minutes = Math.ceil((at - now) / 60_000);
    throw new MockBizError(BIZ.REMIND_TOO_EARLY, `You can send the next reminder in ${minutes} minute(s).`);
  }
  order.reminderSentAt = now;
  systemNotice(order, { key: noticeKey(order.side === 'B') }, now);
}

/** The simulated counterparty's next reminder to the owner, when it is due in this stage. */
export function nextSimulatedReminder(order: OrderRecord): { at: number; run: (at: number) => void } | undefined {
  if (isTwoParty(order)) return undefined;
  // The counterparty is the buyer when the owner sells.
  const rule = reminderRule(order, order.side === 'S');
  if (!rule) return undefined;
  const received = (order.remindersReceived ?? []).filter((at) => at >= rule.from);
  if (received.length >= SIMULATED_REMINDERS) return undefined;
  const at = (received.at(-1) ?? rule.from) + rule.wait;
  // A buyer's reminder at the payment deadline would come with the cancellation.
  if (order.stage === 'PENDING_PAYMENT' && at >= order.payDeadline) return undefined;
  return {
    at,
    run: (time) => {
      order.remindersReceived = [...(order.remindersReceived ?? []), time];
      systemNotice(order, { key: noticeKey(order.side === 'S') }, time);
    },
  };
}
