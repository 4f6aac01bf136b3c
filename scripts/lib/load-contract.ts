import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenApiDocument } from './contract-validator';

// npm scripts and jest both run from the package root.
const root = process.cwd();
export const BUNDLE_PATH = join(root, 'openapi', 'dist', 'openapi.json');

function newestSourceMs(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    if (entry.name === 'dist' || entry.name === 'released') return max;
    const full = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newestSourceMs(full) : statSync(full).mtimeMs);
  }, 0);
}

/** The contract bundled to one JSON document; re-bundled when a YAML file is newer than the bundle. */
export function loadContract(): OpenApiDocument {
  if (!existsSync(BUNDLE_PATH) || statSync(BUNDLE_PATH).mtimeMs < newestSourceMs(join(root, 'openapi'))) {
    execFileSync(
      join(root, 'node_modules', '.bin', 'redocly'),
      ['bundle', 'openapi/openapi.yaml', '--ext', 'json', '-o', BUNDLE_PATH],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
  }
  return JSON.parse(readFileSync(BUNDLE_PATH, 'utf8')) as OpenApiDocument;
}
