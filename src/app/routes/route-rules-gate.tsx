import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { findRouteRule } from '../route-rules';

/**
 * Looks every navigation up in the route rules (spec §7: configured by VITE_ROUTE_RULES, src/app/route-rules.ts)
 * and follows a redirect under the same language prefix, keeping the query.
 */
export function RouteRulesGate() {
  const { lang } = useParams();
  const location = useLocation();
  const rest = location.pathname.slice(`/${lang ?? ''}`.length) || '/';
  const rule = findRouteRule(rest);
  if (rule)
    return <Navigate replace to={`/${lang ?? 'en'}${rule.redirect === '/' ? '' : rule.redirect}${location.search}`} />;
  return <Outlet />;
}
