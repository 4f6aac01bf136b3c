// The theme is shared too, so a theme switch in the header re-themes the page and the other apps together. A
// throwing listener is reported through `onError` and never stops the others, the publisher or the host.

export interface SharedValues {
  /** Publish one to switch the site's language (the host moves the URL prefix). */
  locale: string;
  transferWidgetVisible: boolean;
  theme: 'light' | 'dark';
}

export type SharedKey = keyof SharedValues;

type SharedSignal = 'futuresUpdate';

export interface SharedChannel {
  get<K extends SharedKey>(key: K): SharedValues[K] | undefined;
  /** Tells every subscriber even when the value did not change, so the host can republish. */
  publish<K extends SharedKey>(key: K, value: SharedValues[K]): void;
  subscribe<K extends SharedKey>(key: K, listener: (value: SharedValues[K]) => void): () => void;
  signal(name: SharedSignal): void;
  onSignal(name: SharedSignal, listener: () => void): () => void;
}

export interface SharedChannelOptions {
  initial?: Partial<SharedValues>;
  onError?: (error: unknown) => void;
}

const defaultOnError = (error: unknown): void => console.error('[embedded] a shared-channel listener failed', error);

export function createSharedChannel({
  initial = {},
  onError = defaultOnError,
}: SharedChannelOptions = {}): SharedChannel {
  const values: Partial<SharedValues> = { transferWidgetVisible: true, ...initial };
  const listeners = new Map<string, Set<(value: never) => void>>();
  const signalListeners = new Map<SharedSignal, Set<() => void>>();

  function notify<T>(set: Set<(value: T) => void> | undefined, value: T): void {
    for (const listener of [...(set ?? [])]) {
      try {
        listener(value);
      } catch (error) {
        onError(error);
      }
    }
  }

  function listenersOf<T>(map: Map<string, Set<T>>, key: string): Set<T> {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    return set;
  }

  const channel: SharedChannel = {
    get: (key) => values[key],
    publish(key, value) {
      values[key] = value;
      notify(listeners.get(key) as Set<(v: typeof value) => void> | undefined, value);
    },
    subscribe(key, listener) {
      const set = listenersOf(listeners, key) as Set<typeof listener>;
      set.add(listener);
      return () => void set.delete(listener);
    },
    signal(name) {
      notify(signalListeners.get(name), undefined);
    },
    onSignal(name, listener) {
      const set = listenersOf(signalListeners as Map<string, Set<() => void>>, name);
      set.add(listener);
      return () => void set.delete(listener);
    },
  };

  // A futures update signal from an embedded app hides the transfer widget.
  channel.onSignal('futuresUpdate', () => channel.publish('transferWidgetVisible', false));
  return channel;
}
