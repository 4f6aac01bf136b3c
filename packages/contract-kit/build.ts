// npm run contract:kit — builds the backend team's package (packages/contract-kit): the bundled contract as
// openapi.json, and its command line with every dependency inside one file (dist/cli.mjs), so the tarball
// `npm pack` makes installs with nothing else from the registry and no file of the front end.
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { loadContract } from '../../scripts/lib/load-contract';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const contract = loadContract() as ReturnType<typeof loadContract> & { info: { version: string } };
const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { version: string };
if (manifest.version !== contract.info.version) {
  console.error(
    `contract-kit: package.json says ${manifest.version}, the contract ${contract.info.version}; npm run contract:release sets both`,
  );
  process.exit(1);
}

writeFileSync(join(here, 'openapi.json'), `${JSON.stringify(contract, null, 2)}\n`);
rmSync(join(here, 'dist'), { recursive: true, force: true });
mkdirSync(join(here, 'dist'));
const bundle = await rolldown({
  input: join(here, 'src/cli.ts'),
  platform: 'node',
  logLevel: 'warn',
  resolve: { alias: { '@': join(root, 'src'), '@mocks': join(root, 'mocks') } },
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
});
try {
  await bundle.write({
    file: join(here, 'dist/cli.mjs'),
    format: 'esm',
    banner: '#!/usr/bin/env node',
    codeSplitting: false,
    // Bundled CommonJS packages (ajv) call require() for Node's own modules.
    intro:
      "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  });
} finally {
  await bundle.close();
}
chmodSync(join(here, 'dist/cli.mjs'), 0o755);
console.log(`contract-kit ${manifest.version}: packages/contract-kit/dist/cli.mjs and openapi.json`);
