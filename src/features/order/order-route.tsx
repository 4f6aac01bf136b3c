import { useSearchParams } from 'react-router-dom';
import { OrderScreen } from './screens/order-screen';

/**
 * `/{lang}/p2p/order?orderId=…` or `?externalOrderId=…` (spec §2, §3 identifiers), behind the login guard of the
 * route table. Keyed by the id so switching orders starts clean.
 */
export default function OrderRoute() {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const externalOrderId = search.get('externalOrderId');
  const params = orderId ? { orderId } : { externalOrderId: externalOrderId ?? '' };
  return <OrderScreen key={orderId ?? externalOrderId ?? ''} params={params} />;
}
