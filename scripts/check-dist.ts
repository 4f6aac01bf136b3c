// npm run check:dist [-- --dir <build folder>] — after `npm run build`: fails when the production build holds
// any mock or development-only module (scripts/lib/dev-code-in-dist.ts says what is looked for).
// `npm run bench:bundle`, which CI runs after the build, applies the same check.
import { existsSync } from 'node:fs';
import { findDevCode } from './lib/dev-code-in-dist';

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const dir = at >= 0 ? args[at + 1] : 'dist';
if (!dir || !existsSync(dir)) {
  console.error(`check:dist: no build folder at ${dir ?? '(missing value of --dir)'}; run npm run build first`);
  process.exit(2);
}

const findings = findDevCode(dir);
for (const { file, what } of findings) console.log(`DEV CODE IN THE BUILD: ${file}: ${what}`);
console.log(
  findings.length
    ? `check:dist: FAIL (${findings.length} findings in ${dir})`
    : `check:dist: PASS (${dir} holds no mock or dev-only code)`,
);
process.exit(findings.length ? 1 : 0);
