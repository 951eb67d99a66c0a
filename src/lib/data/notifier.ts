/**
 * How the data layer tells the user a write failed. The app connects it to its toaster at start-up (see
 * app.tsx); the data layer does not depend on any UI component.
 */
export type NoticeTone = 'error' | 'success' | 'info';
export type Notifier = (message: string, tone: NoticeTone) => void;

let current: Notifier = (message, tone) => {
  if (tone === 'error') console.error(message);
};

export function setNotifier(next: Notifier): void {
  current = next;
}

export const notify: Notifier = (message, tone) => current(message, tone);
