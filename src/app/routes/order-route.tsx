import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '@ds';
import { loadMyOrdersRoute } from '@/features/my-orders';
import { loadOrderRoute, orderParamsFrom } from '@/features/orders';
import { lazyScreen } from '../lazy-screen';

// `/{lang}/p2p/order?orderId=...` is one order; without an order ID it is My orders.
const order = lazyScreen(loadOrderRoute);
const myOrders = lazyScreen(loadMyOrdersRoute);

export function preloadOrderScreen(search: URLSearchParams): Promise<unknown> {
  return orderParamsFrom(search) ? order.preload() : myOrders.preload();
}

export function OrderRoute() {
  const [search] = useSearchParams();
  return (
    <Suspense fallback={<LoadingState variant="spinner" />}>
      {orderParamsFrom(search) ? <order.Screen /> : <myOrders.Screen />}
    </Suspense>
  );
}
