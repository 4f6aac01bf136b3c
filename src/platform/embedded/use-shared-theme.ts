import { useEffect } from 'react';
import { useThemeMode } from '@ds';
import type { SharedChannel } from './shared-channel';

/**
 * Keeps the nearest design-system theme and the shared `theme` value in step (spec §3 theme cookie, shared with
 * the exchange): a switch anywhere (host or an embedded app) re-themes all of them. Used inside each React root.
 */
export function useSharedTheme(channel: SharedChannel): void {
  const { mode, setMode } = useThemeMode();

  useEffect(() => channel.subscribe('theme', (next) => setMode(next)), [channel, setMode]);

  useEffect(() => {
    // Publishing the same value back is harmless: setMode with an unchanged mode does not re-render.
    if (channel.get('theme') !== mode) channel.publish('theme', mode);
  }, [channel, mode]);
}
