export interface LastListChoice {
  side: 'buy' | 'sell';
  asset: string;
  fiat: string;
}

const KEY = 'p2p.lastList';
const CODE = /^[A-Z0-9]{2,10}$/;

export function readLastListChoice(): LastListChoice | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LastListChoice>;
    if (
      (value.side === 'buy' || value.side === 'sell') &&
      CODE.test(value.asset ?? '') &&
      CODE.test(value.fiat ?? '')
    ) {
      return { side: value.side, asset: value.asset!, fiat: value.fiat! };
    }
  } catch {
    // Corrupt or unavailable storage: fall back to the default list.
  }
  return null;
}

export function saveLastListChoice(choice: LastListChoice): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the guard simply falls back to buy.
  }
}
