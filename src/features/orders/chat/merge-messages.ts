import type { ChatMessage } from '@/api/generated/models';

/**
 * `cursor` moves only with polls, never with our own sent messages: a sent message can have a higher id than a
 * counterparty message the poll has not fetched yet, and `afterId` must not skip that one.
 */
export interface ChatLog {
  list: ChatMessage[];
  cursor: string | null;
}

const DIGITS = /^\d+$/;

/** Ids increase over time; digit ids compare by length first, as they outgrow 2^53. */
export function compareIds(a: string, b: string): number {
  if (DIGITS.test(a) && DIGITS.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Union by id (a later copy wins), oldest first: polls may overlap and a sent message may come back in a poll. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return [...current];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

export function lastIdOf(list: readonly ChatMessage[]): string | null {
  return list.reduce<string | null>((max, m) => (max === null || compareIds(m.id, max) > 0 ? m.id : max), null);
}
