import { EMBEDDED_APPS } from './contract';
import type { EmbeddedLoader } from './embedded-slot';
import { createSharedChannel, type SharedChannel } from './shared-channel';
import type { EmbeddedSources } from './sources';

/** Filled in by the bootstrap, which alone reads the build's environment. */
export interface EmbeddedConfig {
  sources: EmbeddedSources;
  apiDomain: string;
  channel: SharedChannel;
}

const nothing: EmbeddedLoader = () =>
  Promise.resolve({ mount: () => ({ update: () => undefined, unmount: () => undefined }) });

let config: EmbeddedConfig = {
  sources: Object.fromEntries(EMBEDDED_APPS.map((name) => [name, nothing])) as unknown as EmbeddedSources,
  apiDomain: typeof location === 'undefined' ? '' : location.origin,
  channel: createSharedChannel(),
};

export function configureEmbeddedApps(next: Partial<EmbeddedConfig>): EmbeddedConfig {
  config = { ...config, ...next };
  return config;
}

/** The current set-up; before configureEmbeddedApps() the apps are empty placeholders (tests, storybook-like pages). */
export const getEmbeddedConfig = (): EmbeddedConfig => config;
