-- Row versions: no lost updates between tabs and devices (issue #19 item 5).
--
-- Every planning row carries a version, `updated_at`, which only the database sets (on insert and on every update,
-- by the `row_version` trigger). A write that was based on a version says so by sending that version as its
-- `updated_at`; the trigger then refuses it with SQLSTATE PT409 (PostgREST answers HTTP 409) when the row has moved
-- on since (hint `version_changed`) or is gone (hint `version_deleted`) — so a stale tab can neither overwrite
-- another tab's change nor bring back a row deleted elsewhere. A write that sends no `updated_at` is a plain write
-- (a new record, a restored backup, an undone delete, a guest's RSVP through an `api` function).
--
-- Which tables: every table shaped as a collection — `primary key (user_id, id)`, the planning tables' shape. They
-- all get the version here; a table added later gets it from the line its migration already has to write to join
-- the per-user caps:
--     select private.limit_user_rows('guests', 5000);
-- (limit_user_rows now also calls private.version_rows for collection-shaped tables). The app side is the data
-- seam: docs/architecture.md §3 "Versions".
--
-- The profile is one row per user written field by field, not a collection: its per-task reminder switches are
-- merged key by key in one statement (public.merge_task_reminders) instead of being read, changed and written back
-- whole by the browser.

-- The trigger --------------------------------------------------------------------------------------------------
create function private.row_version()
returns trigger
language plpgsql
-- As the caller: the existence check below reads only rows the caller may read and lock (their own, under RLS).
security invoker
set search_path = ''
as $$
declare
  v_found boolean;
begin
  if tg_op = 'INSERT' then
    if new.updated_at is null then
      new.updated_at := clock_timestamp();
      return new;
    end if;
    -- Based on a version: an edit, which may update the row (an upsert goes on to the UPDATE below) but never
    -- create it. Locked, so a delete cannot slip in between this check and the update.
    execute format('select true from %I.%I where user_id = $1 and id = $2 for update', tg_table_schema, tg_table_name)
      into v_found using new.user_id, new.id;
    if v_found is null then
      raise exception 'This record was deleted elsewhere.'
        using errcode = 'PT409', hint = 'version_deleted';
    end if;
    return new;
  end if;

  -- UPDATE: a statement that does not set updated_at leaves it as it was, so only a write based on another version
  -- fails here.
  if new.updated_at is distinct from old.updated_at then
    raise exception 'This record was changed elsewhere.'
      using errcode = 'PT409', hint = 'version_changed';
  end if;
  -- Strictly later than the version it replaces, even for two updates in the same microsecond.
  new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
  return new;
end;
$$;
revoke all on function private.row_version() from public, anon, authenticated, service_role;

-- Gives a collection-shaped table its version column and trigger. Existing rows get the migration's time.
create function private.version_rows(p_table text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_collection_table(p_table) then
    raise exception 'public.% is not a collection table (primary key (user_id, id))', p_table;
  end if;
  execute format('alter table public.%I add column if not exists updated_at timestamptz not null default now()', p_table);
  -- No default from here on: an insert without updated_at is how the trigger tells a new row from an edit.
  execute format('alter table public.%I alter column updated_at drop default', p_table);
  -- Named to fire before enforce_user_limits (a table's triggers fire in name order), so the bytes it counts for the
  -- row include the version this trigger sets.
  execute format('drop trigger if exists a_row_version on public.%I', p_table);
  execute format(
    'create trigger a_row_version before insert or update on public.%I for each row execute function private.row_version()',
    p_table);
end;
$$;
revoke all on function private.version_rows(text) from public, anon, authenticated, service_role;

-- True when public.<p_table>'s primary key is exactly (user_id, id): the shape of a collection the app reads and
-- writes through its data seam.
create function private.is_collection_table(p_table text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select array_agg(a.attname::text order by a.attname) = array['id', 'user_id']
      from pg_catalog.pg_index i
      join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indrelid = to_regclass(format('public.%I', p_table)) and i.indisprimary
  ), false);
$$;
revoke all on function private.is_collection_table(text) from public, anon, authenticated, service_role;

-- The one line a new planning table's migration writes now also versions it. Same body as in
-- 20261124020003_storage_and_user_limits.sql, plus the last statement.
create or replace function private.limit_user_rows(p_table text, p_max_rows integer)
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
  if private.is_collection_table(p_table) then
    perform private.version_rows(p_table);
  end if;
end;
$$;
revoke all on function private.limit_user_rows(text, integer) from public, anon, authenticated, service_role;

-- Every collection table that exists now (whichever migration made it).
select private.version_rows(l.table_name)
  from private.row_limits l
 where private.is_collection_table(l.table_name);

-- The profile's reminder switches ---------------------------------------------------------------------------------
-- Sets some of the caller's per-task reminder switches and leaves the others as they are, in one statement: two tabs
-- switching different tasks both keep their switch (the browser used to write the whole map it had read).
create function public.merge_task_reminders(p_changes jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_changes is null or jsonb_typeof(p_changes) <> 'object'
     or exists (select 1 from jsonb_each(p_changes) e
                 where jsonb_typeof(e.value) <> 'boolean' or char_length(e.key) > 64) then
    raise exception 'task reminders are switches: { "<task id>": true | false }' using errcode = '22023';
  end if;
  insert into public.profiles as p (user_id, task_reminders) values (v_uid, p_changes)
  on conflict (user_id) do update set task_reminders = p.task_reminders || excluded.task_reminders;
end;
$$;
revoke all on function public.merge_task_reminders(jsonb) from public, anon, authenticated;
grant execute on function public.merge_task_reminders(jsonb) to authenticated;
