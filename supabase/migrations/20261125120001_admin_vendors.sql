-- Admin dashboard, vendor applications and account deletion (issue #12, issue #16 item 3).
--
--  1. Pending users: `users.status` is 'pending' while the address is unconfirmed (spec §3/§4: the admin list's
--     status filter), 'suspended' while banned, else 'active'.
--  2. The last super admin survives every attempt: removing, demoting, suspending (a ban, or the status directly)
--     and deleting the account are refused while no other super admin who can sign in would remain.
--  3. An audit trail of admin actions (`admin_audit`): who, what, whom, when; only admins read it. Admin changes made
--     through the API are recorded by triggers and RPCs here; suspend, activate and delete by the `admin-users`
--     Edge Function (service role).
--  4. Vendor applications: created `pending` whatever the client sends, one per account, from the spec's 15
--     categories and 4 price ranges; the applicant edits while pending and may withdraw; admins approve or reject
--     with a note through `review_vendor_application` (the note lives in `vendor_reviews`, readable by the applicant
--     and admins only); approved vendors are readable by every signed-in user (the couples' "Find vendors").
--  5. Contact messages: admins mark them handled (`set_contact_message_handled`) and delete them
--     (`delete_contact_message`), both in the audit trail.
--  6. get_user_stats: approved vendors, and each figure's trend over 30 days.
--  7. Deleting an account: every table's rows go with the auth user by `on delete cascade`; the Edge Functions ask
--     `account_file_names` which Storage objects to remove first.

-- 1. Pending users ------------------------------------------------------------------------------------------------
create or replace function private.sync_user_from_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text := case
    when new.banned_until is not null and new.banned_until > now() then 'suspended'
    when new.email_confirmed_at is null then 'pending'
    else 'active'
  end;
begin
  insert into public.users as u (id, email, created_at, last_sign_in_at, status)
  values (new.id, new.email, coalesce(new.created_at, now()), new.last_sign_in_at, v_status)
  on conflict (id) do update
    set email = excluded.email,
        last_sign_in_at = excluded.last_sign_in_at,
        status = excluded.status
    where u.email is distinct from excluded.email
       or u.last_sign_in_at is distinct from excluded.last_sign_in_at
       or u.status is distinct from excluded.status;
  return new;
end;
$$;

drop trigger on_auth_user_changed on auth.users;
create trigger on_auth_user_changed
  after insert or update of email, last_sign_in_at, banned_until, email_confirmed_at on auth.users
  for each row execute function private.sync_user_from_auth();

update public.users u
   set status = 'pending'
  from auth.users au
 where au.id = u.id and u.status = 'active' and au.email_confirmed_at is null;

create index if not exists users_created_at_idx on public.users (created_at desc, id);

-- 2. The last super admin ------------------------------------------------------------------------------------------
-- Another super admin who is not suspended, besides `p_user`.
create function private.other_super_admin_exists(p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admins a join public.users u on u.id = a.user_id
    where a.role = 'super_admin' and a.user_id <> p_user and u.status <> 'suspended'
  );
$$;
revoke all on function private.other_super_admin_exists(uuid) from public;

create or replace function private.keep_a_super_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'super_admin'
     and (tg_op = 'DELETE' or new.role is distinct from 'super_admin')
     and not private.other_super_admin_exists(old.user_id) then
    raise exception 'The last super admin cannot be removed. Make another super admin first.'
      using errcode = 'P0001', hint = 'last_super_admin';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

-- A ban mirrors into users.status (trigger above), so refusing it here refuses the ban itself.
create function private.keep_a_super_admin_unsuspended()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'suspended' and old.status <> 'suspended'
     and exists (select 1 from public.admins a where a.user_id = new.id and a.role = 'super_admin')
     and not private.other_super_admin_exists(new.id) then
    raise exception 'The last super admin cannot be suspended. Make another super admin first.'
      using errcode = 'P0001', hint = 'last_super_admin';
  end if;
  return new;
end;
$$;
revoke all on function private.keep_a_super_admin_unsuspended() from public;

create trigger users_keep_a_super_admin
  before update of status on public.users
  for each row execute function private.keep_a_super_admin_unsuspended();

-- 3. The audit trail ---------------------------------------------------------------------------------------------
-- Ids without foreign keys and the emails as they were: the record outlives the accounts it names.
create table public.admin_audit (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid,
  actor_email text check (char_length(actor_email) <= 320),
  action text not null check (action in (
    'suspend_user', 'activate_user', 'delete_user', 'make_admin', 'remove_admin',
    'approve_vendor', 'reject_vendor', 'contact_handled', 'contact_reopened', 'contact_deleted'
  )),
  target_id uuid,
  target_email text check (char_length(target_email) <= 320),
  detail text check (char_length(detail) <= 500),
  created_at timestamptz not null default now()
);
create index admin_audit_created_idx on public.admin_audit (created_at desc);
alter table public.admin_audit enable row level security;
revoke all on table public.admin_audit from anon, authenticated;
-- Written only by the functions below and the admin-users Edge Function (service role).
grant select on table public.admin_audit to authenticated;

create policy "admin_audit: admins read" on public.admin_audit
  for select to authenticated
  using ((select public.is_admin()));

-- Records an action by the calling admin on `p_target` (a user, or null).
create function private.audit(p_action text, p_target uuid, p_target_email text, p_detail text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.admin_audit (actor_id, actor_email, action, target_id, target_email, detail)
  values (
    (select auth.uid()),
    (select u.email from public.users u where u.id = (select auth.uid())),
    p_action,
    p_target,
    coalesce(p_target_email, (select u.email from public.users u where u.id = p_target)),
    left(p_detail, 500)
  );
$$;
revoke all on function private.audit(text, uuid, text, text) from public;

-- Making and removing admins goes through the admins table under RLS (super admins only); these record it. Changes
-- made without a signed-in caller (the seed's first super admin, an account's deletion) are not admin actions.
create function private.audit_admins()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.audit('make_admin', new.user_id, null, new.role);
  else
    perform private.audit('remove_admin', old.user_id, null, old.role);
  end if;
  return null;
end;
$$;
revoke all on function private.audit_admins() from public;

create trigger admins_audit
  after insert or delete on public.admins
  for each row execute function private.audit_admins();

-- 4. Vendor applications -------------------------------------------------------------------------------------------
-- One application per account: the newest of any duplicates made before this rule stays.
delete from public.vendors v
 using public.vendors newer
 where newer.user_id = v.user_id and (newer.created_at, newer.id) > (v.created_at, v.id);
drop index public.vendors_user_id_idx;
create unique index vendors_one_per_user on public.vendors (user_id);

alter table public.vendors
  add column updated_at timestamptz not null default now();

-- New rows only (`not valid`): rows from before keep working; every insert and update from now on is checked.
alter table public.vendors
  add constraint vendors_category_known check (category in (
    'Venue', 'Catering', 'Photography', 'Videography', 'Florist', 'Music & Entertainment', 'Wedding Planner',
    'Decor & Rentals', 'Cake & Desserts', 'Hair & Makeup', 'Transportation', 'Invitations & Stationery', 'Jewelry',
    'Dress & Attire', 'Other'
  )) not valid,
  add constraint vendors_price_range_known check (price_range in (
    '$ (Budget-friendly)', '$$ (Moderate)', '$$$ (Premium)', '$$$$ (Luxury)'
  )) not valid,
  add constraint vendors_location_present check (location ~ '\S') not valid,
  add constraint vendors_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$') not valid;

-- Whatever the client sends, an application starts pending, now.
create function private.vendor_application_defaults()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'pending';
  new.created_at := now();
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.vendor_application_defaults() from public;

create trigger vendors_defaults
  before insert on public.vendors
  for each row execute function private.vendor_application_defaults();

create trigger vendors_touch_updated_at
  before update on public.vendors
  for each row execute function private.touch_updated_at();

-- The applicant changes the application's fields (never its status) while it is pending, and may withdraw it.
revoke update on table public.vendors from authenticated;
grant update (
  business_name, contact_name, email, phone, website, category, description, location, service_area, price_range
) on table public.vendors to authenticated;
grant delete on table public.vendors to authenticated;

drop policy "vendors: admins update" on public.vendors;
drop policy "vendors: read own, admins read all" on public.vendors;

create policy "vendors: read own, approved, or all as admin" on public.vendors
  for select to authenticated
  using ((select auth.uid()) = user_id or status = 'approved' or (select public.is_admin()));

create policy "vendors: applicant edits while pending" on public.vendors
  for update to authenticated
  using ((select auth.uid()) = user_id and status = 'pending')
  with check ((select auth.uid()) = user_id and status = 'pending');

create policy "vendors: applicant withdraws" on public.vendors
  for delete to authenticated
  using ((select auth.uid()) = user_id);

create index vendors_directory_idx on public.vendors (status, category, business_name);

-- The admin's decision and note, apart from the vendor's public profile: couples read approved vendors' rows.
create table public.vendor_reviews (
  vendor_id uuid primary key references public.vendors (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  note text not null default '' check (char_length(note) <= 1000),
  reviewed_at timestamptz not null default now()
);
create index vendor_reviews_user_idx on public.vendor_reviews (user_id);
alter table public.vendor_reviews enable row level security;
revoke all on table public.vendor_reviews from anon, authenticated;
grant select on table public.vendor_reviews to authenticated;

create policy "vendor_reviews: applicant and admins read" on public.vendor_reviews
  for select to authenticated
  using ((select auth.uid()) = user_id or (select public.is_admin()));

create function public.review_vendor_application(p_id uuid, p_status text, p_note text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_vendor public.vendors;
begin
  if not private.is_admin() then
    raise exception 'Only admins can review vendor applications.' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('approved', 'rejected') then
    raise exception 'A review approves or rejects.' using errcode = '22023';
  end if;
  if char_length(coalesce(p_note, '')) > 1000 then
    raise exception 'The note must be 1,000 characters or fewer.' using errcode = '22001';
  end if;
  update public.vendors v set status = p_status where v.id = p_id returning * into v_vendor;
  if not found then
    raise exception 'That application no longer exists.' using errcode = 'P0002';
  end if;
  insert into public.vendor_reviews as r (vendor_id, user_id, note, reviewed_at)
  values (v_vendor.id, v_vendor.user_id, btrim(coalesce(p_note, '')), now())
  on conflict (vendor_id) do update set note = excluded.note, reviewed_at = excluded.reviewed_at;
  perform private.audit(
    case p_status when 'approved' then 'approve_vendor' else 'reject_vendor' end,
    v_vendor.user_id, null, v_vendor.business_name);
end;
$$;
revoke all on function public.review_vendor_application(uuid, text, text) from public, anon, authenticated;
grant execute on function public.review_vendor_application(uuid, text, text) to authenticated;

-- 5. Contact messages ---------------------------------------------------------------------------------------------
alter table public.contact_messages
  add column handled_at timestamptz;

create function public.set_contact_message_handled(p_id uuid, p_handled boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message public.contact_messages;
begin
  if not private.is_admin() then
    raise exception 'Only admins can do this.' using errcode = '42501';
  end if;
  update public.contact_messages m
     set handled_at = case when p_handled then now() end
   where m.id = p_id
  returning * into v_message;
  if not found then
    raise exception 'That message no longer exists.' using errcode = 'P0002';
  end if;
  perform private.audit(
    case when p_handled then 'contact_handled' else 'contact_reopened' end,
    null, v_message.email, v_message.subject);
end;
$$;
revoke all on function public.set_contact_message_handled(uuid, boolean) from public, anon, authenticated;
grant execute on function public.set_contact_message_handled(uuid, boolean) to authenticated;

-- Spam and handled messages go for good; the audit trail keeps who deleted which (sender and subject).
create function public.delete_contact_message(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_message public.contact_messages;
begin
  if not private.is_admin() then
    raise exception 'Only admins can do this.' using errcode = '42501';
  end if;
  delete from public.contact_messages m where m.id = p_id returning * into v_message;
  if not found then
    raise exception 'That message no longer exists.' using errcode = 'P0002';
  end if;
  perform private.audit('contact_deleted', null, v_message.email, v_message.subject);
end;
$$;
revoke all on function public.delete_contact_message(uuid) from public, anon, authenticated;
grant execute on function public.delete_contact_message(uuid) to authenticated;

-- 6. Admin stats ---------------------------------------------------------------------------------------------------
-- Trends, in whole percent (null when there is nothing earlier to compare with): a total now against the same total
-- 30 days ago (users, active users, approved vendors); sign-ups in the last 30 days against the 30 before (new users).
create function private.trend(p_now bigint, p_before bigint)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_before = 0 then null else round((p_now - p_before) * 100.0 / p_before)::integer end;
$$;
revoke all on function private.trend(bigint, bigint) from public;

drop function public.get_user_stats();
create function public.get_user_stats()
returns table (
  total_users integer,
  active_users integer,
  new_users_today integer,
  total_vendors integer,
  total_users_trend integer,
  active_users_trend integer,
  new_users_today_trend integer,
  total_vendors_trend integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_month_ago timestamptz := now() - interval '30 days';
  v_two_months_ago timestamptz := now() - interval '60 days';
begin
  if not private.is_admin() then
    raise exception 'only admins may read user stats' using errcode = '42501';
  end if;
  return query
  with
    u as (
      select
        count(*) as total,
        count(*) filter (where status = 'active') as active,
        count(*) filter (where created_at >= date_trunc('day', now(), 'UTC')) as today,
        count(*) filter (where created_at < v_month_ago) as total_before,
        count(*) filter (where status = 'active' and created_at < v_month_ago) as active_before,
        count(*) filter (where created_at >= v_month_ago) as joined_recently,
        count(*) filter (where created_at >= v_two_months_ago and created_at < v_month_ago) as joined_before
      from public.users
    ),
    v as (
      select
        count(*) as approved,
        count(*) filter (where coalesce(r.reviewed_at, vv.created_at) < v_month_ago) as approved_before
      from public.vendors vv left join public.vendor_reviews r on r.vendor_id = vv.id
      where vv.status = 'approved'
    )
  select
    u.total::integer, u.active::integer, u.today::integer, v.approved::integer,
    private.trend(u.total, u.total_before),
    private.trend(u.active, u.active_before),
    private.trend(u.joined_recently, u.joined_before),
    private.trend(v.approved, v.approved_before)
  from u, v;
end;
$$;
revoke all on function public.get_user_stats() from public, anon, authenticated;
grant execute on function public.get_user_stats() to authenticated;

-- 7. Deleting an account ---------------------------------------------------------------------------------------------
-- Every Storage object an account owns, for the Edge Functions (service role) to remove before the auth user goes:
-- the user's folder in user-files, the published images named by the user's invitation tokens, and anything else
-- Storage records the user as owner of. A table that publishes files under other names must add them here.
create function public.account_file_names(p_user uuid)
returns table (bucket text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
    from storage.objects o
   where o.owner = p_user
      or (o.bucket_id = 'user-files' and (storage.foldername(o.name))[1] = p_user::text)
      or (o.bucket_id = 'published' and o.name in (
            select 'invites/' || i.token || '.png' from public.invites i where i.user_id = p_user and i.token is not null))
   order by 1, 2;
$$;
revoke all on function public.account_file_names(uuid) from public, anon, authenticated;
grant execute on function public.account_file_names(uuid) to service_role;
