/**
 * The browser's Notification, granted, recording the titles it is asked to show; removed again after the test
 * (jsdom has none).
 */
export async function withFakeNotifications(run: (shown: string[]) => Promise<void>): Promise<void> {
  const shown: string[] = [];
  class FakeNotification {
    static permission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string) {
      shown.push(title);
    }
    close() {}
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  try {
    await run(shown);
  } finally {
    delete (window as { Notification?: unknown }).Notification;
  }
}
