import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

// Accessibility scans in Chromium (issue 7): WCAG 2.0, 2.1 and 2.2 A/AA rules, colour contrast included. A test
// scans every state it reaches and fails at the end with every serious or critical violation it met, by state.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export type ThemeMode = 'light' | 'dark';

/** The `theme` cookie (spec §3) chooses the colour scheme before the first paint. */
export async function useThemeCookie(context: BrowserContext, baseURL: string, mode: ThemeMode) {
  await context.addCookies([{ name: 'theme', value: mode, url: baseURL }]);
}

/** Waits until no CSS transition or animation is running (dialog fades, menu grows), so colours are final. */
export async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
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
    // resultTypes: only violations are reported, so axe skips collecting and serialising every passing and
    // inapplicable node (axe-core's documented speed option; the scans were most of the suite's CPU time).
    // options() before withTags(): options() replaces the run options, tags included (seen: best-practice rules
    // ran when it came second). Checked on a page with known violations: the same ones with and without it.
    const result = await new AxeBuilder({ page: this.page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).analyze();
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

  /** Fails with one readable block per violation: state, rule, impact, and each offending element. */
  expectClean() {
    const report = this.findings
      .map((f) => [`[${f.impact}] ${f.rule} in "${f.state}": ${f.help} (${f.helpUrl})`, ...f.nodes.map((n) => `    ${n.target}\n      ${n.summary}`)].join('\n'))
      .join('\n\n');
    expect(this.states.length, 'nothing was scanned').toBeGreaterThan(0);
    expect(this.findings.length, `serious or critical axe violations in ${this.findings.length} place(s):\n\n${report}\n`).toBe(0);
  }
}
