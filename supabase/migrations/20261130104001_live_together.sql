-- Live together (issue 30 item 4): what lets members of one wedding see each other's changes as they happen.
-- 1. The planning tables join the `supabase_realtime` publication, so a member's open page hears (through Realtime
--    `postgres_changes`, filtered by wedding_id, under the table's RLS) which collection another member changed.
-- 2. `updated_by` says who last wrote each row (set by its own trigger from auth.uid(); `row_version` is left alone),
--    and `api.changed_by` names that member after a refused write: "Meera changed this while you were editing".
-- 3. `api.wedding_activity` turns the `activity` rows into who did what to how many, with the member's name, for the
--    overview's "Recent activity".
-- The planning tables are found as the public tables with both `wedding_id` and a row version (`updated_at`).

create function private.planning_tables()
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(c.relname::text order by c.relname), '{}')
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r'
     and exists (select 1 from pg_catalog.pg_attribute a
                  where a.attrelid = c.oid and a.attname = 'wedding_id' and not a.attisdropped)
     and exists (select 1 from pg_catalog.pg_attribute a
                  where a.attrelid = c.oid and a.attname = 'updated_at' and not a.attisdropped)
$$;
revoke all on function private.planning_tables() from public, anon, authenticated, service_role;

-- What a line names a member by: their first name ("Meera changed…"), else their e-mail; null for an account that is
-- gone. (private.member_name, …103001, gives the full name for the members list.)
create function private.first_name_of(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.first_name), ''), u.email)
    from public.users u left join public.profiles p on p.user_id = u.id
   where u.id = p_user
$$;
revoke all on function private.first_name_of(uuid) from public, anon, authenticated, service_role;

-- Who wrote a row last: the signed-in caller; null for a write with no one signed in (a guest's RSVP through the
-- api.* functions, the service role), which then names no member.
create function private.updated_by()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := (select auth.uid());
  return new;
end;
$$;
revoke all on function private.updated_by() from public, anon, authenticated, service_role;

do $$
declare
  t text;
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    -- Supabase creates it; a bare Postgres (the PGlite tests) gets an empty one here.
    create publication supabase_realtime;
  end if;
  foreach t in array private.planning_tables() loop
    -- No foreign key: the name is looked up when asked, and a row outlives the account that last wrote it.
    execute format('alter table public.%I add column updated_by uuid', t);
    -- After a_fill_wedding and a_row_version, before enforce_user_limits counts the row's bytes.
    execute format(
      'create trigger a_updated_by before insert or update on public.%I for each row execute function private.updated_by()',
      t);
    if not exists (select 1 from pg_catalog.pg_publication_tables p
                    where p.pubname = 'supabase_realtime' and p.schemaname = 'public' and p.tablename = t) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end;
$$;

-- The name of the member who last changed row `p_id` of planning table `p_table` in wedding `p_wedding`, for a
-- caller who can read that wedding; null otherwise (no such row, nobody named, not a member, not a planning table).
create function api.changed_by(p_wedding uuid, p_table text, p_id text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  if not (p_wedding = any (private.my_weddings('read'))) or not (p_table = any (private.planning_tables())) then
    return null;
  end if;
  execute format('select updated_by from public.%I where wedding_id = $1 and id = $2', p_table)
    into v_user using p_wedding, p_id;
  return private.first_name_of(v_user);
end;
$$;
revoke all on function api.changed_by(uuid, text, text) from public, anon;
grant execute on function api.changed_by(uuid, text, text) to authenticated;

-- Recent activity of a wedding the caller is a member of (none for any other): who added, changed or removed how
-- many of what, one line per member, table and action on a day (an afternoon of single additions reads "added 12
-- guests"), newest first. `actor` is the member's name and `actor_id` their id (the page says "You" for the caller),
-- both null when no member did it (a guest's RSVP, a gone account).
create function api.wedding_activity(p_wedding uuid, p_limit integer default 10)
returns table (actor text, actor_id uuid, table_name text, action text, row_count integer, at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select private.first_name_of(a.actor), a.actor, a.table_name, a.action, sum(a.row_count)::integer, max(a.created_at)
    from public.activity a
   where a.wedding_id = p_wedding
     and p_wedding = any (private.my_weddings('read'))
   group by a.actor, a.table_name, a.action, (a.created_at at time zone 'UTC')::date
   order by max(a.created_at) desc, a.table_name, a.action
   limit least(greatest(coalesce(p_limit, 10), 1), 50)
$$;
revoke all on function api.wedding_activity(uuid, integer) from public, anon;
grant execute on function api.wedding_activity(uuid, integer) to authenticated;
