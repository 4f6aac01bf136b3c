/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The documents a newcomer reads first stay true: the README opens with the two commands, and every file a
// document names is there.

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** A folder a command writes (docs/screenshots/), which git ignores, is named though a fresh clone has none. */
function isOutput(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

const DOCS = ['README.md', 'docs/architecture.md', 'docs/contract.md', 'docs/performance.md', 'docs/product-rules.md'];

it('the README opens with the command that runs the app on the mocks and the one that passes the tests', () => {
  const readme = read('README.md');
  const commands = [...readme.matchAll(/```bash\n([^`]+?)\n```/g)].map((m) => m[1]!.trim());
  expect(commands.slice(0, 2)).toEqual(['./p2p dev', './p2p test']);
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
});

it('every repository path a document names exists', () => {
  const missing = DOCS.flatMap((doc) =>
    [
      ...read(doc).matchAll(
        /`((?:src|design-system|mocks|scripts|tests|openapi|deploy|locales|docs|public)\/[^`\s*<>{}]+)`/g,
      ),
    ]
      .map((m) => m[1]!.replace(/[.,;:)]+$/, ''))
      .filter((path) => !existsSync(join(root, path)) && !isOutput(path))
      .map((path) => `${doc}: ${path}`),
  );
  expect(missing).toEqual([]);
});

it('the architecture says where to change what for the common jobs', () => {
  const architecture = read('docs/architecture.md');
  for (const job of [
    'add a list filter or sort',
    'add an order action',
    'add a contract operation',
    'add a language',
    'add a mock scenario',
  ]) {
    expect(architecture).toContain(`| ${job} |`);
  }
});
