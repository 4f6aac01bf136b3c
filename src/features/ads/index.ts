export const loadAdListRoute = () => import('./ad-list-route');
export { prefetchListFromUrl } from './prefetch-list';
/** The build's template of the prerendered list's early rows (src/prerender/render-page.tsx). */
export const loadEarlyRowsTemplate = () =>
  import('./components/early-rows-template').then((module) => module.EarlyRowsTemplate);
