import { MyOrdersScreen } from './screens/my-orders-screen';

/** `/{lang}/p2p/order` without an order ID; lazy-loaded by the app's order route. */
export function Component() {
  return <MyOrdersScreen />;
}
