// The browser's Notification API, guarded: it is missing in some browsers and in embedded web views, and
// Chrome on Android throws from the constructor (only service-worker notifications are allowed there).

export type NotificationState = 'unsupported' | NotificationPermission;

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for permission; only ever called from a click, never on load. */
export async function requestNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationState();
  }
}

/** Shows a notification when the user allowed it; `tag` makes a newer one replace the older of the same order. */
export function showBrowserNotification(title: string, body: string | undefined, tag: string): void {
  if (notificationState() !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Not allowed outside a service worker here: the tab title still shows the news.
  }
}
