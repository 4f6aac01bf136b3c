import type { OrderSide } from '@/api/generated/models';
import { counterpartyOf } from './account-record';
import { getState } from './store';
import type { AppealRecord, OrderRecord } from './types';

// An order taken on a user's own ad has two real parties (docs/product-rules.md §18.10). The record is kept as its
// taker (the owner) sees it; the maker reads and acts on the same record through a view that swaps the sides, so
// the state machine, the settlement and the views serve both without knowing which one is asking.

/** Both parties are real users: nothing is simulated for either. */
export const isTwoParty = (order: OrderRecord): boolean => order.makerId !== undefined;

/** The ids of the real users on each side; a simulated counterparty has none. */
export function realParties(order: OrderRecord): { buyerId?: string; sellerId?: string } {
  const other = isTwoParty(order) ? order.counterparty.userId : undefined;
  return order.side === 'B' ? { buyerId: order.ownerId, sellerId: other } : { buyerId: other, sellerId: order.ownerId };
}

/** Whether the user is one of the order's parties. */
export const isPartyTo = (order: OrderRecord, userId: string): boolean =>
  order.ownerId === userId || order.makerId === userId;

const otherSide = (side: OrderSide): OrderSide => (side === 'B' ? 'S' : 'B');
const otherOpener = (by: AppealRecord['openedBy']): AppealRecord['openedBy'] =>
  by === 'OWNER' ? 'COUNTERPARTY' : 'OWNER';

/** The appeal with "who opened it" told from the maker's side. */
function makerAppeal(appeal: AppealRecord): AppealRecord {
  return new Proxy(appeal, {
    get: (target, key, receiver) =>
      key === 'openedBy' ? otherOpener(target.openedBy) : Reflect.get(target, key, receiver),
    set: (target, key, value) =>
      Reflect.set(target, key, key === 'openedBy' ? otherOpener(value as AppealRecord['openedBy']) : value),
  });
}

type Field = keyof OrderRecord;

/** The fields that read differently from the maker's side: the owner's become the maker's and the other way round. */
const MAKER_READS: Partial<Record<Field, (record: OrderRecord) => unknown>> = {
  ownerId: (record) => record.makerId,
  side: (record) => otherSide(record.side),
  counterparty: (record) => {
    const taker = getState().users.get(record.ownerId);
    return taker ? counterpartyOf(getState(), taker.profile) : record.counterparty;
  },
  userPaymentId: (record) => record.makerPaymentId,
  feedbackGiven: (record) => record.feedbackReceived,
  feedbackReceived: (record) => record.feedbackGiven,
  // The taker's received reminders are the maker's sent ones, and the taker's last sent one is the maker's received.
  reminderSentAt: (record) => record.remindersReceived?.at(-1) ?? null,
  remindersReceived: (record) => (record.reminderSentAt == null ? [] : [record.reminderSentAt]),
  appeal: (record) => record.appeal && makerAppeal(record.appeal),
};

/** What the maker may change that is stored on the other side; every other swapped field is fixed once placed. */
const MAKER_WRITES: Partial<Record<Field, (record: OrderRecord, value: never) => void>> = {
  feedbackGiven: (record, value: OrderRecord['feedbackGiven']) => {
    record.feedbackReceived = value;
  },
  reminderSentAt: (record, value: number) => {
    record.remindersReceived = [...(record.remindersReceived ?? []), value];
  },
  appeal: (record, value: AppealRecord | undefined) => {
    record.appeal = value && { ...value, openedBy: otherOpener(value.openedBy) };
  },
};

/** The table's own entry for the key: a name such as `constructor` is no swapped field. */
const entry = <T>(table: Partial<Record<Field, T>>, key: string | symbol): T | undefined =>
  Object.hasOwn(table, key) ? table[key as Field] : undefined;

function makerView(record: OrderRecord): OrderRecord {
  return new Proxy(record, {
    get: (target, key, receiver) => {
      const read = entry(MAKER_READS, key);
      return read ? read(target) : Reflect.get(target, key, receiver);
    },
    set: (target, key, value) => {
      const write = entry(MAKER_WRITES, key);
      if (write) {
        write(target, value as never);
        return true;
      }
      if (entry(MAKER_READS, key)) throw new Error(`The maker cannot change the order's ${String(key)}.`);
      return Reflect.set(target, key, value);
    },
  });
}

/** The order as one of its parties sees it: the record itself for its owner, the swapped view for the maker. */
export function asSeenBy(record: OrderRecord, userId: string): OrderRecord {
  return record.makerId === userId && record.ownerId !== userId ? makerView(record) : record;
}
