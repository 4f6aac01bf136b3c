import { bridgeTarget } from './detect';
import { BRIDGE_OPERATIONS, type BridgeOperation, type BridgeOptions, type BridgeResult } from './operations';

// Web to app: `postMessage(JSON.stringify({ op, options, callbackId }))` on the injected object. App to web:
// `window.__p2pBridgeCallback(callbackId, jsonString)`, once per message; false for an unknown or expired id.

export const CALLBACK_NAME = '__p2pBridgeCallback';
const DEFAULT_BRIDGE_TIMEOUT_MS = 10_000;

export type BridgeFailure = 'unavailable' | 'sendFailed' | 'timeout' | 'badJson';

export class NativeBridgeError extends Error {
  override readonly name = 'NativeBridgeError';
  constructor(
    readonly reason: BridgeFailure,
    readonly op: BridgeOperation,
    detail?: string,
  ) {
    super(`native bridge ${op}: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}

export interface BridgeMessage {
  op: BridgeOperation;
  options: unknown;
  callbackId: string;
}

type BridgeCallback = (result: unknown) => void;
type BridgeErrorHandler = (error: NativeBridgeError) => void;
type OperationFunctions = {
  [Op in BridgeOperation]: (
    options: BridgeOptions<Op>,
    callback?: BridgeCallback,
    onError?: BridgeErrorHandler,
  ) => void;
};

export interface NativeBridge extends OperationFunctions {
  call<Op extends BridgeOperation>(op: Op, options: BridgeOptions<Op>, timeoutMs?: number): Promise<BridgeResult<Op>>;
}

export interface BridgeClientOptions {
  globalObject?: object;
  timeoutMs?: number;
}

type Waiting = (raw: unknown) => void;
const registries = new WeakMap<
  object,
  { waiting: Map<string, Waiting>; dispatch: (id: unknown, raw: unknown) => boolean }
>();

/** One answer function per window, shared by every client on it, put back if something replaced it. */
function waitingOn(globalObject: object): Map<string, Waiting> {
  let registry = registries.get(globalObject);
  if (!registry) {
    const waiting = new Map<string, Waiting>();
    const dispatch = (id: unknown, raw: unknown): boolean => {
      const key = String(id);
      const resume = waiting.get(key);
      if (!resume) return false;
      waiting.delete(key);
      resume(raw);
      return true;
    };
    registry = { waiting, dispatch };
    registries.set(globalObject, registry);
  }
  const slot = globalObject as Record<string, unknown>;
  if (slot[CALLBACK_NAME] !== registry.dispatch) slot[CALLBACK_NAME] = registry.dispatch;
  return registry.waiting;
}

let sequence = 0;

export function createNativeBridge({
  globalObject = globalThis,
  timeoutMs = DEFAULT_BRIDGE_TIMEOUT_MS,
}: BridgeClientOptions = {}): NativeBridge {
  function call<Op extends BridgeOperation>(
    op: Op,
    options: BridgeOptions<Op>,
    timeout = timeoutMs,
  ): Promise<BridgeResult<Op>> {
    return new Promise((resolve, reject) => {
      const target = bridgeTarget(globalObject);
      if (!target) return reject(new NativeBridgeError('unavailable', op));
      const waiting = waitingOn(globalObject);
      sequence += 1;
      const callbackId = `${op}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
      const timer = setTimeout(() => {
        waiting.delete(callbackId);
        reject(new NativeBridgeError('timeout', op, `${timeout} ms`));
      }, timeout);
      waiting.set(callbackId, (raw) => {
        clearTimeout(timer);
        if (typeof raw !== 'string') return resolve(raw as BridgeResult<Op>);
        try {
          resolve(JSON.parse(raw) as BridgeResult<Op>);
        } catch {
          reject(new NativeBridgeError('badJson', op, raw.slice(0, 80)));
        }
      });
      try {
        target.postMessage(JSON.stringify({ op, options, callbackId } satisfies BridgeMessage));
      } catch (error) {
        clearTimeout(timer);
        waiting.delete(callbackId);
        reject(new NativeBridgeError('sendFailed', op, error instanceof Error ? error.message : String(error)));
      }
    });
  }

  const logError: BridgeErrorHandler = (error) => console.warn(error.message);
  const operations = Object.fromEntries(
    BRIDGE_OPERATIONS.map((op) => [
      op,
      (options: never, callback?: BridgeCallback, onError: BridgeErrorHandler = logError) => {
        call(op, options).then(
          (result) => callback?.(result),
          (error: unknown) =>
            onError(
              error instanceof NativeBridgeError ? error : new NativeBridgeError('sendFailed', op, String(error)),
            ),
        );
      },
    ]),
  ) as unknown as OperationFunctions;

  return { ...operations, call };
}
