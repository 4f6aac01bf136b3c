import type { OrderFeedback, OrderFeedbackState, SaveOrderFeedbackRequest } from '@/api/generated/models';
import { BIZ, MockBizError, invalidField } from './business-codes';
import { isTwoParty } from './order-party';
import type { FeedbackRecord, OrderRecord } from './types';

// Each side of a completed order leaves one feedback on the other and may change it for 7 days
// (docs/product-rules.md §17). The simulated counterparty leaves theirs a minute after completion.

const FEEDBACK_WINDOW_MS = 7 * 86_400_000;
const COUNTERPARTY_DELAY_MS = 60_000;
const COMMENT_MAX = 500;
const COUNTERPARTY_COMMENTS = ['Smooth trade, thank you.', 'Quick and friendly.', '', 'All good, would trade again.'];

const completedAt = (order: OrderRecord): number | null =>
  order.stage === 'COMPLETED' ? (order.closedAt ?? order.receiptConfirmedAt ?? order.createdAt) : null;

/** The simulated counterparty's feedback, once it is due: positive, with a comment picked by the order id. */
function settleReceived(order: OrderRecord, now: number): void {
  const done = completedAt(order);
  if (isTwoParty(order) || done === null || order.feedbackReceived || now < done + COUNTERPARTY_DELAY_MS) return;
  const at = done + COUNTERPARTY_DELAY_MS;
  const comment = COUNTERPARTY_COMMENTS[Number(order.orderId.slice(-4)) % COUNTERPARTY_COMMENTS.length]!;
  order.feedbackReceived = { rating: 'POSITIVE', comment, createdAt: at, updatedAt: at };
}

const view = (record: FeedbackRecord | undefined): OrderFeedback | null =>
  record
    ? {
        rating: record.rating,
        comment: record.comment,
        createdAt: new Date(record.createdAt).toISOString(),
        updatedAt: new Date(record.updatedAt).toISOString(),
      }
    : null;

export function orderFeedbackOf(order: OrderRecord, now: number): OrderFeedbackState {
  settleReceived(order, now);
  const done = completedAt(order);
  return {
    orderId: order.orderId,
    given: view(order.feedbackGiven),
    received: view(order.feedbackReceived),
    editableUntil: done === null ? null : new Date(done + FEEDBACK_WINDOW_MS).toISOString(),
  };
}

/** The feedback records the user received, from every order in the mocks, newest first. */
export function feedbackReceivedBy(
  userId: string,
  orders: Iterable<OrderRecord>,
  authorOf: (order: OrderRecord) => string,
  now: number,
): Array<FeedbackRecord & { authorNickname: string; side: 'BUY' | 'SELL'; asset: string; id: string }> {
  const found = [];
  for (const order of orders) {
    settleReceived(order, now);
    // The owner's feedback is about the counterparty; the counterparty's is about the owner.
    const record =
      order.counterparty.userId === userId
        ? order.feedbackGiven
        : order.ownerId === userId
          ? order.feedbackReceived
          : undefined;
    if (!record) continue;
    const authorBought = order.counterparty.userId === userId ? order.side === 'B' : order.side === 'S';
    found.push({
      ...record,
      authorNickname: authorOf(order),
      side: authorBought ? ('BUY' as const) : ('SELL' as const),
      asset: order.asset,
      id: `FO${order.orderId}${order.counterparty.userId === userId ? 'B' : 'S'}`.slice(0, 32),
    });
  }
  return found.sort((a, b) => b.updatedAt - a.updatedAt);
}

export function saveOrderFeedback(order: OrderRecord, body: Partial<SaveOrderFeedbackRequest>, now: number): void {
  if (body.rating !== 'POSITIVE' && body.rating !== 'NEGATIVE')
    throw invalidField('rating must be POSITIVE or NEGATIVE.');
  if (body.comment !== undefined && typeof body.comment !== 'string') throw invalidField('comment must be a string.');
  const comment = (body.comment ?? '').trim();
  if ([...comment].length > COMMENT_MAX) throw invalidField(`comment must be at most ${COMMENT_MAX} characters.`);
  const done = completedAt(order);
  if (done === null || now > done + FEEDBACK_WINDOW_MS)
    throw new MockBizError(BIZ.FEEDBACK_CLOSED, 'Feedback can no longer be left or changed on this order.');
  const before = order.feedbackGiven;
  if (before && before.rating === body.rating && before.comment === comment) return;
  order.feedbackGiven = { rating: body.rating, comment, createdAt: before?.createdAt ?? now, updatedAt: now };
}
