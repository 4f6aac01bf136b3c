import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

// On the dev server `@ds` (and the contract's models) is one module: every name the design system exports, none of its files left as an import
// of their own (each would be a request, and a second copy of its state), and its packages still imports. The
// plugin runs in a Node process of its own: rolldown is an ES module jest cannot load.

const root = resolve(__dirname, '../..');

const RUN = `
  const { resolve } = await import('node:path');
  const { designSystemAsOneModuleInDev, generatedModelsAsOneModuleInDev } = await import(${JSON.stringify(resolve(root, 'scripts/vite-one-module-in-dev.ts'))});
  const plugin = designSystemAsOneModuleInDev(${JSON.stringify(root)});
  const watched = [];
  const context = { addWatchFile: (file) => watched.push(file) };
  const code = await plugin.load.call(context, resolve(${JSON.stringify(root)}, 'design-system/index.ts'));
  const other = await plugin.load.call(context, resolve(${JSON.stringify(root)}, 'design-system/store/index.ts'));
  const models = await generatedModelsAsOneModuleInDev(${JSON.stringify(root)}).load.call(
    context,
    resolve(${JSON.stringify(root)}, 'src/api/generated/models/index.ts'),
  );
  console.log(JSON.stringify({ code, watched, other, apply: plugin.apply, models }));
`;

function runPlugin(): { code: string; watched: string[]; other: string | null; apply: string; models: string } {
  const tsx = resolve(root, 'node_modules/tsx/dist/cli.mjs');
  const out = execFileSync(process.execPath, [tsx, '--input-type=module', '-e', RUN], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as ReturnType<typeof runPlugin>;
}

it('bundles the design system into one module that imports only packages, watches its files, and leaves the rest', () => {
  const { code, watched, other, apply } = runPlugin();
  const imports = [...code.matchAll(/^import .* from ["']([^"']+)["'];?$/gm)].map((m) => m[1]!);
  expect(imports.filter((source) => source.startsWith('.') || source.startsWith('/'))).toEqual([]);
  expect(imports).toEqual(expect.arrayContaining(['react', '@mui/material/Box', 'react-i18next']));
  expect(code).not.toMatch(/\bimport\(/); // the lazy parts are inside, not chunks the dev server never wrote
  const exported = code.match(/^export \{([\s\S]*?)\};?$/m)?.[1] ?? '';
  for (const name of ['toast', 'formatAmount', 'DesignSystemProvider', 'ConfirmDialog', 'useThemeMode'])
    expect(exported).toMatch(new RegExp(`\\b${name}\\b`));
  expect(watched.some((file) => file.endsWith('confirm-dialog.tsx'))).toBe(true);
  expect(other).toBeNull();
  expect(apply).toBe('serve');
});

it('serves the contract’s models as one module too, with their values', () => {
  const { models } = runPlugin();
  expect(models).not.toMatch(/^import /m);
  expect(models).toMatch(/\bCreateOrderFailureCode\b/);
});
