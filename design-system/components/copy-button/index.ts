export { CopyButton } from './copy-button';
export type { CopyButtonProps } from './copy-button';
export { CopyProvider, browserClipboardWrite, useCopyFunction } from './copy-provider';
export type { CopyFunction } from './copy-provider';
