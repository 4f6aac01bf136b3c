// npm run contract:diff — compares openapi/ with the last released contract (openapi/released/openapi.json)
// and fails on a breaking change unless the contract's major version was raised. `npm run contract:release`
// records the current contract as released.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OpenApiDocument } from './lib/contract-validator';
import { findBreakingChanges, versionAllowsBreaking } from './lib/contract-diff';
import { BUNDLE_PATH, loadContract } from './lib/load-contract';

const RELEASED = join(process.cwd(), 'openapi', 'released', 'openapi.json');
const version = (doc: OpenApiDocument) => String((doc as unknown as { info: { version: string } }).info.version);

/** The backend team's package carries the contract's version, in its manifest and in the lockfile's copy of it. */
function versionContractKit(next: string): void {
  const manifestPath = join(process.cwd(), 'packages', 'contract-kit', 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, version: next }, null, 2)}\n`);
  const lockPath = join(process.cwd(), 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, { version?: string }> };
  const entry = lock.packages['packages/contract-kit'];
  if (entry) entry.version = next;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}

const current = loadContract();
if (process.argv.includes('--release')) {
  mkdirSync(dirname(RELEASED), { recursive: true });
  copyFileSync(BUNDLE_PATH, RELEASED);
  versionContractKit(version(current));
  console.log(`recorded contract ${version(current)} as released (packages/contract-kit too)`);
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
