export { PageState } from './page-state';
export type { PageStateProps } from './page-state';
export { NotFoundIcon, PageErrorIcon, RegionBlockedIcon } from './page-state-icons';
