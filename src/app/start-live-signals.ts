import { startBuildVersionPolling } from '@/platform/build-version';
import { startPageSignals } from '@/platform/page-signals';
import { startPeriodicTask } from '@/platform/periodic-task';
import { startServerClock } from '@/platform/server-time';
import { getAssets } from '@/api/generated/endpoints/market/market';
import { announceNewVersion } from './new-version-notice';

export function startLiveSignals({ production }: { production: boolean }): () => void {
  const stops = [startPageSignals(), startServerClock()];
  // The Date header of this call is the server time, which the HTTP client records for the countdowns.
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
