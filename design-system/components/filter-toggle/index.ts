export { FilterToggle } from './filter-toggle';
export type { FilterToggleProps } from './filter-toggle';
