import { startBuildVersionPolling } from '@/platform/build-version';
import { startPageSignals } from '@/platform/page-signals';
import { startPeriodicTask } from '@/platform/periodic-task';
import { startServerClock } from '@/platform/server-time';
import { getAssets } from '@/api/generated/endpoints/market/market';
import { announceNewVersion } from './new-version-notice';

/** Starts the signals a long-open trading tab needs (spec §4): visibility/online broadcast and new-build polling. */
export function startLiveSignals({ production }: { production: boolean }): () => void {
  const stops = [startPageSignals(), startServerClock()];
  // Spec §7: the Date of GET /api/t/v2/assets is the server time; read it at start and re-sync every 10 minutes
  // (the HTTP client records it; countdowns then read the one-second server clock).
  stops.push(
    startPeriodicTask(() => getAssets({ silent: true }), {
      key: 'server-time',
      intervalMs: 10 * 60_000,
      runImmediately: true,
    }),
  );
  // Dev servers have no version file (it is written by the build); polling there would only log 404s.
  if (production)
    stops.push(startBuildVersionPolling({ currentBuildId: __BUILD_ID__, onNewVersion: announceNewVersion }));
  return () => stops.forEach((stop) => stop());
}
