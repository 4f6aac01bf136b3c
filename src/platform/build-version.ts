import { startPeriodicTask } from './periodic-task';

// The build writes /version.json (scripts/vite-build-version.ts); a buildId other than the running one means a newer
// build, and the user is told to refresh.

export interface BuildVersion {
  buildId: string;
  builtAt: string;
}

const VERSION_URL = '/version.json';

async function fetchBuildVersion(fetchImpl: typeof fetch = fetch): Promise<BuildVersion> {
  // no-store: the version file must never come from a cache (the server also sends no-cache for it).
  const response = await fetchImpl(VERSION_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`version file answered ${response.status}`);
  return (await response.json()) as BuildVersion;
}

export interface BuildVersionPollingOptions {
  currentBuildId: string;
  onNewVersion: (version: BuildVersion) => void;
  intervalMs?: number;
  fetchVersion?: () => Promise<BuildVersion>;
}

/** Polls while the tab is visible and tells only once; a failed poll is only logged, never shown. */
export function startBuildVersionPolling({
  currentBuildId,
  onNewVersion,
  intervalMs = 60_000,
  fetchVersion = () => fetchBuildVersion(),
}: BuildVersionPollingOptions): () => void {
  let told = false;
  return startPeriodicTask(
    async () => {
      if (told) return;
      try {
        const latest = await fetchVersion();
        if (latest.buildId && latest.buildId !== currentBuildId) {
          told = true;
          onNewVersion(latest);
        }
      } catch (error) {
        console.warn('build version check failed', error);
      }
    },
    { key: 'build-version', intervalMs },
  );
}
