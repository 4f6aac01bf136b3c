export { lazyComponent } from './lazy-component';
export type { LazyComponent } from './lazy-component';
export { useLazyComponent } from './use-lazy-component';
export type { LazyComponentState } from './use-lazy-component';
