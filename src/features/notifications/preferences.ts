/**
 * What each notification preference does, said plainly (/settings → Notifications, and the email switch on
 * /notifications). Browser notifications, task reminders and weekly updates drive the alerts in alerts.ts; the
 * planner sends no e-mail about a plan and vendors cannot message couples, so those two say so rather than promise.
 */
export const EMAIL_NOTE =
  'No e-mail about your plan is sent yet: reminders and weekly updates arrive as browser notifications. If e-mail updates are added, this is your choice for them. Sign-in e-mails (confirmation, password reset) always come.';

export const PREFERENCE_NOTES = {
  email: EMAIL_NOTE,
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
