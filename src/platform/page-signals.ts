// Registering the same listener key twice throws: two screens fighting over one key is a bug.

export interface PageSignals {
  visible: boolean;
  online: boolean;
}
type SignalChange = 'visibility' | 'online';
export type SignalListener = (signals: PageSignals, change: SignalChange) => void;

export class DuplicateListenerError extends Error {
  override readonly name = 'DuplicateListenerError';
  constructor(readonly key: string) {
    super(`A page-signal listener is already registered under "${key}"`);
  }
}

const listeners = new Map<string, SignalListener>();

export function currentSignals(): PageSignals {
  return {
    visible: typeof document === 'undefined' ? true : document.visibilityState !== 'hidden',
    online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  };
}

export function registerSignalListener(key: string, listener: SignalListener): () => void {
  if (listeners.has(key)) throw new DuplicateListenerError(key);
  listeners.set(key, listener);
  return () => {
    if (listeners.get(key) === listener) listeners.delete(key);
  };
}

function broadcast(change: SignalChange): void {
  const signals = currentSignals();
  for (const [key, listener] of [...listeners]) {
    try {
      listener(signals, change);
    } catch (error) {
      // One failing listener must not silence the others.
      console.error(`page-signal listener "${key}" failed`, error);
    }
  }
}

export function startPageSignals(): () => void {
  const onVisibility = () => broadcast('visibility');
  const onOnline = () => broadcast('online');
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOnline);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOnline);
  };
}

/** For tests. */
export function clearSignalListeners(): void {
  listeners.clear();
}
