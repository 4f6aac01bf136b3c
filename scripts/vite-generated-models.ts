import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * On the dev server, the contract's generated models (a file per model, re-exported by their index) are served as
 * one module, bundled when first asked for: the browser would otherwise fetch some 150 files, one request each,
 * before the first screen. The build keeps the files as orval writes them, so that it can drop the unused ones.
 */
export function generatedModelsAsOneModuleInDev(root: string): Plugin {
  const index = resolve(root, 'src/api/generated/models/index.ts');
  return {
    name: 'p2p-generated-models-as-one-module-in-dev',
    apply: 'serve',
    async load(id) {
      if (id !== index) return null;
      const bundle = await rolldown({ input: index, logLevel: 'silent' });
      try {
        const { output } = await bundle.generate({ format: 'esm' });
        // A change to any model file (npm run generate) invalidates the bundled module.
        for (const file of await bundle.watchFiles) this.addWatchFile(file);
        return output[0].code;
      } finally {
        await bundle.close();
      }
    },
  };
}
