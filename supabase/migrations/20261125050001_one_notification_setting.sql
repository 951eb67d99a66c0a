-- One browser-notification setting and one email setting (issue 15 item 5). The Notifications page kept its own
-- pair (reminder_browser, reminder_email) beside the settings page's (notify_browser, notify_email), and only
-- reminder_browser drove the alerts. Fold them into the notify_* columns and drop the copies:
--  - browser: the value that drove alerts wins;
--  - email: on only if it was on in both places (neither sent anything; an "off" anywhere was the couple's word).
-- The local adapter applies the same fold to profiles stored in the browser (src/lib/backend/local/profile.ts).

update public.profiles
set notify_browser = reminder_browser,
    notify_email = notify_email and reminder_email;

alter table public.profiles
  drop column reminder_browser,
  drop column reminder_email;
