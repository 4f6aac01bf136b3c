export const loadAdDetailRoute = () => import('./ad-detail-route');
