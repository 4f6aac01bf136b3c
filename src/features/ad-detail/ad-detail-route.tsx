import { useLocation, useParams } from 'react-router-dom';
import { isAdNo } from '@/shared/identifiers';
import { fatalNotFound } from '@/shared/routing/fatal-error';
import { AdDetailScreen } from './screens/ad-detail-screen';

export function Component() {
  const { side, id = '' } = useParams();
  const { pathname, search } = useLocation();
  // An id off the contract's advertisement-number pattern is never sent and raises the fatal not-found; a
  // well-formed one the backend does not know gets the page's own message.
  if (!isAdNo(id)) fatalNotFound(`${pathname}${search}`);
  return <AdDetailScreen key={id} listSide={side === 'sell' ? 'sell' : 'buy'} adNo={id} />;
}
