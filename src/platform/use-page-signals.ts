import { useId, useSyncExternalStore } from 'react';
import { currentSignals, registerSignalListener, type PageSignals } from './page-signals';

const SERVER_SIGNALS: PageSignals = { visible: true, online: true };

/** Whether the page is visible and online, re-rendering when either changes. */
export function usePageSignals(): PageSignals {
  const key = `page-signals:${useId()}`;
  const snapshot = useSyncExternalStore(
    (changed) => registerSignalListener(key, changed),
    () => signalsKey(currentSignals()),
    () => signalsKey(SERVER_SIGNALS),
  );
  return SIGNALS[snapshot];
}

type SignalsKey = 'visible-online' | 'visible-offline' | 'hidden-online' | 'hidden-offline';

/** A string snapshot, so useSyncExternalStore sees an unchanged value as unchanged. */
function signalsKey({ visible, online }: PageSignals): SignalsKey {
  return `${visible ? 'visible' : 'hidden'}-${online ? 'online' : 'offline'}`;
}

const SIGNALS: Record<SignalsKey, PageSignals> = {
  'visible-online': { visible: true, online: true },
  'visible-offline': { visible: true, online: false },
  'hidden-online': { visible: false, online: true },
  'hidden-offline': { visible: false, online: false },
};
