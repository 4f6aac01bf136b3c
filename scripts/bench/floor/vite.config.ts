import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { precompressPlugin } from '../../vite-precompress.ts';

// The floor page (main.tsx) built into the app's dist/floor/, compressed as the app's files are, after the app's
// own build (which empties dist/).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/floor/',
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: fileURLToPath(new URL('../../../dist/floor', import.meta.url)),
    emptyOutDir: true,
    // One chunk on purpose: the conventional page loads all of its code at once.
    chunkSizeWarningLimit: 1_000,
  },
});
