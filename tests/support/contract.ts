import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createContractValidator, type OpenApiDocument } from '../../scripts/lib/contract-validator';

const root = join(__dirname, '..', '..');
const bundlePath = join(root, 'openapi', 'dist', 'openapi.json');

function newestSourceMs(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    if (entry.name === 'dist') return max;
    const full = join(dir, entry.name);
    return Math.max(max, entry.isDirectory() ? newestSourceMs(full) : statSync(full).mtimeMs);
  }, 0);
}

/** The contract bundled to one JSON document; re-bundled when a YAML file is newer than the bundle. */
export function loadContract(): OpenApiDocument {
  if (!existsSync(bundlePath) || statSync(bundlePath).mtimeMs < newestSourceMs(join(root, 'openapi'))) {
    execFileSync(join(root, 'node_modules', '.bin', 'redocly'), ['bundle', 'openapi/openapi.yaml', '--ext', 'json', '-o', bundlePath], {
      cwd: root,
      stdio: 'pipe',
    });
  }
  return JSON.parse(readFileSync(bundlePath, 'utf8')) as OpenApiDocument;
}

export function contractValidator() {
  return createContractValidator(loadContract());
}
