export { FavoriteToggle } from './favorite-toggle';
export type { FavoriteToggleProps } from './favorite-toggle';
