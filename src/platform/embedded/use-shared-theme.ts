import { useEffect } from 'react';
import { useThemeMode } from '@ds';
import type { SharedChannel } from './shared-channel';

/** Used inside each React root, so a theme switch anywhere (host or an embedded app) re-themes all of them. */
export function useSharedTheme(channel: SharedChannel): void {
  const { mode, setMode } = useThemeMode();

  useEffect(() => channel.subscribe('theme', (next) => setMode(next)), [channel, setMode]);

  useEffect(() => {
    // Publishing the same value back is harmless: setMode with an unchanged mode does not re-render.
    if (channel.get('theme') !== mode) channel.publish('theme', mode);
  }, [channel, mode]);
}
