import type { Plugin } from 'vite';

// Writes /version.json next to the build and exposes the same id to the app as __BUILD_ID__, so a running tab
// can tell that a newer build was deployed.
export function buildVersionPlugin(
  buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14),
): Plugin {
  return {
    name: 'p2p-build-version',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
      });
    },
  };
}
