/**
 * What each notification preference does, said plainly (/settings → Notifications, and the email switch on
 * /notifications). Browser notifications, task reminders and weekly updates drive the alerts in alerts.ts; e-mail
 * depends on the mode (emailNote) and vendors cannot message couples, so that one says so rather than promises.
 */
/**
 * The email switch's note. Cloud mode e-mails reminders and tasks as they fall due (the `send-email` function's
 * hourly job); local mode has no server to send from, so it says so.
 */
export function emailNote(canEmail: boolean): string {
  return canEmail
    ? 'Your reminders and planning tasks by e-mail as they fall due. Sign-in e-mails (confirmation, password reset) always come.'
    : 'E-mail reminders need cloud mode: this planner keeps everything in your browser and has no server to send e-mail from, so reminders and weekly updates arrive as browser notifications. Sign-in e-mails (confirmation, password reset) always come.';
}

export const PREFERENCE_NOTES = {
  browser:
    'Alerts in this browser while the planner is open: your reminders, and the two below when they are on.',
  reminders:
    'A browser notification one week before each open task is due (single tasks can be switched off in Upcoming Tasks).',
  weeklyUpdates: "Every Monday at 9:00 AM, a browser notification with the week's tasks and reminders.",
  vendorMessages:
    "Vendors can't write to you through the planner yet, so nothing arrives; if they can one day, this decides whether you are told.",
} as const;

/** Added to the two alerts that only come as browser notifications while those are off. */
export const NEEDS_BROWSER = 'Turn on Browser Notifications to get it.';
