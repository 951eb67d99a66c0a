-- The wedding keys the plan (issue 30, item 1): every planning table's primary key becomes (wedding_id, id), which
-- …107001_weddings.sql left as a unique key beside the transitional (user_id, id). `user_id` stays as who created the
-- row, indexed (the account-deletion handover and the user cascade look rows up by it).
--
-- Everything that found a row by (user_id, id) or counted a user's rows now goes by the wedding:
--   private.is_collection_table   a collection's primary key is (wedding_id, id)
--   private.row_version           a write based on a version finds the row in its wedding, so a partner's stale
--                                 edit of the owner's row is refused like the owner's own
--   private.enforce_user_limits   the row caps count the wedding's rows (the same numbers); bytes stay per creator
--   public.apply_changes          takes the wedding (p_wedding): puts land in it, removes and cascades look in it
--   public.claim_seed             sample data (and the app's other once-only markers) once per wedding, on
--                                 weddings.seeded, taken over from the owner's profile
--   functions that upsert `on conflict (user_id, id)` (the guests' RSVP and travel replies) conflict on the new key.

-- 1. The keys ---------------------------------------------------------------------------------------------------------
do $$
declare
  v_tables text[] := array(
    select c.relname::text from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and private.is_collection_table(c.relname::text)
     order by c.relname);
  t text;
  r record;
  v_fks text[] := '{}';
  v_fk text;
begin
  -- The foreign keys that lean on the (wedding_id, id) unique keys go while those become the primary keys.
  for r in
    select k.conname, k.conrelid::regclass as tbl, pg_catalog.pg_get_constraintdef(k.oid) as def
      from pg_catalog.pg_constraint k
     where k.contype = 'f'
       and k.confrelid in (select format('public.%I', x)::regclass from unnest(v_tables) x)
       and k.conindid in (select u.conindid from pg_catalog.pg_constraint u
                           where u.contype = 'u' and u.conname = any (select x || '_wedding_id_id_key' from unnest(v_tables) x))
  loop
    v_fks := v_fks || format('alter table %s add constraint %I %s', r.tbl, r.conname, r.def);
    execute format('alter table %s drop constraint %I', r.tbl, r.conname);
  end loop;

  foreach t in array v_tables loop
    execute format('alter table public.%I drop constraint %I', t, t || '_pkey');
    execute format('alter table public.%I drop constraint %I', t, t || '_wedding_id_id_key');
    execute format('alter table public.%I add constraint %I primary key (wedding_id, id)', t, t || '_pkey');
    execute format('create index %I on public.%I (user_id)', t || '_user_id_idx', t);
  end loop;

  foreach v_fk in array v_fks loop
    execute v_fk;
  end loop;
end;
$$;

-- 2. What a collection is ---------------------------------------------------------------------------------------------
-- True when public.<p_table>'s primary key is exactly (wedding_id, id): a planning table the app reads and writes
-- through its data seam (versions, caps, apply_changes, the account handover and activity all ask this).
create or replace function private.is_collection_table(p_table text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select array_agg(a.attname::text order by a.attname) = array['id', 'wedding_id']
      from pg_catalog.pg_index i
      join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
     where i.indrelid = to_regclass(format('public.%I', p_table)) and i.indisprimary
  ), false);
$$;

-- 3. Versions (…_row_versions.sql), the row found by its wedding --------------------------------------------------------
create or replace function private.row_version()
returns trigger
language plpgsql
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
    execute format('select true from %I.%I where wedding_id = $1 and id = $2 for update', tg_table_schema, tg_table_name)
      into v_found using new.wedding_id, new.id;
    if v_found is null then
      raise exception 'This record was deleted elsewhere.'
        using errcode = 'PT409', hint = 'version_deleted';
    end if;
    return new;
  end if;

  if new.updated_at is distinct from old.updated_at then
    raise exception 'This record was changed elsewhere.'
      using errcode = 'PT409', hint = 'version_changed';
  end if;
  new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
  return new;
end;
$$;

-- 4. The caps (…107002's body): rows counted per wedding on the planning tables; a capped table without a wedding
-- (none today) still counts per user. Bytes stay on the row's creator.
create or replace function private.enforce_user_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
  -- The wedding whose rows are counted (null on a table without one: then the user's rows are).
  v_wedding uuid := case when tg_op = 'DELETE' then null else to_jsonb(new) ->> 'wedding_id' end;
  v_owner_column text := case when v_wedding is null then 'user_id' else 'wedding_id' end;
  v_owner uuid := coalesce(v_wedding, v_user);
  v_max_rows integer;
  v_rows bigint;
  v_delta bigint;
  v_total bigint;
  v_max_bytes bigint;
  v_exists boolean;
begin
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id
     and current_setting('wedding.handover', true) is distinct from 'on' then
    raise exception 'a row cannot move to another user' using errcode = '42501';
  end if;

  -- An upsert meeting its own row is an update (see …_upsert_under_caps.sql): the row is found by its key.
  if tg_op = 'INSERT' and to_jsonb(new) ? 'id' then
    execute format('select exists (select 1 from public.%I where %I = $1 and id = $2)', tg_table_name, v_owner_column)
      into v_exists using v_owner, new.id;
    if v_exists then
      return new;
    end if;
  end if;

  if tg_op = 'INSERT' then
    select r.max_rows into v_max_rows from private.row_limits r where r.table_name = tg_table_name;
    -- One insert at a time per wedding and table, so parallel requests (two members') cannot all pass the count.
    perform pg_advisory_xact_lock(hashtextextended(tg_table_name || ':' || v_owner::text, 0));
    execute format('select count(*) from public.%I where %I = $1', tg_table_name, v_owner_column)
      into v_rows using v_owner;
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

-- 5. apply_changes (…_apply_changes.sql) in one wedding: p_wedding names it (the browser's current wedding; without
-- it, the caller's own, private.default_wedding). A put's row is stored in that wedding whatever wedding_id it
-- carries; removes, versions and cascades look there. RLS still decides whether the caller may write it.
drop function public.apply_changes(jsonb);
create function public.apply_changes(p_changes jsonb, p_wedding uuid default null)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  -- private.default_wedding's choice, read here: the caller (security invoker) cannot reach the private schema.
  v_wedding uuid := coalesce(p_wedding, (
    select m.wedding_id from public.wedding_members m
     where m.user_id = (select auth.uid())
     order by m.role = 'owner' desc, m.joined_at desc
     limit 1));
  v_change jsonb;
  v_op text;
  v_table text;
  v_id text;
  v_row jsonb;
  v_cols text;
  v_sets text;
  v_before jsonb;
  v_after jsonb;
  v_touched jsonb := '[]'::jsonb;
  v_queue jsonb;
  v_item jsonb;
  v_edge record;
  v_children jsonb;
begin
  if v_uid is null then
    raise exception 'Sign in to save changes.' using errcode = '42501';
  end if;
  if jsonb_typeof(p_changes) is distinct from 'array' then
    raise exception 'The changes must be a list.' using errcode = '22023';
  end if;
  if jsonb_array_length(p_changes) > 60000 then
    raise exception 'Too many changes in one batch.' using errcode = '54000';
  end if;

  for v_change in select value from jsonb_array_elements(p_changes) loop
    v_op := v_change ->> 'op';
    v_table := v_change ->> 'table';
    -- A collection table: primary key exactly (wedding_id, id) (private.is_collection_table, which the caller
    -- cannot reach).
    if to_regclass(format('public.%I', v_table)) is null or coalesce((
      select array_agg(a.attname::text order by a.attname) = array['id', 'wedding_id']
        from pg_catalog.pg_index i
        join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
       where i.indrelid = to_regclass(format('public.%I', v_table)) and i.indisprimary
    ), false) is false then
      raise exception 'public.% is not a collection table.', coalesce(v_table, 'null') using errcode = '42501';
    end if;

    if v_op = 'put' then
      v_row := v_change -> 'row';
      v_id := v_row ->> 'id';
      if jsonb_typeof(v_row) is distinct from 'object' or v_id is null then
        raise exception 'A put needs a row with an id.' using errcode = '22023';
      end if;
      v_row := (v_row - 'user_id' - 'updated_at' - 'wedding_id')
        || jsonb_build_object('wedding_id', v_wedding)
        || case when v_change ? 'base' then jsonb_build_object('updated_at', v_change -> 'base') else '{}'::jsonb end;
      select string_agg(format('%I', a.attname), ', ' order by a.attnum) filter (where v_row ? a.attname),
             string_agg(
               case when v_row ? a.attname then format('%1$I = excluded.%1$I', a.attname)
                    else format('%I = default', a.attname) end,
               ', ' order by a.attnum)
               filter (where a.attname not in ('user_id', 'id', 'wedding_id')
                         and (v_row ? a.attname or a.attname not in ('created_at', 'updated_at')))
        into v_cols, v_sets
        from pg_catalog.pg_attribute a
       where a.attrelid = format('public.%I', v_table)::regclass and a.attnum > 0 and not a.attisdropped;
      execute format('select to_jsonb(t) from public.%I t where t.wedding_id = $1 and t.id = $2', v_table)
        into v_before using v_wedding, v_id;
      execute format(
        'insert into public.%1$I as t (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1) '
        'on conflict (wedding_id, id) do update set %3$s returning to_jsonb(t)',
        v_table, v_cols, v_sets)
        into v_after using v_row;
      v_touched := v_touched || jsonb_build_array(
        jsonb_build_object('table', v_table, 'id', v_id, 'before', v_before, 'after', v_after));

    elsif v_op = 'remove' then
      v_id := v_change ->> 'id';
      execute format('select to_jsonb(t) from public.%I t where t.wedding_id = $1 and t.id = $2 for update', v_table)
        into v_before using v_wedding, v_id;
      if v_change ? 'base' then
        if v_before is null then
          raise exception 'This record was deleted elsewhere.' using errcode = 'PT409', hint = 'version_deleted';
        elsif (v_before ->> 'updated_at')::timestamptz is distinct from (v_change ->> 'base')::timestamptz then
          raise exception 'This record was changed elsewhere.' using errcode = 'PT409', hint = 'version_changed';
        end if;
      end if;
      continue when v_before is null;
      v_touched := v_touched || jsonb_build_array(
        jsonb_build_object('table', v_table, 'id', v_id, 'before', v_before, 'after', null));
      v_queue := jsonb_build_array(jsonb_build_object('table', v_table, 'ids', jsonb_build_array(v_id)));
      while jsonb_array_length(v_queue) > 0 loop
        v_item := v_queue -> 0;
        v_queue := v_queue - 0;
        for v_edge in
          select child_col.attname::text as child_column,
                 (select relname from pg_catalog.pg_class where oid = c.conrelid)::text as child_table
            from pg_catalog.pg_constraint c
            join lateral unnest(c.conkey, c.confkey) as k(child_att, parent_att) on true
            join pg_catalog.pg_attribute parent_col
              on parent_col.attrelid = c.confrelid and parent_col.attnum = k.parent_att and parent_col.attname = 'id'
            join pg_catalog.pg_attribute child_col on child_col.attrelid = c.conrelid and child_col.attnum = k.child_att
           where c.contype = 'f' and c.confdeltype = 'c'
             and c.confrelid = to_regclass(format('public.%I', v_item ->> 'table'))
        loop
          execute format(
            'select coalesce(jsonb_agg(to_jsonb(c) order by c.created_at, c.id), ''[]''::jsonb) from public.%I c '
            'where c.wedding_id = $1 and c.%I = any ($2)',
            v_edge.child_table, v_edge.child_column)
            into v_children
            using v_wedding, array(select jsonb_array_elements_text(v_item -> 'ids'));
          if jsonb_array_length(v_children) > 0 then
            v_touched := v_touched || (
              select jsonb_agg(jsonb_build_object('table', v_edge.child_table, 'id', r ->> 'id', 'before', r,
                                                  'after', null))
                from jsonb_array_elements(v_children) r);
            v_queue := v_queue || jsonb_build_array(jsonb_build_object(
              'table', v_edge.child_table,
              'ids', (select jsonb_agg(r -> 'id') from jsonb_array_elements(v_children) r)));
          end if;
        end loop;
      end loop;
      execute format('delete from public.%I where wedding_id = $1 and id = $2', v_table) using v_wedding, v_id;

    else
      raise exception 'Unknown change "%".', coalesce(v_op, 'null') using errcode = '22023';
    end if;
  end loop;

  return v_touched;
end;
$$;
revoke all on function public.apply_changes(jsonb, uuid) from public, anon;
grant execute on function public.apply_changes(jsonb, uuid) to authenticated;

-- 6. Sample data once per wedding ------------------------------------------------------------------------------------
-- The markers move from the owner's profile to the wedding: a partner opening a page the owner already seeded gets
-- nothing twice, and a planner's own wedding is seeded apart from the couples they help.
alter table public.weddings add column seeded text[] not null default '{}' check (cardinality(seeded) <= 100);
update public.weddings w set seeded = p.seeded
  from public.wedding_members m join public.profiles p on p.user_id = m.user_id
 where m.wedding_id = w.id and m.role = 'owner';

-- True exactly once per (wedding, marker), for a member who may write the wedding's plan (family cannot seed it:
-- false, and the marker stays for the others). The conditional update takes the row lock, so two members' first
-- calls cannot both return true.
drop function public.claim_seed(text);
create function public.claim_seed(p_table text, p_wedding uuid default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_wedding uuid := coalesce(p_wedding, private.default_wedding());
  v_claimed boolean;
begin
  if (select auth.uid()) is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_table is null or p_table !~ '^[a-z][a-z0-9_]{0,62}$' then
    raise exception 'invalid table name' using errcode = '22023';
  end if;
  if not (v_wedding = any (private.my_weddings('write'))) then
    return false;
  end if;
  update public.weddings w
     set seeded = array_append(w.seeded, p_table)
   where w.id = v_wedding
     and not (p_table = any (w.seeded))
  returning true into v_claimed;
  return coalesce(v_claimed, false);
end;
$$;
revoke all on function public.claim_seed(text, uuid) from public, anon, authenticated;
grant execute on function public.claim_seed(text, uuid) to authenticated;

-- 7. Upserts on the old key ------------------------------------------------------------------------------------------
-- The functions that upsert a planning row `on conflict (user_id, id)` (the guests' RSVP and travel replies) are
-- redefined with the new key and nothing else changed, read back from the catalog so the body stays theirs.
do $$
declare
  r record;
begin
  for r in
    select p.oid from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname in ('public', 'api', 'private') and p.prokind = 'f'
       and p.prosrc ~* 'on conflict \(user_id, id\)'
  loop
    execute regexp_replace(pg_catalog.pg_get_functiondef(r.oid), 'on conflict \(user_id, id\)',
                           'on conflict (wedding_id, id)', 'gi');
  end loop;
end;
$$;
