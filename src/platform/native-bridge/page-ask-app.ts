import type { askApp } from './native-app';

// The embedded apps are entries of their own, also built for other sites, so they read the page's askApp here
// instead of bundling the bridge; initNativeApp sets it under the same Symbol.for key.
const ASK_APP_KEY = Symbol.for('p2p.nativeBridge.askApp');

/** The page's askApp; undefined on a page that runs no bridge (an embedded app is then a web app only). */
export const pageAskApp = (): typeof askApp | undefined =>
  (globalThis as Record<symbol, typeof askApp | undefined>)[ASK_APP_KEY];
