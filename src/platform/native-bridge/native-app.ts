import { createStore, type ReadableStore } from '@ds/store';
import { createNativeBridge, type NativeBridge } from './bridge-client';
import { detectNativeApp, type DetectionInput, type NativeEnvironment } from './detect';
import type { BridgeAck, BridgeOperation, BridgeOptions, BridgeResult } from './operations';

/** Decided once at start-up; outside the mobile app `bridge` is null and the product behaves as a web site. */
export interface NativeApp extends NativeEnvironment {
  bridge: NativeBridge | null;
}

const OUTSIDE: NativeApp = { inApp: false, device: 'h5', detectedBy: null, bridge: null };

// Written out rather than imported so the page and the footer's entry share no extra first-load chunk; Symbol.for
// makes the two one symbol (read by ./page-ask-app.ts).
const ASK_APP_KEY = Symbol.for('p2p.nativeBridge.askApp');

const store = createStore<NativeApp>(OUTSIDE);

export const nativeApp: ReadableStore<NativeApp> = store;

function browserInput(): DetectionInput {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    location: typeof location === 'undefined' ? null : location,
    globalObject: globalThis,
  };
}

export function initNativeApp(input: DetectionInput = browserInput(), options: { timeoutMs?: number } = {}): NativeApp {
  const environment = detectNativeApp(input);
  const globalObject = (input.globalObject ?? globalThis) as object;
  const app = {
    ...environment,
    bridge: environment.inApp ? createNativeBridge({ globalObject, timeoutMs: options.timeoutMs }) : null,
  };
  (globalThis as Record<symbol, unknown>)[ASK_APP_KEY] = askApp;
  store.set(app);
  return app;
}

export const getNativeApp = store.get;

/** For tests. */
export function resetNativeApp(): void {
  store.set(OUTSIDE);
}

/** `failed`: the app could not be reached, did not answer in time or answered something that is not JSON. */
export type AppOutcome<Op extends BridgeOperation> =
  { status: 'done'; result: BridgeResult<Op> } | { status: 'refused'; message?: string } | { status: 'failed' };

/** Never rejects; null outside the app. Callers fall back to the web unless `done`, so no button is ever dead. */
export function askApp<Op extends BridgeOperation>(op: Op, options: BridgeOptions<Op>): Promise<AppOutcome<Op>> | null {
  const { bridge } = store.get();
  if (!bridge) return null;
  return bridge.call(op, options).then(
    (result): AppOutcome<Op> => {
      const answer = result as Partial<BridgeAck> | null;
      if (answer?.ok === true) return { status: 'done', result };
      console.warn(`native bridge ${op}: refused`, answer?.message);
      return { status: 'refused', message: answer?.message || undefined };
    },
    (error: unknown): AppOutcome<Op> => {
      console.warn(error);
      return { status: 'failed' };
    },
  );
}

/** False outside the app, so the caller does the web thing; `onFailure` runs unless the app answers `ok: true`. */
function inApp<Op extends BridgeOperation>(op: Op, options: BridgeOptions<Op>, onFailure?: () => void): boolean {
  const asked = askApp(op, options);
  if (!asked) return false;
  void asked.then((outcome) => {
    if (outcome.status !== 'done') onFailure?.();
  });
  return true;
}

export const goToAppLogin = (redirect?: string, onFailure?: () => void): boolean =>
  inApp('goToAppLogin', { redirect }, onFailure);

export const openKyc = (source = 'p2p', onFailure?: () => void): boolean => inApp('openKyc', { source }, onFailure);

export const setAppPageTitle = (title: string): boolean => inApp('setPageTitle', { title });

export const logOutOfApp = (reason?: string): boolean => inApp('logout', { reason });

/** The app's clipboard inside the app; the browser's outside it or when the app cannot copy. */
export const appCopyFunction =
  (webCopy: (text: string) => Promise<void>) =>
  async (text: string): Promise<void> => {
    if ((await askApp('copyString', { text }))?.status !== 'done') await webCopy(text);
  };
