import { createStore, type ReadableStore } from '../../store';
import { toastDefaults } from '../../tokens/layout';

/** A toast queue callable from anywhere, including non-React code such as the HTTP client's failure interceptor. */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Plain text; never HTML. */
  message: string;
  severity?: ToastSeverity;
  /** 0 keeps the toast until dismissed. */
  durationMs?: number;
}

export interface ToastItem {
  id: string;
  message: string;
  severity: ToastSeverity;
  durationMs: number;
}

type ShortcutOptions = Omit<ToastOptions, 'message' | 'severity'>;

/** Its value: the visible toasts, oldest first. */
export interface ToastService extends ReadableStore<readonly ToastItem[]> {
  show(options: ToastOptions): string;
  success(message: string, options?: ShortcutOptions): string;
  info(message: string, options?: ShortcutOptions): string;
  warning(message: string, options?: ShortcutOptions): string;
  error(message: string, options?: ShortcutOptions): string;
  dismiss(id: string): void;
  clear(): void;
}

export function createToastService({
  maxVisible = toastDefaults.maxVisible,
}: { maxVisible?: number } = {}): ToastService {
  const items = createStore<readonly ToastItem[]>([]);
  let seq = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stopTimer = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const startTimer = (item: ToastItem) => {
    stopTimer(item.id);
    if (item.durationMs > 0)
      timers.set(
        item.id,
        setTimeout(() => service.dismiss(item.id), item.durationMs),
      );
  };

  const service: ToastService = {
    show({ message, severity = 'info', durationMs = toastDefaults.durationMs }) {
      // A burst of identical failures (several requests failing at once) shows one toast, kept on screen longer.
      const same = items.get().find((t) => t.message === message && t.severity === severity);
      if (same) {
        startTimer(same);
        return same.id;
      }
      const item: ToastItem = { id: `toast-${++seq}`, message, severity, durationMs };
      const next = [...items.get(), item];
      next.slice(0, Math.max(0, next.length - maxVisible)).forEach((old) => stopTimer(old.id));
      startTimer(item);
      items.set(next.slice(-maxVisible));
      return item.id;
    },
    success: (message, options) => service.show({ ...options, message, severity: 'success' }),
    info: (message, options) => service.show({ ...options, message, severity: 'info' }),
    warning: (message, options) => service.show({ ...options, message, severity: 'warning' }),
    error: (message, options) => service.show({ ...options, message, severity: 'error' }),
    dismiss(id) {
      if (!items.get().some((t) => t.id === id)) return;
      stopTimer(id);
      items.set(items.get().filter((t) => t.id !== id));
    },
    clear() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      items.set([]);
    },
    get: items.get,
    subscribe: items.subscribe,
  };
  return service;
}

export const toast: ToastService = createToastService();
