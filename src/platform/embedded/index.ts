// Public API of the embedded-apps platform (spec §1, §3, §4). The contract is documented in ./contract.ts.
export * from './contract';
export * from './shared-channel';
export * from './containers';
export * from './embedded-slot';
export * from './sources';
export * from './embedded-config';
export { EmbeddedHost, LOCALE_REPUBLISH_DELAY_MS } from './embedded-host';
export type { EmbeddedHostProps } from './embedded-host';
export { useSharedValue } from './use-shared-value';
export { useSharedTheme } from './use-shared-theme';
