import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// A production build (`npm run build`, no mock mode) holds no mock or development-only
// module. Mock mode's code (mocks/, msw and its worker, faker, the dev-login screen with the mock accounts) must
// be left out by the build itself, not just be unreachable. This looks at every file of a build folder: its
// name, and the text of the JavaScript, CSS and HTML. The locales' few mock-mode sentences are texts, not code,
// and are not looked for.

export interface DevCodeFinding {
  /** The file, relative to the build folder. */
  file: string;
  /** What was found in it. */
  what: string;
}

/** Telltale strings of each kind of mock or dev-only code, as they survive minification. */
const MARKERS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: "the mock accounts' token prefix (mocks/users.ts)", pattern: /mock-token/ },
  { what: 'the dev-login screen (src/app/dev/dev-login)', pattern: /dev-login/ },
  { what: "the mocks' scenario header or cookie (mocks/scenarios)", pattern: /x-mock-scenario|mockScenario/ },
  { what: 'msw (its worker or its browser setup)', pattern: /mockServiceWorker|setupWorker|\[MSW\]/ },
  { what: '@faker-js/faker', pattern: /@faker-js|FakerError/ },
];

/** File names that only mock mode or development produces. */
const DEV_FILE_NAME = /dev-login|mockServiceWorker|(^|[/_-])mocks?([/_.-]|$)|(^|[/_-])msw([/_.-]|$)|faker/i;

/** The files whose text is read: what the browser runs or reads as text (compressed copies are checked by name). */
const TEXT_FILE = /\.(js|mjs|cjs|css|html|json|map|txt)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every mock or dev-only file or code found in the build folder `dir`; empty for a clean production build. */
export function findDevCode(dir: string): DevCodeFinding[] {
  const findings: DevCodeFinding[] = [];
  for (const path of filesUnder(dir)) {
    const file = relative(dir, path).split('\\').join('/');
    if (DEV_FILE_NAME.test(file)) findings.push({ file, what: 'a mock or dev-only file name' });
    if (!TEXT_FILE.test(file)) continue;
    const text = readFileSync(path, 'utf8');
    for (const { what, pattern } of MARKERS) if (pattern.test(text)) findings.push({ file, what });
  }
  return findings;
}
