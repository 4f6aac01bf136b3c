import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { findRouteRule } from '../route-rules';

export function RouteRulesGate() {
  const { lang } = useParams();
  const location = useLocation();
  const rest = location.pathname.slice(`/${lang ?? ''}`.length) || '/';
  const rule = findRouteRule(rest);
  if (rule)
    return <Navigate replace to={`/${lang ?? 'en'}${rule.redirect === '/' ? '' : rule.redirect}${location.search}`} />;
  return <Outlet />;
}
