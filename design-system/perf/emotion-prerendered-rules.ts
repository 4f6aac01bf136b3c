import type { EmotionCache } from '@emotion/cache';

// A prerendered page's stylesheet already holds the rules of its first render; unless told, emotion compiles and
// inserts each again while the page hydrates. Class names are still computed, so other components get their rules.

/** Set by scripts/vite-prerender.ts on the <style> of a prerendered page's first-render rules. */
export const PRERENDERED_RULES_ATTRIBUTE = 'data-emotion-rules';

const primed = new WeakSet<EmotionCache>();

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

/** Only rules the browser has parsed count: a style element the page's policy refused skips nothing. */
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
