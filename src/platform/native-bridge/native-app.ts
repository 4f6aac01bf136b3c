import { createNativeBridge, type NativeBridge } from './bridge-client';
import { detectNativeApp, type DetectionInput, type NativeEnvironment } from './detect';
import type { BridgeOperation, BridgeOptions } from './operations';

/**
 * Whether this page runs inside the mobile app (spec §9), decided once at start-up by the bootstrap, and the
 * bridge to it (spec §7). Outside the app `bridge` is null and the product behaves as a web site.
 */
export interface NativeApp extends NativeEnvironment {
  bridge: NativeBridge | null;
}

const OUTSIDE: NativeApp = { inApp: false, device: 'h5', detectedBy: null, bridge: null };

let current: NativeApp = OUTSIDE;
const listeners = new Set<() => void>();

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
  current = { ...environment, bridge: environment.inApp ? createNativeBridge({ globalObject, timeoutMs: options.timeoutMs }) : null };
  for (const listener of [...listeners]) listener();
  return current;
}

export const getNativeApp = (): NativeApp => current;

export function subscribeNativeApp(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** For tests. */
export function resetNativeApp(): void {
  current = OUTSIDE;
  for (const listener of [...listeners]) listener();
}

/**
 * Hands an action to the app when the page runs in it. Returns false outside the app, so the caller does the
 * web thing instead; `onFailure` runs when the app cannot be reached or does not answer (logged otherwise).
 */
function inApp<Op extends BridgeOperation>(op: Op, options: BridgeOptions<Op>, onFailure?: () => void): boolean {
  const { bridge } = current;
  if (!bridge) return false;
  bridge.call(op, options).catch((error: unknown) => {
    console.warn(error);
    onFailure?.();
  });
  return true;
}

/** Spec §7 go to app login: the app's sign-in instead of the web login page; `redirect` is where to come back. */
export const goToAppLogin = (redirect?: string, onFailure?: () => void): boolean => inApp('goToAppLogin', { redirect }, onFailure);

/** Spec §7 open KYC, for the KYC prompts: `if (!openKyc()) <go to the web KYC page>`. */
export const openKyc = (source = 'p2p', onFailure?: () => void): boolean => inApp('openKyc', { source }, onFailure);

/** Spec §7 set page title: the app's navigation bar shows the page's title. */
export const setAppPageTitle = (title: string): boolean => inApp('setPageTitle', { title });

/** Spec §7 log out: the app signs out with the site. */
export const logOutOfApp = (reason?: string): boolean => inApp('logout', { reason });
