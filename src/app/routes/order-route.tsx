import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingState } from '@ds';
import { orderParamsFrom } from '@/features/order/order-params';
import { lazyScreen } from '../lazy-screen';

// `/{lang}/p2p/order?orderId=...` is one order; without an order ID it is My orders (issue 5). Each screen is
// its own chunk.
const order = lazyScreen(() => import('@/features/order/order-route'));
const myOrders = lazyScreen(() => import('@/features/my-orders/my-orders-route'));

/**
 * Starts the chunk of the screen the query string names, at start-up, in parallel with the language (issue 7:
 * it used to be asked for only after the first render, one more round trip before the order shows).
 */
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
