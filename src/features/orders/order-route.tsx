import { useLocation, useSearchParams } from 'react-router-dom';
import { isWellFormedOrder } from '@/shared/identifiers';
import { fatalNotFound } from '@/shared/routing/fatal-error';
import { orderParamsFrom } from './order-params';
import { OrderScreen } from './screens/order-screen';

/** Keyed by the order's id, so switching orders starts clean. */
export function Component() {
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const params = orderParamsFrom(search) ?? { externalOrderId: '' };
  // An id off the contract's pattern is never sent and raises the fatal not-found; a well-formed id the backend
  // does not know gets the page's own 'order not found' message.
  if (!isWellFormedOrder(params)) fatalNotFound(`${pathname}${query}`);
  return <OrderScreen key={params.orderId ?? params.externalOrderId ?? ''} params={params} />;
}
