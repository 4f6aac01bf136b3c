import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContract } from '../support/contract';

// The backend team's package (packages/contract-kit) is versioned with the contract; CI packs and runs it (.ci/run).

const read = (path: string) => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8')) as Record<string, unknown>;

describe('the contract kit package', () => {
  it('carries the contract’s version, in its manifest and in the lockfile', () => {
    const version = (loadContract() as unknown as { info: { version: string } }).info.version;
    expect(read('packages/contract-kit/package.json').version).toBe(version);
    const lock = read('package-lock.json') as { packages: Record<string, { version?: string }> };
    expect(lock.packages['packages/contract-kit']?.version).toBe(version);
  });

  it('ships its command, the contract and its README, and depends on nothing from the registry', () => {
    const manifest = read('packages/contract-kit/package.json');
    expect(manifest.bin).toEqual({ 'p2p-contract': 'dist/cli.mjs' });
    expect(manifest.files).toEqual(['dist', 'openapi.json', 'README.md']);
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toBeUndefined();
  });
});
