// Public API of the native-app bridge (spec §7, §9). Protocol: ./bridge-client.ts; detection: ./detect.ts.
// The fake app (./fake-native-host.ts) is imported directly by the tests and the test page only.
export * from './operations';
export * from './detect';
export * from './bridge-client';
export * from './native-app';
export { useNativeApp } from './use-native-app';
