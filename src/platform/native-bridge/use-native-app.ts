import { useStore } from '@ds/store';
import { nativeApp, type NativeApp } from './native-app';

/** Inside the mobile app or not (spec §9), with the bridge (spec §7) when inside. Stable between renders. */
export function useNativeApp(): NativeApp {
  return useStore(nativeApp);
}
