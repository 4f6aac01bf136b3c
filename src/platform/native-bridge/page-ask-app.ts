import type { askApp } from './native-app';

/**
 * Where the page offers askApp (./native-app.ts) to the embedded apps (src/embedded-apps/*), which are entries
 * of their own, also built for other sites: they do not bundle the bridge, so it stays out of their code and of
 * the first load's shared chunks. initNativeApp sets it (./native-app.ts, with the same Symbol.for key); read
 * it with pageAskApp().
 */
const ASK_APP_KEY = Symbol.for('p2p.nativeBridge.askApp');

/** The page's askApp; undefined on a page that runs no bridge (an embedded app is then a web app only). */
export const pageAskApp = (): typeof askApp | undefined =>
  (globalThis as Record<symbol, typeof askApp | undefined>)[ASK_APP_KEY];
