import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { Component as AdDetailRoute } from '@/features/ad-detail/ad-detail-route';

function OrderProbe() {
  const location = useLocation();
  return <p data-testid="order-page">{`${location.pathname}${location.search}`}</p>;
}

/** The ad detail at its route (renderWithProviders at /en/p2p/<side>/detail/<adNo>); the order page shows its URL. */
export const adDetailRoutes: RouteObject[] = [
  { path: '/:lang/p2p/:side/detail/:id', Component: AdDetailRoute },
  { path: '/:lang/p2p/order', Component: OrderProbe },
  { path: '/:lang/p2p/:side', element: <p>list</p> },
];

/** Waits for the ad and opens the trade dialog through its action button. */
export async function openTradeDialog(user: { click: (e: Element) => Promise<void> }, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}
