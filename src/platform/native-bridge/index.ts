// The fake app (./fake-native-host.ts) stays out of this barrel: only the tests and the test page import it.
export * from './operations';
export * from './detect';
export * from './bridge-client';
export * from './native-app';
export { useNativeApp } from './use-native-app';
