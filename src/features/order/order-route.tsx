import { useLocation, useSearchParams } from 'react-router-dom';
import { isWellFormedOrder } from '@/shared/identifiers';
import { fatalNotFound } from '@/shared/routing/fatal-error';
import { orderParamsFrom } from './order-params';
import { OrderScreen } from './screens/order-screen';

/**
 * `/{lang}/p2p/order?orderId=…` or `?externalOrderId=…` (spec §2, §3 identifiers), behind the login guard of the
 * route table. Keyed by the id so switching orders starts clean.
 */
export function Component() {
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const params = orderParamsFrom(search) ?? { externalOrderId: '' };
  // Spec §2: the page's own validation raises the fatal not-found; an id off the contract's pattern is never
  // sent. A well-formed id the backend does not know keeps the page's own 'order not found' message.
  if (!isWellFormedOrder(params)) fatalNotFound(`${pathname}${query}`);
  return <OrderScreen key={params.orderId ?? params.externalOrderId ?? ''} params={params} />;
}
