// A buyer's is the method code (BANK_TRANSFER), a seller's the saved account's id.
export type TradeSide = 'buy' | 'sell';

const KEY = 'p2p.lastPayMethod';
const VALUE = /^[A-Za-z0-9_-]{1,64}$/;

type Stored = Partial<Record<TradeSide, string>>;

function readAll(): Stored {
  try {
    const value = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Stored;
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    // Corrupt or unavailable storage: nothing is preselected.
    return {};
  }
}

export function readLastPayMethod(side: TradeSide): string | undefined {
  const value = readAll()[side];
  return typeof value === 'string' && VALUE.test(value) ? value : undefined;
}

export function saveLastPayMethod(side: TradeSide, value: string): void {
  if (!VALUE.test(value)) return;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...readAll(), [side]: value }));
  } catch {
    // Storage full or blocked: the next dialog simply starts without a choice.
  }
}
