import { bootAfterFirstPaint } from '../../scripts/vite-boot-after-paint';

// Issue 20 point 4: a prerendered page starts the app through a module that waits for the first frame, while the
// app's own modules still download at once.

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/ds-core-X1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Runs the boot module's source with a fake page: what it imports, and when. */
async function runBoot(source: string, visibilityState: 'visible' | 'hidden') {
  const frames: Array<() => void> = [];
  const imported: string[] = [];
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    '__import',
    `return ${source.replace('import(', '__import(').trim().replace(/;$/, '')};`,
  ) as (...args: unknown[]) => Promise<unknown>;
  const done = run(
    { visibilityState },
    (frame: () => void) => frames.push(frame),
    (callback: () => void) => void Promise.resolve().then(callback),
    async (specifier: string) => void imported.push(specifier),
  );
  return { frames, imported, done };
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
    await boot.done;
    expect(boot.imported).toEqual(['./index-AbC123.js']);
  });

  it('starts the app at once in a hidden tab, which paints no frames', async () => {
    const { source } = bootAfterFirstPaint(TEMPLATE).file!;
    const boot = await runBoot(source, 'hidden');
    await boot.done;
    expect(boot.frames).toEqual([]);
    expect(boot.imported).toEqual(['./index-AbC123.js']);
  });
});
