/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The repository explains itself: what a comment, a test title or a config note cites is a file a person who
// clones it can open, and product code says its reasons briefly.

const root = join(__dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const read = (file: string) => readFileSync(join(root, file), 'utf8');

// openapi/released/ holds the last released contract as it was released.
const GENERATED = /(^|\/)generated\/|^public\/mockServiceWorker\.js$|^package-lock\.json$|^openapi\/released\//;
const TEXT =
  /\.(ts|tsx|js|mjs|cjs|json|css|html|conf|ya?ml|sh|md)$|^\.ci\/run$|^\.(env\.example|prettierignore|gitignore|git-blame-ignore-revs)$/;

/** Documents and trackers that are not in the repository; docs/product-rules.md is, and is cited by its sections. */
const OUTSIDE = [
  /\b[Ii]ssues? #?\d/,
  /§ ?\d/,
  /\b(STYLE|DEVELOPERS|TOOLCHAIN)\.md\b/,
  /\bthe spec\b|\bspec's\b|\bspecification\b/i,
];
const RULES_CITATION = /product-rules\.md §\d+(\.\d+)?/g;
const RULES = 'docs/product-rules.md';

it('no code, test, config or document file cites an issue number or a document outside the repository', () => {
  const files = tracked.filter((f) => TEXT.test(f) && !GENERATED.test(f) && !f.startsWith('locales/') && f !== RULES);
  expect(files.length).toBeGreaterThan(500);
  const hits = files.flatMap((file) =>
    read(file)
      .split('\n')
      .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
      .filter(({ line }) => OUTSIDE.some((pattern) => pattern.test(line.replace(RULES_CITATION, ''))))
      .map(({ at, line }) => `${at}: ${line.trim()}`),
  );
  expect(hits).toEqual([]);
});

it('product code keeps its comments to about one line in twelve', () => {
  const product = tracked.filter(
    (f) =>
      /^(src|design-system|mocks)\//.test(f) &&
      /\.tsx?$/.test(f) &&
      !GENERATED.test(f) &&
      !/\.(test|spec|stories)\.tsx?$/.test(f),
  );
  let lines = 0;
  let comments = 0;
  for (const file of product) {
    for (const line of read(file).split('\n')) {
      if (!line.trim()) continue;
      lines += 1;
      if (/^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line)) comments += 1;
    }
  }
  expect(lines).toBeGreaterThan(10_000);
  expect(comments / lines).toBeLessThanOrEqual(0.085);
});
