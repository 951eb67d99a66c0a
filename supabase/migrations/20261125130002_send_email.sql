-- E-mail from the planner (issue #13 item 5), sent by the `send-email` Edge Function through the provider the operator
-- configures (RESEND_API_KEY and EMAIL_FROM; without them the function answers "not configured"):
--   1. a couple sends households their RSVP links (and reminders): the function reads the households under the couple's
--      own RLS, and each couple may send at most `per_user_per_day` e-mails a day (public.claim_email_quota);
--   2. the reminder e-mails that /notifications and /settings promise: a scheduled job (pg_cron + pg_net, below) calls
--      the function every hour; it claims the reminders and tasks that are due (public.claim_due_reminder_emails), each
--      exactly once, and gives back the ones it could not send.
-- Operators change the daily cap with:  update private.email_limits set per_user_per_day = 500;

create table private.email_limits (
  id boolean primary key default true check (id),
  per_user_per_day integer not null default 300 check (per_user_per_day >= 0)
);
insert into private.email_limits default values;

create table private.email_quota (
  user_id uuid not null references public.users (id) on delete cascade,
  day date not null,
  sent integer not null default 0 check (sent >= 0),
  primary key (user_id, day)
);

-- Reminder e-mails already sent (or being sent): one per user, item and due day.
create table private.reminder_emails (
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('reminder', 'task')),
  item_id text not null check (char_length(item_id) <= 64),
  due date not null,
  claimed_at timestamptz not null default now(),
  primary key (user_id, kind, item_id, due)
);

do $$
declare
  t text;
begin
  foreach t in array array['email_limits', 'email_quota', 'reminder_emails'] loop
    execute format('alter table private.%I enable row level security', t);
    execute format('revoke all on table private.%I from public, anon, authenticated, service_role', t);
  end loop;
end;
$$;

-- Counts `p_count` e-mails against the caller's day; false (and nothing counted) when they would pass the cap.
create function public.claim_email_quota(p_count integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_limit integer;
  v_sent integer;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_count is null or p_count < 1 or p_count > 1000 then
    raise exception 'invalid count' using errcode = '22023';
  end if;
  select l.per_user_per_day into v_limit from private.email_limits l;
  if p_count > v_limit then
    return false;
  end if;
  insert into private.email_quota as q (user_id, day, sent)
  values (v_uid, current_date, p_count)
  on conflict (user_id, day) do update set sent = q.sent + p_count
    where q.sent + p_count <= v_limit
  returning q.sent into v_sent;
  return v_sent is not null and v_sent <= v_limit;
end;
$$;
revoke all on function public.claim_email_quota(integer) from public, anon, authenticated;
grant execute on function public.claim_email_quota(integer) to authenticated;

-- The reminders and tasks due an e-mail now, claimed so that no later run sends them again:
--   - reminders (/notifications) when the user keeps Email Notifications on (one setting, /settings and /notifications), as far ahead as their reminder
--     frequency says (1 week, 3 days, 1 day before, or on the day);
--   - open tasks with a due date, a week before (spec: "1 week before"), when the user keeps Email Notifications and
--     Task Reminders on in /settings and has not switched that task's reminder off.
-- Only active accounts. At most `p_limit` at a time (the job runs hourly, so a backlog drains).
create function public.claim_due_reminder_emails(p_limit integer default 500)
returns table (user_id uuid, email text, kind text, item_id text, title text, due date, due_time text)
language sql
volatile
security definer
set search_path = ''
as $$
  with candidates as (
    select r.user_id, u.email, 'reminder'::text as kind, r.id as item_id, r.title, r.date as due,
           nullif(r.time, '') as due_time
      from public.reminders r
      join public.users u on u.id = r.user_id and u.status = 'active'
      join public.profiles p on p.user_id = r.user_id
     where p.notify_email
       and r.date >= current_date
       and r.date - case p.reminder_frequency
                      when '1 week before' then 7 when '3 days before' then 3 when '1 day before' then 1 else 0
                    end <= current_date
    union all
    select t.user_id, u.email, 'task', t.id, t.title, t.due_date, null
      from public.tasks t
      join public.users u on u.id = t.user_id and u.status = 'active'
      join public.profiles p on p.user_id = t.user_id
     where p.notify_email and p.notify_reminders
       and not t.completed
       and t.due_date >= current_date and t.due_date - 7 <= current_date
       and coalesce(p.task_reminders ->> t.id, 'true') <> 'false'
  ),
  claimed as (
    insert into private.reminder_emails (user_id, kind, item_id, due)
    select c.user_id, c.kind, c.item_id, c.due from candidates c
     where c.email is not null
       and not exists (
         select 1 from private.reminder_emails e
          where e.user_id = c.user_id and e.kind = c.kind and e.item_id = c.item_id and e.due = c.due)
     order by c.due, c.user_id
     limit greatest(coalesce(p_limit, 500), 0)
    on conflict do nothing
    returning reminder_emails.user_id, reminder_emails.kind, reminder_emails.item_id, reminder_emails.due
  )
  select c.user_id, c.email, c.kind, c.item_id, c.title, c.due, c.due_time
    from candidates c
    join claimed k on k.user_id = c.user_id and k.kind = c.kind and k.item_id = c.item_id and k.due = c.due
$$;
revoke all on function public.claim_due_reminder_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_due_reminder_emails(integer) to service_role;

-- Gives back a claimed reminder whose e-mail could not be sent, so the next run tries again.
create function public.release_reminder_email(p_user uuid, p_kind text, p_item text, p_due date)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.reminder_emails e
   where e.user_id = p_user and e.kind = p_kind and e.item_id = p_item and e.due = p_due
$$;
revoke all on function public.release_reminder_email(uuid, text, text, date) from public, anon, authenticated;
grant execute on function public.release_reminder_email(uuid, text, text, date) to service_role;

-- The hourly job, where the platform has pg_cron and pg_net (Supabase does; the SQL tests' PGlite does not, and skips
-- it). It reads the function's address and the shared secret from Vault, so no secret is in this file:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<a long random string>', 'email_cron_secret');   -- also: supabase secrets set EMAIL_CRON_SECRET=…
do $outer$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    execute 'create extension if not exists pg_cron';
    execute 'create extension if not exists pg_net';
    execute $job$
      select cron.schedule(
        'reminder-emails',
        '0 * * * *',
        $cmd$
          select net.http_post(
            url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-email',
            headers := jsonb_build_object(
              'content-type', 'application/json',
              'x-cron-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'email_cron_secret')
            ),
            body := '{"kind":"reminders"}'::jsonb
          )
        $cmd$
      )
    $job$;
  end if;
end;
$outer$;
