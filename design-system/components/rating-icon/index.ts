export { RatingIcon } from './rating-icon';
export type { RatingIconProps } from './rating-icon';
