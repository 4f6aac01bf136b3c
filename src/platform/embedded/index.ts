// Public API of the embedded-apps platform (spec §1, §3, §4). The contract is documented in ./contract.ts.
export * from './contract';
export * from './shared-channel';
export * from './containers';
export * from './embedded-slot';
export * from './sources';
export * from './embedded-config';
export { EmbeddedHost } from './embedded-host';
export { useSharedTheme } from './use-shared-theme';
