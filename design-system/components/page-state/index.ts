export { PageState } from './page-state';
export type { PageStateProps } from './page-state';
export { NotFoundIcon, PageErrorIcon, RegionBlockedIcon, createOutlineIcon } from './page-state-icons';
