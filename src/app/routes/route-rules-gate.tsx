import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { appConfig } from '@/shared/config/app-config';
import { findRouteRule } from '@/shared/routing/route-rules';

export function RouteRulesGate() {
  const { lang } = useParams();
  const location = useLocation();
  const rest = location.pathname.slice(`/${lang ?? ''}`.length) || '/';
  const rule = findRouteRule(rest, appConfig().routeRules);
  if (rule)
    return <Navigate replace to={`/${lang ?? 'en'}${rule.redirect === '/' ? '' : rule.redirect}${location.search}`} />;
  return <Outlet />;
}
