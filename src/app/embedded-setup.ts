import { createSharedChannel, resolveEmbeddedSources, type EmbeddedConfig } from '@/platform/embedded';
import { loadAfterFirstScreen } from '@/platform/embedded/load-after-first-screen';
import { appConfig } from '@/shared/config/app-config';

/** The project's own apps, used where the build names no other team's script. */
const OWN_APPS = {
  header: () => import('@/embedded-apps/header'),
  footer: () => import('@/embedded-apps/footer'),
  transfer: () => import('@/embedded-apps/transfer-widget'),
};

/**
 * The embedded apps as the build configures them (src/shared/config/app-config.ts), made once by the app's start:
 * the header with the first screen, the footer and the transfer widget after it.
 */
export function embeddedSetup(): EmbeddedConfig {
  const { embeddedUrls, apiDomain } = appConfig();
  const sources = resolveEmbeddedSources(embeddedUrls, OWN_APPS, { base: location.href });
  return {
    sources: {
      header: sources.header,
      footer: loadAfterFirstScreen(sources.footer),
      transfer: loadAfterFirstScreen(sources.transfer),
    },
    apiDomain: apiDomain || location.origin,
    channel: createSharedChannel(),
  };
}
