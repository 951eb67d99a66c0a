-- Planning data: one profile row per user, and one typed table per planning kind.
--
-- Planning tables share one shape: `user_id uuid not null default auth.uid()`, a client-generated short text
-- `id` (sample seeds reuse ids such as '1' for every user, hence PRIMARY KEY (user_id, id)), `created_at`,
-- and columns that are the snake_case of the app's camelCase field names (assignedTo -> assigned_to).
-- The RLS, grants and policies are identical for all of them and applied by the loop at the end of this file.
-- Check constraints repeat the app's zod rules that matter for integrity: enums, amounts >= 0, http(s) URLs,
-- HH:MM times, and a length bound on every free-text column (names/titles <= 200, descriptions/notes <= 5000,
-- URLs <= 2048). Optional text may be null or ''.

-- profiles ------------------------------------------------------------------------------------------------------
create table public.profiles (
  user_id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  first_name text not null default '' check (char_length(first_name) <= 200),
  last_name text not null default '' check (char_length(last_name) <= 200),
  phone text not null default '' check (char_length(phone) <= 50),
  partner_first_name text not null default '' check (char_length(partner_first_name) <= 200),
  partner_last_name text not null default '' check (char_length(partner_last_name) <= 200),
  wedding_date date,
  guest_count integer check (guest_count between 0 and 100000),
  location text not null default '' check (char_length(location) <= 200),
  notify_email boolean not null default true,
  notify_browser boolean not null default false,
  notify_reminders boolean not null default true,
  notify_weekly_updates boolean not null default true,
  notify_vendor_messages boolean not null default true,
  reminder_frequency text not null default '1 week before'
    check (reminder_frequency in ('1 week before', '3 days before', '1 day before', 'On the day')),
  reminder_email boolean not null default true,
  reminder_browser boolean not null default false,
  -- Upper bound also refuses numeric 'NaN' / 'Infinity'.
  budget_total numeric not null default 3000000 check (budget_total > 0 and budget_total <= 1e15),
  budget_currency text not null default 'INR'
    check (budget_currency in ('USD', 'EUR', 'GBP', 'INR', 'AUD', 'CAD', 'SGD', 'AED')),
  task_reminders jsonb not null default '{}'::jsonb
    check (jsonb_typeof(task_reminders) = 'object' and octet_length(task_reminders::text) <= 100000),
  -- Planning tables already given their sample data (see claim_seed).
  seeded text[] not null default '{}' check (cardinality(seeded) <= 100),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
grant select, insert, update, delete on table public.profiles to authenticated;

create policy "profiles: select own" on public.profiles
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "profiles: insert own" on public.profiles
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "profiles: update own" on public.profiles
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "profiles: delete own" on public.profiles
  for delete to authenticated using ((select auth.uid()) = user_id);

create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.touch_updated_at() from public;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

-- claim_seed: true exactly once per (user, table), so sample data is seeded once and never returns after the
-- user deletes it. Runs as the caller (RLS applies); the conditional UPDATE takes the row lock, so two
-- concurrent first calls cannot both return true.
create function public.claim_seed(p_table text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_claimed boolean;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_table is null or p_table !~ '^[a-z][a-z0-9_]{0,62}$' then
    raise exception 'invalid table name' using errcode = '22023';
  end if;

  insert into public.profiles (user_id) values (v_uid) on conflict (user_id) do nothing;

  update public.profiles p
     set seeded = array_append(p.seeded, p_table)
   where p.user_id = v_uid
     and not (p_table = any (p.seeded))
  returning true into v_claimed;

  return coalesce(v_claimed, false);
end;
$$;
revoke all on function public.claim_seed(text) from public, anon, authenticated;
grant execute on function public.claim_seed(text) to authenticated;

-- planning tables -----------------------------------------------------------------------------------------------
create table public.budget_categories (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  planned numeric not null default 0 check (planned >= 0 and planned <= 1e15),
  actual numeric not null default 0 check (actual >= 0 and actual <= 1e15),
  color text check (char_length(color) <= 64),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.expenses (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  description text not null default '' check (char_length(description) <= 5000),
  amount numeric not null default 0 check (amount >= 0 and amount <= 1e15),
  date date,
  category_id text check (char_length(category_id) <= 64),
  paid boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.schedule_events (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  title text not null check (title ~ '\S' and char_length(title) <= 200),
  time text not null check (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  duration integer not null default 30 check (duration between 5 and 1440),
  description text check (char_length(description) <= 5000),
  category text not null default 'other' check (category in ('ceremony', 'reception', 'photo', 'vendor', 'other')),
  assigned_to text[] not null default '{}'
    check (cardinality(assigned_to) <= 50 and char_length(array_to_string(assigned_to, ',')) <= 5000),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.photo_ideas (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  title text not null check (title ~ '\S' and char_length(title) <= 200),
  description text check (char_length(description) <= 5000),
  category text not null default 'must-have'
    check (category in ('must-have', 'family', 'couple', 'ceremony', 'reception', 'details', 'getting-ready')),
  is_favorite boolean not null default false,
  is_completed boolean not null default false,
  reference_image_url text check (
    reference_image_url is null or reference_image_url = ''
    or (char_length(reference_image_url) <= 2048 and reference_image_url ~* '^https?://')
  ),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.songs (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  title text not null check (title ~ '\S' and char_length(title) <= 200),
  artist text not null check (artist ~ '\S' and char_length(artist) <= 200),
  category text not null default 'ceremony'
    check (category in ('ceremony', 'cocktail', 'dinner', 'first-dance', 'special-moments', 'party')),
  notes text check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.registry_items (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  price numeric not null default 0 check (price >= 0 and price <= 1e15),
  category text check (char_length(category) <= 200),
  priority text not null default 'medium' check (priority in ('high', 'medium', 'low')),
  url text check (url is null or url = '' or (char_length(url) <= 2048 and url ~* '^https?://')),
  image_url text check (image_url is null or image_url = '' or (char_length(image_url) <= 2048 and image_url ~* '^https?://')),
  purchased boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.registry_stores (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  url text not null check (char_length(url) <= 2048 and url ~* '^https?://'),
  logo text check (char_length(logo) <= 2048),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.planning_vendors (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  category text not null
    check (category in ('Venue', 'Catering', 'Photography', 'Florist', 'Cake', 'DJ', 'Other')),
  contact_name text not null check (contact_name ~ '\S' and char_length(contact_name) <= 200),
  phone text check (char_length(phone) <= 50),
  email text check (char_length(email) <= 320),
  website text check (website is null or website = '' or (char_length(website) <= 2048 and website ~* '^https?://')),
  price numeric not null default 0 check (price >= 0 and price <= 1e15),
  deposit_paid boolean not null default false,
  final_payment_due date,
  contract_signed boolean not null default false,
  notes text check (char_length(notes) <= 5000),
  -- A FilePort key (the object is stored at user-files/<uid>/<key>).
  contract_file text check (char_length(contract_file) <= 1024),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.reminders (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  title text not null check (title ~ '\S' and char_length(title) <= 200),
  date date not null,
  time text check (time is null or time = '' or time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  type text not null default 'reminder' check (type in ('deadline', 'appointment', 'payment', 'reminder')),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.tasks (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  title text not null check (title ~ '\S' and char_length(title) <= 200),
  description text check (char_length(description) <= 5000),
  due_date date,
  completed boolean not null default false,
  category text not null check (category in ('essentials', 'vendors', 'attire', 'details')),
  priority text check (priority in ('high', 'medium', 'low')),
  label text check (char_length(label) <= 100),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.mood_boards (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  prompt text not null check (prompt ~ '\S' and char_length(prompt) <= 5000),
  -- A FilePort key (the image is stored at user-files/<uid>/<key>).
  image_key text check (char_length(image_key) <= 1024),
  is_favorite boolean not null default false,
  -- created_at is the board's createdAt (the client may set it).
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.chat_messages (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  role text not null check (role in ('user', 'assistant')),
  content text not null check (char_length(content) <= 40000),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.invites (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  template_id text check (char_length(template_id) <= 64),
  date date,
  status text not null default 'draft' check (status in ('draft', 'sent', 'scheduled')),
  recipients integer not null default 0 check (recipients between 0 and 100000),
  -- The editor's saved design ({ elements, template }); images inside are FilePort keys or http(s) URLs.
  design jsonb check (design is null or octet_length(design::text) <= 1000000),
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

-- The same RLS, grants and policies on every planning table: a user sees and changes only their own rows.
do $$
declare
  t text;
begin
  foreach t in array array[
    'budget_categories', 'expenses', 'schedule_events', 'photo_ideas', 'songs', 'registry_items',
    'registry_stores', 'planning_vendors', 'reminders', 'tasks', 'mood_boards', 'chat_messages', 'invites'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format(
      'create policy %I on public.%I for select to authenticated using ((select auth.uid()) = user_id)',
      t || ': select own', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select auth.uid()) = user_id)',
      t || ': insert own', t);
    execute format(
      'create policy %I on public.%I for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id)',
      t || ': update own', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select auth.uid()) = user_id)',
      t || ': delete own', t);
  end loop;
end;
$$;
