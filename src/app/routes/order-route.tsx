import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '@ds';
import { orderParamsFrom } from '@/features/orders/order-params';
import { lazyScreen } from '../lazy-screen';

// `/{lang}/p2p/order?orderId=...` is one order; without an order ID it is My orders.
const order = lazyScreen(() => import('@/features/orders/order-route'));
const myOrders = lazyScreen(() => import('@/features/my-orders/my-orders-route'));

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
