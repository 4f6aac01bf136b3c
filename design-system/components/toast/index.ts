export { toast, createToastService } from './toast-service';
export type { ToastService, ToastOptions, ToastItem, ToastSeverity } from './toast-service';
export { ToastHost } from './toast-host';
export type { ToastHostProps } from './toast-host';
