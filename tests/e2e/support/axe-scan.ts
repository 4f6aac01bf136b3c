import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type BrowserContext, type Page } from '@playwright/test';

// Accessibility scans in Chromium: WCAG 2.0, 2.1 and 2.2 A/AA rules, colour contrast included. A test
// scans every state it reaches and fails at the end with every serious or critical violation it met, by state.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

// axe-core's own runner, injected once per document and run with axe.run(), rather than @axe-core/playwright's
// AxeBuilder: each analyze() of AxeBuilder evaluates axe's large source again and opens a blank tab to evaluate it
// a second time for finishRun (its cross-frame protocol), many times slower than axe.run() on the injected copy.
// The app renders no frames; scan() fails if a page ever has one, so nothing goes unscanned.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// resultTypes: only violations are reported, so axe skips collecting and serialising every passing and
// inapplicable node (axe-core's documented speed option).
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };

export type ThemeMode = 'light' | 'dark';

/** The `theme` cookie chooses the colour scheme before the first paint. */
export async function useThemeCookie(context: BrowserContext, baseURL: string, mode: ThemeMode) {
  await context.addCookies([{ name: 'theme', value: mode, url: baseURL }]);
}

/** Waits until no CSS transition or animation is running (dialog fades, menu grows), so colours are final. */
export async function settle(page: Page) {
  // Two frames first: a dialog that has just mounted starts its fade on the next frame, and until then there is no
  // animation to wait for. Scanned in that gap, the dialog was still transparent (mid-fade colours) and the focus
  // still behind it (aria-hidden-focus): the gate dialog's scan failed so in two fresh-clone CI runs.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

interface Finding {
  state: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; summary: string }>;
}

export class AxeScanner {
  private readonly findings: Finding[] = [];
  private readonly states: string[] = [];

  constructor(private readonly page: Page) {}

  /** Scans the page as it is now, under the name of the state it shows. */
  async scan(state: string) {
    await settle(this.page);
    expect(this.page.frames(), 'a frame would go unscanned: scan it with axe.runPartial').toHaveLength(1);
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(AXE_SOURCE);
    const result = await this.page.evaluate(
      (options) =>
        (
          window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
        ).axe.run(document, options),
      RUN_OPTIONS,
    );
    this.states.push(state);
    for (const violation of result.violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      this.findings.push({
        state,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          summary: (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' '),
        })),
      });
    }
  }

  /** The rules that found a serious or critical violation so far, e.g. `button-name`. */
  get failedRules(): string[] {
    return [...new Set(this.findings.map((finding) => finding.rule))];
  }

  /** Fails with one readable block per violation: state, rule, impact, and each offending element. */
  expectClean() {
    const report = this.findings
      .map((f) =>
        [
          `[${f.impact}] ${f.rule} in "${f.state}": ${f.help} (${f.helpUrl})`,
          ...f.nodes.map((n) => `    ${n.target}\n      ${n.summary}`),
        ].join('\n'),
      )
      .join('\n\n');
    expect(this.states.length, 'nothing was scanned').toBeGreaterThan(0);
    expect(
      this.findings.length,
      `serious or critical axe violations in ${this.findings.length} place(s):\n\n${report}\n`,
    ).toBe(0);
  }
}
