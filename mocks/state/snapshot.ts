import type { UserPayment } from '@/api/generated/models';
import { findAd, getState, resetMockState } from './store';
import { listMakerAd } from './my-ads';
import type {
  BalanceRecord,
  BlockRecord,
  ChatRecord,
  MakerAdRecord,
  OrderRecord,
  StoredFile,
  UserState,
} from './types';

// Kept in sessionStorage so a tab's trades survive reloads. Ads and advertisers are seeded deterministically, so
// only what orders changed (ad remaining) is kept; large files are left out.

const SNAPSHOT_VERSION = 1;
const MAX_PERSISTED_FILE_BYTES = 256 * 1024;

interface UserSnapshot {
  userId: string;
  acceptTerm: boolean;
  paymentMethods: UserPayment[];
  favorites: string[];
  balances: Array<[string, BalanceRecord]>;
  codesSentAt: Array<[string, number]>;
  /** Absent from snapshots taken before blocking existed. */
  blocked?: Array<[string, BlockRecord]>;
  /** Absent from snapshots taken before the maker side existed. */
  traderStatus?: UserState['traderStatus'];
}

export interface MockSnapshot {
  version: number;
  users: UserSnapshot[];
  adRemaining: Array<[string, string]>;
  /** Absent from snapshots taken before the maker side existed. */
  makerAds?: MakerAdRecord[];
  orders: OrderRecord[];
  chat: ChatRecord[];
  files: Array<Omit<StoredFile, 'bytes'> & { base64: string }>;
  idempotency: Array<[string, unknown]>;
  seq: { order: number; chat: number; payment: number; file: number };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export function snapshotState(): MockSnapshot {
  const state = getState();
  const orders = [...state.orders.values()];
  return {
    version: SNAPSHOT_VERSION,
    users: [...state.users.values()].map((u) => ({
      userId: u.profile.userId,
      acceptTerm: u.acceptTerm,
      paymentMethods: u.paymentMethods,
      favorites: u.favorites,
      balances: [...u.balances.entries()],
      codesSentAt: [...u.codesSentAt.entries()],
      blocked: [...u.blocked.entries()],
      traderStatus: u.traderStatus,
    })),
    adRemaining: [...new Set(orders.map((o) => o.adNo))].flatMap((adNo) => {
      const ad = findAd(adNo);
      return ad ? [[adNo, ad.remaining] as [string, string]] : [];
    }),
    makerAds: [...state.makerAds.values()],
    orders,
    chat: [...state.chat.values()].flat(),
    files: [...state.files.values()]
      .filter((f) => f.bytes.byteLength <= MAX_PERSISTED_FILE_BYTES)
      .map(({ bytes, ...rest }) => ({ ...rest, base64: toBase64(bytes) })),
    idempotency: [...state.idempotency.entries()],
    seq: { ...state.seq },
  };
}

/** Replaces the store with a snapshot; false (and a fresh store) when it is from another version. */
export function restoreState(snapshot: MockSnapshot): boolean {
  resetMockState();
  if (snapshot.version !== SNAPSHOT_VERSION) return false;
  const state = getState();
  for (const saved of snapshot.users) {
    const user = state.users.get(saved.userId);
    if (!user) continue;
    user.acceptTerm = saved.acceptTerm;
    user.paymentMethods = saved.paymentMethods;
    user.favorites = saved.favorites;
    user.balances = new Map(saved.balances);
    user.codesSentAt = new Map(saved.codesSentAt);
    user.blocked = new Map(saved.blocked ?? []);
    user.traderStatus = saved.traderStatus ?? user.traderStatus;
  }
  // Before the remaining quantities below: an order on a user's ad changed its public copy too.
  for (const record of snapshot.makerAds ?? []) {
    state.makerAds.set(record.adNo, record);
    listMakerAd(record);
  }
  for (const [adNo, remaining] of snapshot.adRemaining) {
    const ad = findAd(adNo);
    if (ad) ad.remaining = remaining;
  }
  state.orders = new Map(snapshot.orders.map((o) => [o.orderId, o]));
  state.chat = new Map();
  for (const message of snapshot.chat)
    state.chat.set(message.orderId, [...(state.chat.get(message.orderId) ?? []), message]);
  state.files = new Map(snapshot.files.map(({ base64, ...rest }) => [rest.id, { ...rest, bytes: fromBase64(base64) }]));
  state.idempotency = new Map(snapshot.idempotency);
  state.seq = { ...state.seq, ...snapshot.seq };
  return true;
}
