export { OnlineDot } from './online-dot';
export type { OnlineDotProps } from './online-dot';
