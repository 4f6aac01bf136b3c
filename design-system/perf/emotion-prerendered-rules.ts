import type { EmotionCache } from '@emotion/cache';

// A prerendered page (issue 20) holds the CSS of its first render: every rule emotion wrote while the build drew
// it, under the same class names the browser computes (scripts/vite-prerender.ts marks that <style> with this
// attribute). Without a word about it, emotion compiles each of those rules again while the page hydrates and
// inserts it a second time: ~400 rules, about a third of the start-up's style work at 4x CPU (issue 20 point 4:
// Lighthouse TBT). Marking their names as inserted skips both; the class names are still computed, so a
// component whose styles are not in the stylesheet (rows, dialogs, another theme) gets its rules as before.

/** Marks the <style> of a prerendered page's first-render rules. */
export const PRERENDERED_RULES_ATTRIBUTE = 'data-emotion-rules';

const primed = new WeakSet<EmotionCache>();

/** The names of the `.<key>-<name>` classes in `rules`, inside media and other grouping rules too. */
function collectNames(rules: CSSRuleList, pattern: RegExp, names: Set<string>): void {
  for (const rule of Array.from(rules)) {
    // By shape, not class: not every engine (jsdom) has CSSGroupingRule.
    if ('selectorText' in rule && typeof rule.selectorText === 'string') {
      for (const match of rule.selectorText.matchAll(pattern)) names.add(match[1]!);
    } else if ('cssRules' in rule && rule.cssRules instanceof Object) {
      collectNames(rule.cssRules as CSSRuleList, pattern, names);
    }
  }
}

/**
 * Tells `cache` which rules the page's prerendered stylesheet already holds, once per cache (the app and each
 * embedded app render with the same one). Only rules the browser has actually parsed count: a style element the
 * page's policy refused holds none, and emotion then writes every rule itself as on any other page.
 */
export function primeWithPrerenderedRules(cache: EmotionCache): void {
  if (primed.has(cache) || typeof document === 'undefined') return;
  primed.add(cache);
  const element = document.querySelector<HTMLStyleElement | HTMLLinkElement>(`[${PRERENDERED_RULES_ATTRIBUTE}]`);
  let rules: CSSRuleList | undefined;
  try {
    rules = element?.sheet?.cssRules;
  } catch {
    // Another origin's stylesheet (a <link>) cannot be read: nothing is skipped.
  }
  if (!rules) return;
  const names = new Set<string>();
  collectNames(rules, new RegExp(`\\.${cache.key}-([a-zA-Z0-9]+)`, 'g'), names);
  for (const name of names) cache.inserted[name] ??= true;
}
