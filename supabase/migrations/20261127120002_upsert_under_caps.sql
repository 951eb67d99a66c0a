-- The per-account caps (…_storage_and_user_limits.sql) and upserts: every save of an existing record is an
-- `insert ... on conflict do update` (PostgREST's upsert, and apply_changes), and Postgres fires the BEFORE INSERT
-- triggers for it before it finds the conflict. The caps' trigger took each such save for a new row: at a table's row
-- cap it refused the save (the website, capped at one row, could not be saved once it existed), and below the cap it
-- counted the row's bytes once as inserted and again as updated. Found by the contract suite (tests/contract), which
-- runs the cloud adapter on these migrations.

create or replace function private.enforce_user_limits()
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
  v_exists boolean;
begin
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id then
    raise exception 'a row cannot move to another user' using errcode = '42501';
  end if;

  -- An insert that will meet its own row (an upsert: INSERT ... ON CONFLICT DO UPDATE) is an update: Postgres fires
  -- the UPDATE triggers for it next, which count its bytes. Counted here too, it was refused at the row cap (a couple's
  -- one website could never be saved again) and its bytes were added twice on every save.
  if tg_op = 'INSERT' and to_jsonb(new) ? 'id' then
    execute format('select exists (select 1 from public.%I where user_id = $1 and id = $2)', tg_table_name)
      into v_exists using v_user, new.id;
    if v_exists then
      return new;
    end if;
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
