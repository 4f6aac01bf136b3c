export { ErrorState } from './error-state';
export type { ErrorStateProps } from './error-state';
