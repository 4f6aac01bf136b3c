// Redirects configured at build time, not fetched at start: the lookup runs before every page shows, and a fetch
// would delay the first screen. Paths are matched without the language prefix.

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

export function findRouteRule(pathWithoutLang: string, rules: readonly RouteRule[]): RouteRule | undefined {
  const path = stripTrailingSlashes(pathWithoutLang);
  return rules.find((rule) => matches(rule, path));
}

// No scheme, host (`//`), backslash, query or fragment, so a redirect always stays inside the site.
const SAFE_PATH = /^(\/[A-Za-z0-9\-._~%]+)*\/?$/;

type Warn = (message: string) => void;

const isSafePath = (value: string) => value.startsWith('/') && SAFE_PATH.test(value);

/** Why an entry is not a rule, or the rule itself. */
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

/** Bad configuration is left out with a warning and never crashes the page; `[]` means no rules at all. */
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
