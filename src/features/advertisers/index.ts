export const loadAdvertiserRoute = () => import('./advertiser-route');
