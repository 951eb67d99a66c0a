/**
 * The browser's permission to show notifications, asked for the same way wherever the couple turns browser
 * notifications on (/settings and /notifications change one stored setting).
 */
export type NotificationAccess = NotificationPermission | 'unsupported';

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

export const notificationAccess = (): NotificationAccess =>
  notificationsSupported() ? Notification.permission : 'unsupported';

export const UNSUPPORTED_NOTE = "This browser can't show notifications.";
export const BLOCKED_NOTE =
  "Your browser is blocking notifications for this site. Allow them in the browser's site settings, then turn this on again.";

/**
 * Asks for permission in answer to the couple's own switch (browsers only ask then) and says whether
 * notifications may be shown; `note` explains why not.
 */
export async function askForNotifications(): Promise<{ access: NotificationAccess; note: string | null }> {
  if (!notificationsSupported()) return { access: 'unsupported', note: UNSUPPORTED_NOTE };
  const access =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  return { access, note: access === 'granted' ? null : BLOCKED_NOTE };
}

/** What to tell a couple whose setting is on while the browser would not show anything, or null. */
export const accessNote = (access: NotificationAccess): string | null =>
  access === 'granted' ? null : access === 'unsupported' ? UNSUPPORTED_NOTE : BLOCKED_NOTE;
