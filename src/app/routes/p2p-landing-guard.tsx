import { Navigate } from 'react-router-dom';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { paths } from '@/shared/routing/paths';
import { readLastListChoice } from '@/shared/last-list-choice';

export function P2pLandingGuard() {
  const lang = useCurrentLanguage();
  const last = readLastListChoice();
  if (!last) return <Navigate replace to={paths.list(lang, 'buy')} />;
  const query = new URLSearchParams({ asset: last.asset, fiat: last.fiat });
  return <Navigate replace to={paths.list(lang, last.side, `?${query.toString()}`)} />;
}
