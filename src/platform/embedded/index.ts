export * from './contract';
export * from './shared-channel';
export * from './containers';
export * from './embedded-slot';
export * from './sources';
export * from './embedded-config';
export { EmbeddedHost } from './embedded-host';
export { useSharedTheme } from './use-shared-theme';
