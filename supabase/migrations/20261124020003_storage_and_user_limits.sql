-- What one account may store.
--
-- 1. The user-files bucket takes exactly PNG, JPEG, WebP and PDF. It took `image/*`, SVG included, and an SVG (or
--    HTML) file is a page that runs script when a browser opens it. The app also never opens a stored file as a page
--    of its own origin: contracts are downloaded (src/features/vendors/use-contracts.ts).
-- 2. Each user's files in that bucket are capped at 500 MB in all (a single file at 10 MiB, as before): an upload
--    is refused once the files already there reach the cap.
-- 3. Each user's rows are capped per planning table, and the bytes of all their planning rows together at 50 MB:
--    one request used to be able to store 80 MB of chat messages.
--
-- To put a table added later under the same caps (one line in that table's migration, after creating it):
--     select private.limit_user_rows('guests', 5000);
-- The table needs a `user_id uuid` column. It gets the row cap, and its rows count towards the user's bytes.
-- Operators change a cap with `update private.row_limits set max_rows = … where table_name = …` or
-- `update private.user_limits set max_bytes = …`.

-- 1 + 2. Storage ------------------------------------------------------------------------------------------------
update storage.buckets
   set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'application/pdf']
 where id = 'user-files';

-- The bytes of the caller's own files. A policy cannot read its own table (Postgres refuses the recursion), so the
-- upload policy asks this security definer function; it reveals nothing but the caller's own total.
create function public.my_file_bytes()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint
    from storage.objects o
   where o.bucket_id = 'user-files' and (storage.foldername(o.name))[1] = (select auth.uid())::text;
$$;
revoke all on function public.my_file_bytes() from public, anon, authenticated;
grant execute on function public.my_file_bytes() to authenticated;

drop policy "user-files: owner uploads" on storage.objects;
create policy "user-files: owner uploads, within 500 MB" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'user-files'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.my_file_bytes()) < 524288000
  );

-- 3. Rows and bytes ----------------------------------------------------------------------------------------------
create table private.row_limits (
  table_name text primary key,
  max_rows integer not null check (max_rows > 0)
);

create table private.user_limits (
  id boolean primary key default true check (id),
  max_bytes bigint not null default 52428800 check (max_bytes > 0)
);
insert into private.user_limits default values;

-- What each user's planning rows take, kept by the trigger below (their text form, in bytes).
create table private.user_bytes (
  user_id uuid primary key references public.users (id) on delete cascade,
  bytes bigint not null default 0 check (bytes >= 0)
);

do $$
declare
  t text;
begin
  foreach t in array array['row_limits', 'user_limits', 'user_bytes'] loop
    execute format('alter table private.%I enable row level security', t);
    execute format('revoke all on table private.%I from public, anon, authenticated, service_role', t);
  end loop;
end;
$$;

-- Before each insert, update and delete of a limited table: refuses a row over the user's cap for that table, or
-- bytes over their total, with a message the app can show; otherwise keeps the byte count.
create function private.enforce_user_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
  v_max_rows integer;
  v_rows bigint;
  v_delta bigint;
  v_total bigint;
  v_max_bytes bigint;
begin
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id then
    raise exception 'a row cannot move to another user' using errcode = '42501';
  end if;

  if tg_op = 'INSERT' then
    select r.max_rows into v_max_rows from private.row_limits r where r.table_name = tg_table_name;
    -- One insert at a time per user and table, so parallel requests cannot all pass the count.
    perform pg_advisory_xact_lock(hashtextextended(tg_table_name || ':' || v_user::text, 0));
    execute format('select count(*) from public.%I where user_id = $1', tg_table_name) into v_rows using v_user;
    if v_max_rows is not null and v_rows >= v_max_rows then
      raise exception 'You have reached the limit of % items in %. Delete some to add more.',
        to_char(v_max_rows, 'FM999,999,999'), replace(tg_table_name, '_', ' ')
        using errcode = 'P0001', hint = 'row_limit';
    end if;
  end if;

  v_delta := case tg_op
    when 'INSERT' then octet_length(new::text)
    when 'UPDATE' then octet_length(new::text) - octet_length(old::text)
    else -octet_length(old::text)
  end;
  if tg_op = 'DELETE' and not exists (select 1 from public.users u where u.id = v_user) then
    -- The user is being deleted (this is the cascade to their rows): their counter goes with them.
    return old;
  end if;
  if v_delta <= 0 then
    update private.user_bytes b set bytes = greatest(b.bytes + v_delta, 0) where b.user_id = v_user;
  else
    insert into private.user_bytes as b (user_id, bytes) values (v_user, v_delta)
    on conflict (user_id) do update set bytes = b.bytes + v_delta
    returning b.bytes into v_total;
    select l.max_bytes into v_max_bytes from private.user_limits l;
  end if;
  if v_delta > 0 and v_total > v_max_bytes then
    raise exception 'Your plan has reached its storage limit (% MB). Delete something to make room.',
      v_max_bytes / 1048576
      using errcode = 'P0001', hint = 'byte_limit';
  end if;

  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_user_limits() from public, anon, authenticated, service_role;

-- Puts `p_table` (in public, with a user_id column) under the caps: its row limit, and the trigger that counts its
-- rows' bytes; counts the bytes its rows already take.
create function private.limit_user_rows(p_table text, p_max_rows integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.row_limits (table_name, max_rows) values (p_table, p_max_rows)
  on conflict (table_name) do update set max_rows = excluded.max_rows;
  execute format('drop trigger if exists enforce_user_limits on public.%I', p_table);
  execute format(
    'create trigger enforce_user_limits before insert or update or delete on public.%I for each row execute function private.enforce_user_limits()',
    p_table);
  execute format(
    'insert into private.user_bytes as b (user_id, bytes)
       select t.user_id, sum(octet_length(t::text)) from public.%I t group by t.user_id
     on conflict (user_id) do update set bytes = b.bytes + excluded.bytes',
    p_table);
end;
$$;
revoke all on function private.limit_user_rows(text, integer) from public, anon, authenticated, service_role;

-- Far above what a couple plans, low enough that no account can fill the database.
select private.limit_user_rows(t.name, t.max_rows)
  from (values
    ('budget_categories', 200),
    ('expenses', 5000),
    ('schedule_events', 1000),
    ('photo_ideas', 2000),
    ('songs', 2000),
    ('registry_items', 2000),
    ('registry_stores', 200),
    ('planning_vendors', 1000),
    ('reminders', 2000),
    ('tasks', 2000),
    ('mood_boards', 1000),
    ('chat_messages', 5000),
    ('invites', 500)
  ) as t (name, max_rows);
