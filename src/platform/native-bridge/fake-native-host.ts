import { CALLBACK_NAME, type BridgeMessage } from './bridge-client';
import { BRIDGE_OBJECT_NAME, type PostMessageTarget } from './detect';
import { BRIDGE_OPERATIONS, type BridgeOperation } from './operations';

/** The app's side of the bridge, for the tests and the jsBridge page; it answers asynchronously, as the app does. */

export function fakeAnswer(op: string, options: unknown): Record<string, unknown> {
  if (!(BRIDGE_OPERATIONS as readonly string[]).includes(op)) return { ok: false, op, message: 'unknown operation' };
  const extra: Partial<Record<BridgeOperation, Record<string, unknown>>> = {
    getUserAuth: { authorization: 'fake-app-session', userId: '10001', UID: '800010001' },
    downloadImage: { saved: true },
    openKyc: { kycStatus: 'PENDING' },
    updateApp: { latestVersion: '9.9.9' },
  };
  return { ok: true, op, options, ...extra[op as BridgeOperation] };
}

/** The raw text to send back for a message, or null to never answer (to test timeouts). */
type FakeResponder = (message: BridgeMessage) => string | null;

export interface FakeNativeHostOptions {
  globalObject?: object;
  /** Answer delay; 0 still answers asynchronously. */
  delayMs?: number;
  respond?: FakeResponder;
}

export interface FakeNativeHost {
  readonly messages: BridgeMessage[];
  uninstall(): void;
}

const defaultResponder: FakeResponder = (message) => JSON.stringify(fakeAnswer(message.op, message.options));

export function installFakeNativeHost({
  globalObject = globalThis,
  delayMs = 0,
  respond = defaultResponder,
}: FakeNativeHostOptions = {}): FakeNativeHost {
  const slot = globalObject as Record<string, unknown>;
  const previous = slot[BRIDGE_OBJECT_NAME];
  const messages: BridgeMessage[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const target: PostMessageTarget = {
    postMessage(text: string) {
      const message = JSON.parse(text) as BridgeMessage;
      messages.push(message);
      const answer = respond(message);
      if (answer === null) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const callback = slot[CALLBACK_NAME];
        if (typeof callback === 'function') callback(message.callbackId, answer);
      }, delayMs);
      timers.add(timer);
    },
  };
  slot[BRIDGE_OBJECT_NAME] = target;

  return {
    messages,
    uninstall() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (slot[BRIDGE_OBJECT_NAME] !== target) return;
      if (previous === undefined) delete slot[BRIDGE_OBJECT_NAME];
      else slot[BRIDGE_OBJECT_NAME] = previous;
    },
  };
}
