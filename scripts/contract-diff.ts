// npm run contract:diff — compares openapi/ with the last released contract (openapi/released/openapi.json)
// and fails on a breaking change unless the contract's major version was raised. `npm run contract:release`
// records the current contract as released.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OpenApiDocument } from './lib/contract-validator';
import { findBreakingChanges, versionAllowsBreaking } from './lib/contract-diff';
import { BUNDLE_PATH, loadContract } from './lib/load-contract';

const RELEASED = join(process.cwd(), 'openapi', 'released', 'openapi.json');
const version = (doc: OpenApiDocument) => String((doc as unknown as { info: { version: string } }).info.version);

const current = loadContract();
if (process.argv.includes('--release')) {
  mkdirSync(dirname(RELEASED), { recursive: true });
  copyFileSync(BUNDLE_PATH, RELEASED);
  console.log(`recorded contract ${version(current)} as released`);
  process.exit(0);
}
if (!existsSync(RELEASED)) {
  console.log('no released contract yet: run `npm run contract:release`');
  process.exit(1);
}

const released = JSON.parse(readFileSync(RELEASED, 'utf8')) as OpenApiDocument;
const changes = findBreakingChanges(released, current);
for (const c of changes) console.log(`BREAKING ${c.kind}: ${c.where} (${c.detail})`);
const allowed = versionAllowsBreaking(version(released), version(current));
console.log(`${changes.length} breaking change(s) against released ${version(released)}; current ${version(current)}`);
if (changes.length > 0 && !allowed) {
  console.log(
    'A breaking change needs a new major version in openapi/openapi.yaml (info.version), then `npm run contract:release`.',
  );
  process.exit(1);
}
