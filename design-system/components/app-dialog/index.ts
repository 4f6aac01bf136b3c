export { AppDialog } from './app-dialog';
export { preloadAppDialog } from './load-frame';
export type { AppDialogProps } from './app-dialog-props';
