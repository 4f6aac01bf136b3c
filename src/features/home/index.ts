export const loadHomeRoute = () => import('./home-route');
