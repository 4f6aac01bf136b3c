export const loadMyAdsRoute = () => import('./my-ads-route');
export const loadPostAdRoute = () => import('./post-ad-route');
