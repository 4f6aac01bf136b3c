export const loadAdListRoute = () => import('./ad-list-route');
export { prefetchListFromUrl } from './prefetch-list';
