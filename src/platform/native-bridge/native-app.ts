import { createStore, type ReadableStore } from '@ds/store';
import { createNativeBridge, type NativeBridge } from './bridge-client';
import { detectNativeApp, type DetectionInput, type NativeEnvironment } from './detect';
import type { BridgeAck, BridgeOperation, BridgeOptions, BridgeResult } from './operations';

/**
 * Whether this page runs inside the mobile app (spec §9), decided once at start-up by the bootstrap, and the
 * bridge to it (spec §7). Outside the app `bridge` is null and the product behaves as a web site.
 */
export interface NativeApp extends NativeEnvironment {
  bridge: NativeBridge | null;
}

const OUTSIDE: NativeApp = { inApp: false, device: 'h5', detectedBy: null, bridge: null };

/**
 * Where the page offers askApp to the embedded apps: the global symbol ./page-ask-app.ts reads. Written out here
 * rather than imported: the key shared between the page and the footer's entry would be a first-load chunk of
 * its own (issue 7 budget); Symbol.for makes the two one symbol.
 */
const ASK_APP_KEY = Symbol.for('p2p.nativeBridge.askApp');

const store = createStore<NativeApp>(OUTSIDE);

/** Read by useNativeApp; the same object until initNativeApp or resetNativeApp. */
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
  // Offered to the embedded apps (the transfer widget, the footer): ./page-ask-app.ts.
  (globalThis as Record<symbol, unknown>)[ASK_APP_KEY] = askApp;
  store.set(app);
  return app;
}

export const getNativeApp = store.get;

/** For tests. */
export function resetNativeApp(): void {
  store.set(OUTSIDE);
}

/**
 * What the app made of an action (spec §7): `done` with the parsed answer when it answered `ok: true`;
 * `refused` when it answered `ok: false` (with its own message, if any); `failed` when it could not be reached,
 * did not answer in time or answered something that is not JSON. Outside the app nothing is asked: null.
 */
export type AppOutcome<Op extends BridgeOperation> =
  { status: 'done'; result: BridgeResult<Op> } | { status: 'refused'; message?: string } | { status: 'failed' };

/**
 * Asks the app to do something the web would otherwise do itself. Resolves null outside the app (the caller
 * does the web thing), else the outcome; never rejects. Callers fall back to the web behaviour unless `done`,
 * so no button is ever dead inside the app.
 */
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

/**
 * Hands an action to the app when the page runs in it. Returns false outside the app, so the caller does the
 * web thing instead; `onFailure` runs when the app cannot be reached, does not answer or answers `ok: false`.
 */
function inApp<Op extends BridgeOperation>(op: Op, options: BridgeOptions<Op>, onFailure?: () => void): boolean {
  const asked = askApp(op, options);
  if (!asked) return false;
  void asked.then((outcome) => {
    if (outcome.status !== 'done') onFailure?.();
  });
  return true;
}

/** Spec §7 go to app login: the app's sign-in instead of the web login page; `redirect` is where to come back. */
export const goToAppLogin = (redirect?: string, onFailure?: () => void): boolean =>
  inApp('goToAppLogin', { redirect }, onFailure);

/** Spec §7 open KYC, for the KYC prompts: `if (!openKyc()) <go to the web KYC page>`. */
export const openKyc = (source = 'p2p', onFailure?: () => void): boolean => inApp('openKyc', { source }, onFailure);

/** Spec §7 set page title: the app's navigation bar shows the page's title. */
export const setAppPageTitle = (title: string): boolean => inApp('setPageTitle', { title });

/** Spec §7 log out: the app signs out with the site. */
export const logOutOfApp = (reason?: string): boolean => inApp('logout', { reason });

/**
 * Spec §7 copy a string, as the design system's copy function (CopyProvider): the app's clipboard inside the
 * app, `webCopy` (the browser clipboard) outside it or when the app cannot copy.
 */
export const appCopyFunction =
  (webCopy: (text: string) => Promise<void>) =>
  async (text: string): Promise<void> => {
    if ((await askApp('copyString', { text }))?.status !== 'done') await webCopy(text);
  };
