import { useCallback, useSyncExternalStore } from 'react';
import type { SharedChannel, SharedKey, SharedValues } from './shared-channel';

export function useSharedValue<K extends SharedKey>(channel: SharedChannel, key: K): SharedValues[K] | undefined {
  const subscribe = useCallback((onChange: () => void) => channel.subscribe(key, onChange), [channel, key]);
  const read = () => channel.get(key);
  return useSyncExternalStore(subscribe, read, read);
}
