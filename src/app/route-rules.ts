// Spec §7: a route-rules lookup by path, which may return a redirect. The rules are build-time configuration
// (README "Configuration": VITE_ROUTE_RULES, a JSON array checked by vite.config.ts at build time and handed
// to src/main.tsx), so the exchange's web team can add a rule (a retired URL, a campaign alias) without touching
// the routes. Without it, DEFAULT_ROUTE_RULES.
// A build variable, not a file fetched at start: the lookup runs on every navigation before the page shows, and
// a fetch would put a round trip in front of the first screen (issue 7) or redirect after the page had shown.
// Paths are matched without the language prefix; the redirect keeps the language (route-rules-gate.tsx).

export interface RouteRule {
  /** Path after `/{lang}`, exact, or ending in `/*` for a prefix. */
  path: string;
  /** Path after `/{lang}` to go to instead; the query of the request is kept. */
  redirect: string;
}

export const DEFAULT_ROUTE_RULES: readonly RouteRule[] = [
  { path: '/p2p/express', redirect: '/p2p/buy' },
  { path: '/p2p/orders', redirect: '/p2p/order' },
  { path: '/c2c/*', redirect: '/p2p' },
];

const ROUTE_RULES_ENV = 'VITE_ROUTE_RULES';

const stripTrailingSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

function matches(rule: RouteRule, path: string): boolean {
  if (!rule.path.endsWith('/*')) return path === rule.path;
  const base = rule.path.slice(0, -2);
  return path === (base || '/') || path.startsWith(`${base}/`);
}

export function findRouteRule(
  pathWithoutLang: string,
  rules: readonly RouteRule[] = currentRouteRules(),
): RouteRule | undefined {
  const path = stripTrailingSlashes(pathWithoutLang);
  return rules.find((rule) => matches(rule, path));
}

// Path segments of unreserved and percent-encoded characters only: no scheme, host (`//`), backslash, query,
// fragment or wildcard (other than a rule path's final `/*`), so a redirect always stays inside the site.
const SAFE_PATH = /^(\/[A-Za-z0-9\-._~%]+)*\/?$/;

type Warn = (message: string) => void;

const isSafePath = (value: string) => value.startsWith('/') && SAFE_PATH.test(value);

/** Why an entry is not a rule, or the rule itself (paths without trailing slashes, as they are matched). */
function toRule(entry: unknown): RouteRule | string {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return 'not an object { "path", "redirect" }';
  const { path, redirect, ...extra } = entry as Record<string, unknown>;
  if (Object.keys(extra).length > 0) return `unknown field(s) ${Object.keys(extra).join(', ')}`;
  if (typeof path !== 'string' || typeof redirect !== 'string') return '"path" and "redirect" must be strings';
  const prefix = path.endsWith('/*');
  const base = prefix ? path.slice(0, -2) || '/' : path;
  if (!isSafePath(base)) return `"path" ${JSON.stringify(path)} is not a path like /p2p/express or /c2c/*`;
  if (!isSafePath(redirect))
    return `"redirect" ${JSON.stringify(redirect)} is not a path inside the site like /p2p/buy`;
  const matched = stripTrailingSlashes(base);
  return { path: prefix ? `${matched === '/' ? '' : matched}/*` : matched, redirect: stripTrailingSlashes(redirect) };
}

/** True when following redirects from `rule` comes back to a rule already passed: the page would never show. */
function loops(rule: RouteRule, rules: readonly RouteRule[]): boolean {
  const passed = new Set<RouteRule>([rule]);
  for (let next = findRouteRule(rule.redirect, rules); next; next = findRouteRule(next.redirect, rules)) {
    if (passed.has(next)) return true;
    passed.add(next);
  }
  return false;
}

/**
 * The rules of a VITE_ROUTE_RULES value: a JSON array of `{ "path", "redirect" }`. Unset or blank gives the
 * defaults; a value that is not a JSON array gives the defaults with a warning; an entry that is not a valid
 * rule, repeats an earlier rule's path or would make a redirect loop is left out with a warning naming it.
 * Configuration never crashes the page. `[]` means no rules at all.
 */
export function parseRouteRules(raw: string | undefined, warn: Warn = console.warn): readonly RouteRule[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_ROUTE_RULES;
  let entries: unknown;
  try {
    entries = JSON.parse(raw);
  } catch {
    warn(`[route-rules] ${ROUTE_RULES_ENV} is not valid JSON; the default rules apply.`);
    return DEFAULT_ROUTE_RULES;
  }
  if (!Array.isArray(entries)) {
    warn(`[route-rules] ${ROUTE_RULES_ENV} must be a JSON array of { "path", "redirect" }; the default rules apply.`);
    return DEFAULT_ROUTE_RULES;
  }
  const rules: RouteRule[] = [];
  entries.forEach((entry: unknown, index) => {
    const rule = toRule(entry);
    let problem: string | undefined;
    if (typeof rule === 'string') problem = rule;
    else if (rules.some((earlier) => earlier.path === rule.path)) problem = `repeats the path ${rule.path}`;
    else if (loops(rule, [...rules, rule])) problem = `would redirect in a loop (${rule.path} -> ${rule.redirect})`;
    else rules.push(rule);
    if (problem !== undefined) warn(`[route-rules] ${ROUTE_RULES_ENV} entry ${index} ignored: ${problem}.`);
  });
  return rules;
}

let configured: readonly RouteRule[] = DEFAULT_ROUTE_RULES;

/** The rules every navigation is looked up in. */
export function currentRouteRules(): readonly RouteRule[] {
  return configured;
}

/** Set once at start-up from the build's configuration (src/main.tsx); tests set their own. */
export function configureRouteRules(rules: readonly RouteRule[]): void {
  configured = rules;
}

export function resetRouteRules(): void {
  configured = DEFAULT_ROUTE_RULES;
}
