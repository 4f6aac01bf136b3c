import { getState } from '@mocks/state/store';
import { appRouteTable, renderWithProviders } from '../../support/render-with-providers';

/** The seeded buy the trader paid hours ago and whose seller has not released (mocks/state/seed-orders.ts). */
export const stalledOrderId = () =>
  [...getState().orders.values()].find((o) => o.appealCase && o.stage === 'PAID')!.orderId;

/** The order page of the signed-in trader, through the app's routes. */
export const openOrderPage = (orderId: string) =>
  renderWithProviders(appRouteTable(), { url: `/en/p2p/order?orderId=${orderId}`, session: 'trader' });
