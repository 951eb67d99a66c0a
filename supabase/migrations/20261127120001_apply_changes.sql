-- One command, one request (issue 29): the app's domain commands (src/lib/commands) write a batch of puts and
-- removes over any of the caller's collection tables in one call and one transaction, so a change that spans tables
-- (a household with its guests and invitations, an import, a seating chart) lands whole or not at all.
--
-- public.apply_changes(p_changes) takes a JSON array of changes, in order:
--   {"op": "put",    "table": "guests", "row": {...snake_case columns...}, "base": "<updated_at>"?}
--   {"op": "remove", "table": "households", "id": "h1", "base": "<updated_at>"?}
-- A put inserts or replaces the row by (user_id, id) (a column the row leaves out is cleared to its default); with
-- `base` it is an edit of that version, which the row_version
-- trigger refuses (PT409) when the row has moved on or is gone. A remove deletes the row, and its foreign keys take
-- what cascades from it; with `base` it too is refused when the row has moved on (or is gone). Any refusal rolls the
-- whole batch back.
--
-- It answers with every row the batch touched, cascades included: [{"table", "id", "before", "after"}] (before: the
-- row as it was, null when the batch created it; after: the row as stored, null when the batch removed it), which is
-- what the app needs to put things back exactly on Undo.
--
-- As the caller (security invoker): row-level security decides what may be read and written, exactly as for a plain
-- request. Only collection tables (primary key (user_id, id), private.is_collection_table) are accepted, and the
-- cascades are read from the catalog's own foreign keys, so a table added later needs nothing here.

create function public.apply_changes(p_changes jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_change jsonb;
  v_op text;
  v_table text;
  v_rel regclass;
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
  -- Bounded like any request: the largest command (a CSV import of 20,000 rows with their answers) fits.
  if jsonb_array_length(p_changes) > 60000 then
    raise exception 'Too many changes in one batch.' using errcode = '54000';
  end if;

  for v_change in select value from jsonb_array_elements(p_changes) loop
    v_op := v_change ->> 'op';
    v_table := v_change ->> 'table';
    v_rel := to_regclass(format('public.%I', v_table));
    -- A collection table: primary key exactly (user_id, id).
    if v_rel is null or coalesce((
      select array_agg(a.attname::text order by a.attname) = array['id', 'user_id']
        from pg_catalog.pg_index i
        join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
       where i.indrelid = v_rel and i.indisprimary
    ), false) is false then
      raise exception 'public.% is not a collection table.', coalesce(v_table, 'null') using errcode = '42501';
    end if;

    if v_op = 'put' then
      v_row := v_change -> 'row';
      v_id := v_row ->> 'id';
      if jsonb_typeof(v_row) is distinct from 'object' or v_id is null then
        raise exception 'A put needs a row with an id.' using errcode = '22023';
      end if;
      -- The row's own columns (never user_id: the caller's, by default and by RLS); updated_at only as the base.
      v_row := (v_row - 'user_id' - 'updated_at')
        || case when v_change ? 'base' then jsonb_build_object('updated_at', v_change -> 'base') else '{}'::jsonb end;
      -- A put replaces the record: a field it leaves out is cleared (its column's default, else null), except the
      -- row's place in its list (created_at) and its version, which stay unless sent.
      select string_agg(format('%I', a.attname), ', ' order by a.attnum) filter (where v_row ? a.attname),
             string_agg(
               case when v_row ? a.attname then format('%1$I = excluded.%1$I', a.attname)
                    else format('%I = default', a.attname) end,
               ', ' order by a.attnum)
               filter (where a.attname not in ('user_id', 'id')
                         and (v_row ? a.attname or a.attname not in ('created_at', 'updated_at')))
        into v_cols, v_sets
        from pg_catalog.pg_attribute a
       where a.attrelid = v_rel and a.attnum > 0 and not a.attisdropped;
      execute format('select to_jsonb(t) from public.%I t where t.user_id = $1 and t.id = $2', v_table)
        into v_before using v_uid, v_id;
      execute format(
        'insert into public.%1$I as t (%2$s) select %2$s from jsonb_populate_record(null::public.%1$I, $1) '
        'on conflict (user_id, id) do update set %3$s returning to_jsonb(t)',
        v_table, v_cols, v_sets)
        into v_after using v_row;
      v_touched := v_touched || jsonb_build_array(
        jsonb_build_object('table', v_table, 'id', v_id, 'before', v_before, 'after', v_after));

    elsif v_op = 'remove' then
      v_id := v_change ->> 'id';
      execute format('select to_jsonb(t) from public.%I t where t.user_id = $1 and t.id = $2 for update', v_table)
        into v_before using v_uid, v_id;
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
      -- What the foreign keys will take with it, read before they do (breadth first: parents before children).
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
            'where c.user_id = $1 and c.%I = any ($2)',
            v_edge.child_table, v_edge.child_column)
            into v_children
            using v_uid, array(select jsonb_array_elements_text(v_item -> 'ids'));
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
      execute format('delete from public.%I where user_id = $1 and id = $2', v_table) using v_uid, v_id;

    else
      raise exception 'Unknown change "%".', coalesce(v_op, 'null') using errcode = '22023';
    end if;
  end loop;

  return v_touched;
end;
$$;

revoke all on function public.apply_changes(jsonb) from public, anon;
grant execute on function public.apply_changes(jsonb) to authenticated;
