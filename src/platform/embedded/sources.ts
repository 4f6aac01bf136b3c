import { EMBEDDED_APPS, type EmbeddedAppName } from './contract';
import type { EmbeddedLoader } from './embedded-slot';

/** Configured module URLs per app (VITE_EMBED_HEADER_URL, VITE_EMBED_FOOTER_URL, VITE_EMBED_TRANSFER_URL). */
export type EmbeddedUrls = Partial<Record<EmbeddedAppName, string | undefined>>;

export type EmbeddedSources = Readonly<Record<EmbeddedAppName, EmbeddedLoader>>;

/**
 * A module at a URL chosen at run time. `@vite-ignore`: the bundler must leave this import to the browser.
 * The module is fetched with CORS when it lives on another origin.
 */
const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Spec §1: apps are loaded from configurable URLs; an empty or missing URL falls back to the project's own app
 * (`ownApps`, code-split entries of src/embedded-apps). Relative URLs are resolved against `base`.
 */
export function resolveEmbeddedSources(
  urls: EmbeddedUrls,
  ownApps: EmbeddedSources,
  { importUrl = importByUrl, base }: { importUrl?: (url: string) => Promise<unknown>; base?: string } = {},
): EmbeddedSources {
  const entries = EMBEDDED_APPS.map((name): [EmbeddedAppName, EmbeddedLoader] => {
    const url = urls[name]?.trim();
    if (!url) return [name, ownApps[name]];
    const absolute = base ? new URL(url, base).href : url;
    return [name, () => importUrl(absolute)];
  });
  return Object.fromEntries(entries) as Record<EmbeddedAppName, EmbeddedLoader>;
}
