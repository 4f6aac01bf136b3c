import { createHash } from 'node:crypto';

// A prerendered page can paint from its HTML and stylesheet alone, but a module script runs as soon as its modules
// have arrived: when they come before the first frame (a repeat visit with the scripts cached, a fast connection),
// evaluating them (one long task) and hydrating would come before the page is painted.
//
// The prerendered pages therefore start the app through a small module that waits for the first frame, then
// evaluates the first load's large chunks one per task. The app's modules still download at once (the entry
// becomes one more modulepreload link), so only their evaluation moves. A hidden tab paints no frames: there
// the app starts at once. (Lighthouse's simulated LCP is not helped by this: it counts the downloads that end
// before the paint, whenever they are evaluated: README "Prerendered pages (paint before JavaScript)".)

/** The build's entry script tag (Vite writes exactly this for index.html's module script). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+\/)([^"/]+\.js)"><\/script>/;

export interface BootAfterPaint {
  /** The template with the entry preloaded and the boot module as its script. */
  html: string;
  /** The boot module, to be written as assets/<fileName> beside the entry. */
  file: { fileName: string; source: string } | null;
}

/**
 * Replaces a page template's entry script with the boot module; a template without one is left as it is.
 * `stages`: chunks of the entry's static imports (file names beside it, dependencies first) evaluated one per task
 * before the entry, so that the first load's modules are not evaluated in one long task (see stagesOf).
 */
export function bootAfterFirstPaint(template: string, stages: readonly string[] = []): BootAfterPaint {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) return { html: template, file: null };
  const [tag, dir, entry] = match as unknown as [string, string, string];
  // No top-level await: the file is written as it is, not transpiled by Vite.
  const source = [
    '// A new task: scheduler.yield() where the browser has it; a timer elsewhere, none in a hidden tab (throttled).',
    'const task = () =>',
    "  document.visibilityState === 'hidden' ? Promise.resolve() : globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go));",
    'new Promise((start) => {',
    "  if (document.visibilityState === 'hidden') start();",
    '  else requestAnimationFrame(() => setTimeout(start));',
    '})',
    ...stages.map((chunk) => `  .then(() => import('./${chunk}')).then(task)`),
    `  .then(() => import('./${entry}'));`,
    '',
  ].join('\n');
  // Content-hashed like Vite's own files: nginx serves assets/ as immutable.
  const fileName = `boot-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  const html = template.replace(
    tag,
    () =>
      `<script type="module" crossorigin src="${dir}${fileName}"></script>\n    ` +
      `<link rel="modulepreload" crossorigin href="${dir}${entry}">`,
  );
  return { html, file: { fileName, source } };
}
