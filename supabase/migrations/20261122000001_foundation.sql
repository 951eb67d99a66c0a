-- Foundation: the users mirror, admins, the admin checks, admin stats and vendor applications.
--
-- Conventions for every migration in this folder:
--   * RLS is enabled in the same migration that creates a table; one policy per operation, `to authenticated`
--     (or `to anon, authenticated` where visitors are meant to write), written with `(select auth.uid())` so
--     Postgres evaluates it once per statement.
--   * Supabase grants ALL on every new public table/function to anon, authenticated and service_role. Each
--     migration revokes that from anon/authenticated and grants back only what the app needs.
--   * Functions that run with elevated rights are `security definer` with `set search_path = ''` and fully
--     qualified names.

-- ---------------------------------------------------------------------------------------------------------
-- private: not in the API's exposed schemas, and no API role (anon, authenticated) gets USAGE on it.
--
-- Design choice: RLS policies run as the caller, so a policy that calls private.is_admin() directly would need
-- USAGE on `private` + EXECUTE for authenticated. Instead the policies call thin `public.is_admin()` /
-- `public.is_super_admin()` wrappers (security definer). That keeps everything in `private` (ai_usage, trigger
-- functions, anything added later) unreachable by construction rather than by careful per-object grants; the
-- wrappers reveal only the caller's own admin status, which the caller can already read from their own
-- admins row. The app may call them over RPC (`rpc('is_admin')`) to learn its role.
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;

-- users: mirrors auth.users (kept by trigger below) ------------------------------------------------------
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  status text not null default 'active' check (status in ('active', 'suspended', 'pending'))
);
alter table public.users enable row level security;
revoke all on table public.users from anon, authenticated;
-- Writes come only from the trigger (auth) and the admin-users Edge Function (service role).
grant select on table public.users to authenticated;

-- admins -----------------------------------------------------------------------------------------------------
create table public.admins (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references public.users (id) on delete cascade,
  role text not null default 'admin' check (role in ('admin', 'super_admin')),
  created_at timestamptz not null default now()
);
alter table public.admins enable row level security;
revoke all on table public.admins from anon, authenticated;
grant select, delete on table public.admins to authenticated;
grant insert (user_id, role) on table public.admins to authenticated;

-- The admin checks. Owned by postgres, so reading admins here is not subject to admins' own RLS (no recursion).
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins a where a.user_id = (select auth.uid()));
$$;

create function private.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins a where a.user_id = (select auth.uid()) and a.role = 'super_admin');
$$;

revoke all on function private.is_admin() from public;
revoke all on function private.is_super_admin() from public;

-- Thin wrappers for RLS policies and the client (see the design note above).
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin();
$$;

create function public.is_super_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_super_admin();
$$;

revoke all on function public.is_admin() from public, anon, authenticated;
revoke all on function public.is_super_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to authenticated;
grant execute on function public.is_super_admin() to authenticated;

-- users policies
create policy "users: read own, admins read all" on public.users
  for select to authenticated
  using ((select auth.uid()) = id or (select public.is_admin()));

-- admins policies: a user sees their own row, an admin sees all; only a super admin adds or removes admins.
create policy "admins: read own, admins read all" on public.admins
  for select to authenticated
  using ((select auth.uid()) = user_id or (select public.is_admin()));

create policy "admins: super admins insert" on public.admins
  for insert to authenticated
  with check ((select public.is_super_admin()));

create policy "admins: super admins delete" on public.admins
  for delete to authenticated
  using ((select public.is_super_admin()));

-- Never leave the project without a super admin (whoever deletes: API, service role or a cascade).
create function private.keep_a_super_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'super_admin'
     and (tg_op = 'DELETE' or new.role is distinct from 'super_admin')
     and not exists (select 1 from public.admins a where a.role = 'super_admin' and a.id <> old.id) then
    raise exception 'cannot remove the last super admin' using errcode = 'P0001';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_a_super_admin() from public;

create trigger admins_keep_a_super_admin
  before update or delete on public.admins
  for each row execute function private.keep_a_super_admin();

-- Mirror auth.users into public.users -------------------------------------------------------------------------
create function private.sync_user_from_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  banned boolean := new.banned_until is not null and new.banned_until > now();
begin
  insert into public.users as u (id, email, created_at, last_sign_in_at, status)
  values (
    new.id,
    new.email,
    coalesce(new.created_at, now()),
    new.last_sign_in_at,
    case when banned then 'suspended' else 'active' end
  )
  on conflict (id) do update
    set email = excluded.email,
        last_sign_in_at = excluded.last_sign_in_at,
        -- A ban suspends; lifting it reactivates; otherwise the status stands (e.g. 'pending').
        status = case
          when banned then 'suspended'
          when u.status = 'suspended' then 'active'
          else u.status
        end;
  return new;
end;
$$;
revoke all on function private.sync_user_from_auth() from public;

create trigger on_auth_user_changed
  after insert or update of email, last_sign_in_at, banned_until on auth.users
  for each row execute function private.sync_user_from_auth();

-- Accounts that existed before this migration.
insert into public.users (id, email, created_at, last_sign_in_at, status)
select
  au.id,
  au.email,
  coalesce(au.created_at, now()),
  au.last_sign_in_at,
  case when au.banned_until is not null and au.banned_until > now() then 'suspended' else 'active' end
from auth.users au
on conflict (id) do nothing;

-- vendors: vendor applications --------------------------------------------------------------------------------
create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  business_name text not null check (business_name ~ '\S' and char_length(business_name) <= 200),
  contact_name text not null check (contact_name ~ '\S' and char_length(contact_name) <= 200),
  email text not null check (char_length(email) <= 320),
  phone text check (char_length(phone) <= 50),
  website text check (website is null or website = '' or (char_length(website) <= 2048 and website ~* '^https?://')),
  category text not null check (category ~ '\S' and char_length(category) <= 100),
  description text not null check (description ~ '\S' and char_length(description) <= 5000),
  location text not null check (char_length(location) <= 200),
  service_area text check (char_length(service_area) <= 200),
  price_range text not null check (char_length(price_range) <= 100),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);
create index vendors_user_id_idx on public.vendors (user_id);
alter table public.vendors enable row level security;
revoke all on table public.vendors from anon, authenticated;
grant select on table public.vendors to authenticated;
grant insert (
  user_id, business_name, contact_name, email, phone, website, category, description, location, service_area,
  price_range, status
) on table public.vendors to authenticated;
-- Only the status moves after submission, and only admins move it.
grant update (status) on table public.vendors to authenticated;

create policy "vendors: read own, admins read all" on public.vendors
  for select to authenticated
  using ((select auth.uid()) = user_id or (select public.is_admin()));

create policy "vendors: apply for yourself, as pending" on public.vendors
  for insert to authenticated
  with check ((select auth.uid()) = user_id and status = 'pending');

create policy "vendors: admins update" on public.vendors
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Admin stats ---------------------------------------------------------------------------------------------------
create function public.get_user_stats()
returns table (total_users integer, active_users integer, new_users_today integer, total_vendors integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only admins may read user stats' using errcode = '42501';
  end if;
  return query
  select
    (select count(*) from public.users)::integer,
    (select count(*) from public.users u where u.status = 'active')::integer,
    (select count(*) from public.users u where u.created_at >= date_trunc('day', now(), 'UTC'))::integer,
    -- Users with any vendor application (the admin list's is_vendor).
    (select count(distinct v.user_id) from public.vendors v)::integer;
end;
$$;
revoke all on function public.get_user_stats() from public, anon, authenticated;
grant execute on function public.get_user_stats() to authenticated;
