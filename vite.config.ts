import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { buildVersionPlugin } from './scripts/vite-build-version.ts';

// `--mode mock` (npm run dev, build:mock) turns the MSW worker on; a plain production build holds no mock code
// because src/main.tsx imports mocks/ only behind `import.meta.env.VITE_MSW`.
export default defineConfig(({ mode }) => ({
  plugins: [react(), buildVersionPlugin()],
  define: {
    'import.meta.env.VITE_MSW': JSON.stringify(mode === 'mock' || process.env.VITE_MSW === 'true'),
  },
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@ds$/, replacement: fileURLToPath(new URL('./design-system/index.ts', import.meta.url)) },
      { find: /^@ds\//, replacement: fileURLToPath(new URL('./design-system/', import.meta.url)) },
      { find: /^@mocks\//, replacement: fileURLToPath(new URL('./mocks/', import.meta.url)) },
    ],
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: {
    port: 4173,
    strictPort: true,
    host: '127.0.0.1',
    // Benchmarks serve the production build against the HTTP mock server (npm run mock-server).
    proxy: process.env.API_PROXY ? { '/api': process.env.API_PROXY, '/mock-files': process.env.API_PROXY } : undefined,
  },
}));
