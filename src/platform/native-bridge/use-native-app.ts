import { useStore } from '@ds/store';
import { nativeApp, type NativeApp } from './native-app';

export function useNativeApp(): NativeApp {
  return useStore(nativeApp);
}
