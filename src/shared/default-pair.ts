// Shared with the build, which prerenders the lists on it; no imports, since the Vite config loads this file as it is.
export const DEFAULT_PAIR = { asset: 'USDT', fiat: 'USD' } as const;
