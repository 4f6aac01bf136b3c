import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '@ds';

// `/{lang}/p2p/order?orderId=...` is one order; without an order ID it is My orders (issue 5). Each screen is
// its own chunk.
const OrderScreen = lazy(() => import('@/features/order/order-route'));
const MyOrdersScreen = lazy(() => import('@/features/my-orders/my-orders-route'));

export function OrderRoute() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? params.get('externalOrderId');
  return <Suspense fallback={<LoadingState variant="spinner" />}>{orderId ? <OrderScreen /> : <MyOrdersScreen />}</Suspense>;
}
