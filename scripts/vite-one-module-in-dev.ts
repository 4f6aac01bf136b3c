import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * On the dev server, an entry that re-exports many small files is served as one module, bundled when first asked
 * for: the browser would otherwise fetch each file with a request of its own before the first screen. Packages stay
 * imports, so they are the dev server's prebundled ones; an edit in a bundled file rebuilds the module and reloads
 * the page. The build keeps the files, so that it can split them and drop the unused ones.
 */
function oneModuleInDev(name: string, entry: string): Plugin {
  return {
    name,
    apply: 'serve',
    async load(id) {
      if (id !== entry) return null;
      const bundle = await rolldown({
        input: entry,
        logLevel: 'silent',
        external: (source, importer) => importer !== undefined && !source.startsWith('.') && !source.startsWith('/'),
        transform: { jsx: 'react-jsx' },
      });
      try {
        // Lazy parts inline: the dev server serves this one module, never the chunks a split would write.
        const { output } = await bundle.generate({ format: 'esm', codeSplitting: false });
        for (const file of await bundle.watchFiles) this.addWatchFile(file);
        return output[0].code;
      } finally {
        await bundle.close();
      }
    },
  };
}

/** The contract's generated models, a file per model re-exported by their index: some 150 requests. */
export const generatedModelsAsOneModuleInDev = (root: string) =>
  oneModuleInDev('p2p-generated-models-as-one-module-in-dev', resolve(root, 'src/api/generated/models/index.ts'));

/**
 * The design system's entry (`@ds`): some eighty component files. A design-system file imported by its own path from
 * outside would be a second copy of its state, so its showcase imports from the entry and Storybook leaves this out.
 */
export const designSystemAsOneModuleInDev = (root: string) =>
  oneModuleInDev('p2p-design-system-as-one-module-in-dev', resolve(root, 'design-system/index.ts'));
