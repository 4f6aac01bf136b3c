export const loadMyAdsRoute = () => import('./my-ads-route');
