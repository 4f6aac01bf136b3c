import { bootAfterFirstPaint } from '../../scripts/vite-boot-after-paint';
import { stagesOf } from '../../scripts/vite-page-preload';

// A prerendered page starts the app through a module that waits for the first frame, while the
// app's own modules still download at once.

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/ds-core-X1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Lets the promises of the boot module settle (a real timer: the module's own are the fakes below). */
const settle = () => new Promise<void>((settled) => setTimeout(settled, 0));

/** Runs the boot module's source with a fake page: what it imports, and when. */
async function runBoot(source: string, visibilityState: 'visible' | 'hidden') {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const imported: string[] = [];
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    '__import',
    source.replaceAll('import(', '__import(').replace('new Promise((start)', 'return new Promise((start)'),
  ) as (...args: unknown[]) => Promise<unknown>;
  const done = run(
    { visibilityState },
    (frame: () => void) => frames.push(frame),
    (callback: () => void) => {
      tasks.push(callback);
    },
    async (specifier: string) => void imported.push(specifier),
  );
  /** Runs the queued tasks one by one, letting the promises between them settle, until none is left. */
  const runTasks = async () => {
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      task();
      await settle();
    }
  };
  return { frames, tasks, imported, done, runTasks };
}

describe('the boot module of a prerendered page', () => {
  it('replaces the entry script with the boot module and keeps the entry downloading as a modulepreload', () => {
    const { html, file } = bootAfterFirstPaint(TEMPLATE);
    expect(file?.fileName).toMatch(/^boot-[0-9a-f]{10}\.js$/);
    expect(html).toContain(`<script type="module" crossorigin src="/assets/${file!.fileName}"></script>`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-AbC123.js">');
    expect(html).not.toContain('src="/assets/index-AbC123.js"');
    // The other links stay as they were.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ds-core-X1.js">');
  });

  it('names the entry relative to itself, so the site may live under any base path', () => {
    const { html, file } = bootAfterFirstPaint(TEMPLATE.replaceAll('/assets/', '/p2p/assets/'));
    expect(file!.source).toContain(`import('./index-AbC123.js')`);
    expect(html).toContain(`src="/p2p/assets/${file!.fileName}"`);
  });

  it('gets a new name when the entry changes, as the assets are cached for good', () => {
    const a = bootAfterFirstPaint(TEMPLATE).file!.fileName;
    const b = bootAfterFirstPaint(TEMPLATE.replace('index-AbC123', 'index-Zz9')).file!.fileName;
    expect(a).not.toBe(b);
  });

  it('leaves a template without the entry script as it is', () => {
    const html = '<html><head></head><body></body></html>';
    expect(bootAfterFirstPaint(html)).toEqual({ html, file: null });
  });

  it('starts the app only after the first frame of a visible page', async () => {
    const { source } = bootAfterFirstPaint(TEMPLATE).file!;
    const boot = await runBoot(source, 'visible');
    await Promise.resolve();
    expect(boot.imported).toEqual([]);
    expect(boot.frames).toHaveLength(1);
    boot.frames[0]!();
    await boot.runTasks();
    await boot.done;
    expect(boot.imported).toEqual(['./index-AbC123.js']);
  });

  it('evaluates the stages one per task, dependencies first, and the entry last', async () => {
    const { source } = bootAfterFirstPaint(TEMPLATE, ['react-A1.js', 'mui-B2.js']).file!;
    const boot = await runBoot(source, 'visible');
    boot.frames[0]!();
    // The frame's timer: then the first stage is imported, and the next waits for a task of its own.
    boot.tasks.shift()!();
    await settle();
    expect(boot.imported).toEqual(['./react-A1.js']);
    boot.tasks.shift()!();
    await settle();
    expect(boot.imported).toEqual(['./react-A1.js', './mui-B2.js']);
    await boot.runTasks();
    await boot.done;
    expect(boot.imported).toEqual(['./react-A1.js', './mui-B2.js', './index-AbC123.js']);
  });

  it('starts the app at once in a hidden tab, which paints no frames', async () => {
    const { source } = bootAfterFirstPaint(TEMPLATE).file!;
    const boot = await runBoot(source, 'hidden');
    await boot.done;
    expect(boot.tasks).toEqual([]);
    expect(boot.frames).toEqual([]);
    expect(boot.imported).toEqual(['./index-AbC123.js']);
  });
});

describe('the stages of the first load', () => {
  const chunk = (fileName: string, imports: string[], size: number, isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    name: isEntry ? 'index' : fileName,
    isEntry,
    imports,
    code: 'x'.repeat(size),
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-E.js', ['assets/ui-C.js', 'assets/tiny-T.js', 'assets/react-R.js'], 90_000, true),
      chunk('assets/ui-C.js', ['assets/react-R.js', 'assets/runtime-X.js'], 80_000),
      chunk('assets/react-R.js', ['assets/runtime-X.js'], 120_000),
      chunk('assets/runtime-X.js', [], 600),
      chunk('assets/tiny-T.js', [], 2_000),
      chunk('assets/lazy-L.js', ['assets/react-R.js'], 50_000),
    ].map((c) => [c.fileName, c]),
  );

  it('are the large chunks the entry imports, each after the chunks it imports, named beside the entry', () => {
    expect(stagesOf(bundle)).toEqual(['react-R.js', 'ui-C.js']);
  });

  it('are none without the app entry', () => {
    expect(stagesOf({ 'assets/a.js': chunk('assets/a.js', [], 50_000) })).toEqual([]);
  });
});
