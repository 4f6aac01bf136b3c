// The pair an ad list shows without filters: USDT, and spec §4/§9's fiat when the server names none (a signed-in
// trader's trading-feature state may name another). One place for the app (the list, its prefetch, the session's
// start-up) and the build, which prerenders the lists on it (vite.config.ts, issue 20). No imports: the Vite
// config loads this file as it is.
export const DEFAULT_PAIR = { asset: 'USDT', fiat: 'USD' } as const;
