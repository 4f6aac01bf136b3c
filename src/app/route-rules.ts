// Spec §7: a route-rules lookup by path, which may return a redirect. The table is configuration: the
// exchange's web team can add a rule (a retired URL, a campaign alias) without touching the routes.
// Paths are matched without the language prefix; the redirect keeps the language.

export interface RouteRule {
  /** Path after `/{lang}`, exact, or ending in `/*` for a prefix. */
  path: string;
  redirect: string;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { path: '/p2p/express', redirect: '/p2p/buy' },
  { path: '/p2p/orders', redirect: '/p2p/order' },
  { path: '/c2c/*', redirect: '/p2p' },
];

export function findRouteRule(pathWithoutLang: string, rules: readonly RouteRule[] = ROUTE_RULES): RouteRule | undefined {
  const path = pathWithoutLang.replace(/\/+$/, '') || '/';
  return rules.find((rule) =>
    rule.path.endsWith('/*') ? path === rule.path.slice(0, -2) || path.startsWith(rule.path.slice(0, -1)) : path === rule.path,
  );
}
