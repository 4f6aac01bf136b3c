export { ErrorState, FailuresExplainedElsewhere } from './error-state';
export type { ErrorStateProps } from './error-state';
export { FailureMessage } from './failure-message';
