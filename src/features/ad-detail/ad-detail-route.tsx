import { useLocation, useParams } from 'react-router-dom';
import { isAdNo } from '@/shared/identifiers';
import { fatalNotFound } from '@/shared/routing/fatal-error';
import { AdDetailScreen } from './screens/ad-detail-screen';

/** `/{lang}/p2p/buy/detail/:id` and `/{lang}/p2p/sell/detail/:id` (spec §2; the app adds the login guard). */
export function Component() {
  const { side, id = '' } = useParams();
  const { pathname, search } = useLocation();
  // Spec §2: the page's own validation raises the fatal not-found. An id that is no advertisement number by the
  // contract's pattern is never sent; a well-formed one the backend does not know gets the page's own message.
  if (!isAdNo(id)) fatalNotFound(`${pathname}${search}`);
  return <AdDetailScreen key={id} listSide={side === 'sell' ? 'sell' : 'buy'} adNo={id} />;
}
