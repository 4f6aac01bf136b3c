import { useSearchParams } from 'react-router-dom';
import { orderParamsFrom } from './order-params';
import { OrderScreen } from './screens/order-screen';

/**
 * `/{lang}/p2p/order?orderId=…` or `?externalOrderId=…` (spec §2, §3 identifiers), behind the login guard of the
 * route table. Keyed by the id so switching orders starts clean.
 */
export function Component() {
  const [search] = useSearchParams();
  const params = orderParamsFrom(search) ?? { externalOrderId: '' };
  return <OrderScreen key={params.orderId ?? params.externalOrderId ?? ''} params={params} />;
}
