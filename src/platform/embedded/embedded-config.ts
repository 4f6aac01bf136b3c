import { createContext, useContext } from 'react';
import { EMBEDDED_APPS } from './contract';
import type { EmbeddedLoader } from './embedded-slot';
import { createSharedChannel, type SharedChannel } from './shared-channel';
import type { EmbeddedSources } from './sources';

/** Where each embedded app's code comes from, the API domain they call, and the channel they share. */
export interface EmbeddedConfig {
  sources: EmbeddedSources;
  apiDomain: string;
  channel: SharedChannel;
}

const nothing: EmbeddedLoader = () =>
  Promise.resolve({ mount: () => ({ update: () => undefined, unmount: () => undefined }) });

/** Apps that draw nothing: what a tree rendered without the app's set-up hosts (the prerender, tests, stories). */
const PLACEHOLDERS: EmbeddedConfig = {
  sources: Object.fromEntries(EMBEDDED_APPS.map((name) => [name, nothing])) as unknown as EmbeddedSources,
  apiDomain: typeof location === 'undefined' ? '' : location.origin,
  channel: createSharedChannel(),
};

/** Given by the app's providers from the build's configuration (src/app/embedded-setup.ts); tests give fakes. */
export const EmbeddedConfigContext = createContext<EmbeddedConfig>(PLACEHOLDERS);

export const useEmbeddedConfig = (): EmbeddedConfig => useContext(EmbeddedConfigContext);
