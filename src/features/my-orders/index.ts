export const loadMyOrdersRoute = () => import('./my-orders-route');
