import { EMBEDDED_APPS, type EmbeddedAppName } from './contract';
import type { EmbeddedLoader } from './embedded-slot';
import type { EmbeddedUrls } from '@/shared/config/app-config';

export type { EmbeddedUrls };

export type EmbeddedSources = Readonly<Record<EmbeddedAppName, EmbeddedLoader>>;

/** `@vite-ignore`: the bundler must leave this run-time URL to the browser. */
const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** An empty or missing URL falls back to the project's own app; relative URLs are resolved against `base`. */
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
