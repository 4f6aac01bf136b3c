export { AppDialog } from './app-dialog';
export type { AppDialogProps } from './app-dialog';
