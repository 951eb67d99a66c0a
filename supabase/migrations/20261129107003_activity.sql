-- Recent activity (issue 30 item 4, the SQL half): "who added / changed / removed what", written by statement-level
-- triggers on every planning table from the statement's transition tables, one row per transaction, wedding, table,
-- action and actor, so an import of 2,000 guests is one row ("added 2,000 guests"), not 2,000. The actor is the signed-in caller (null for a
-- guest's RSVP through the api.* functions, and for the service role). Members read their weddings' activity; no
-- client writes it.

create table public.activity (
  id bigint generated always as identity primary key,
  wedding_id uuid not null references public.weddings (id) on delete cascade,
  -- Who did it; the row stays when their account goes (the wedding's history is the other members' too).
  actor uuid references public.users (id) on delete set null,
  table_name text not null,
  action text not null check (action in ('added', 'changed', 'removed')),
  row_count integer not null check (row_count > 0),
  created_at timestamptz not null default now()
);
create index activity_wedding_idx on public.activity (wedding_id, created_at desc);
create index activity_actor_idx on public.activity (actor);
alter table public.activity enable row level security;
revoke all on table public.activity from anon, authenticated;
grant select on table public.activity to authenticated;
create policy "activity: members read" on public.activity
  for select to authenticated using (wedding_id = any ((select private.my_weddings('read'))::uuid[]));

create function private.record_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_action text := case tg_op when 'INSERT' then 'added' when 'UPDATE' then 'changed' else 'removed' end;
  v_counts jsonb;
  r record;
begin
  -- A caller whose account is not (or no longer) in public.users is no one to name.
  if v_actor is not null and not exists (select 1 from public.users u where u.id = v_actor) then
    v_actor := null;
  end if;
  if tg_op = 'DELETE' then
    -- Rows of a wedding being deleted go with it, unrecorded (its activity goes too).
    select jsonb_object_agg(g.wedding_id, g.n) into v_counts
      from (select o.wedding_id, count(*) as n from old_rows o
             where exists (select 1 from public.weddings w where w.id = o.wedding_id) group by 1) g;
  else
    select jsonb_object_agg(g.wedding_id, g.n) into v_counts
      from (select n.wedding_id, count(*) as n from new_rows n group by 1) g;
  end if;
  -- One row per transaction, table, action and actor: apply_changes' 2,000 puts of one import add up in one row.
  for r in select key::uuid as wedding_id, value::integer as n from jsonb_each_text(coalesce(v_counts, '{}')) loop
    update public.activity a set row_count = a.row_count + r.n
     where a.wedding_id = r.wedding_id and a.created_at = now() and a.table_name = tg_table_name
       and a.action = v_action and a.actor is not distinct from v_actor;
    if not found then
      insert into public.activity (wedding_id, actor, table_name, action, row_count)
      values (r.wedding_id, v_actor, tg_table_name, v_action, r.n);
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.record_activity() from public, anon, authenticated, service_role;

do $$
declare
  t text;
begin
  for t in
    select c.relname::text from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and private.is_collection_table(c.relname::text)
  loop
    execute format('create trigger record_activity_insert after insert on public.%I
      referencing new table as new_rows for each statement execute function private.record_activity()', t);
    execute format('create trigger record_activity_update after update on public.%I
      referencing new table as new_rows for each statement execute function private.record_activity()', t);
    execute format('create trigger record_activity_delete after delete on public.%I
      referencing old table as old_rows for each statement execute function private.record_activity()', t);
  end loop;
end;
$$;
