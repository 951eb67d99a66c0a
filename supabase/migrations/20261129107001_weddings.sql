-- The wedding owns the plan (issue 30, items 1-2): `weddings` and `wedding_members`, one membership helper for every
-- policy, and every planning table keyed by its wedding.
--
-- Roles (private.my_weddings answers "which weddings may the caller … in", by scope):
--   read     owner, partner, planner, family   read every planning table
--   guests   owner, partner, planner, family   write the guest list (households, guests, rsvp_answers)
--   write    owner, partner, planner           write every other planning table
--   members  owner, partner                    join links, roles, removing members (the api.* functions)
--   owner    owner                             hand the wedding over, delete it
--
-- Every planning table (a collection: primary key (user_id, id), private.is_collection_table) gains
-- `wedding_id uuid not null` with a default of the caller's wedding (private.default_wedding), so today's adapters,
-- which insert without it, keep working. `user_id` stays as who created the row (default auth.uid(), checked on
-- insert). `(wedding_id, id)` is unique and indexed; the foreign keys between planning tables and the per-couple
-- unique keys now go by the wedding, so a partner's guest can sit in the other partner's household.
--
-- Transitional: the primary key stays (user_id, id) because today's cloud adapter upserts `on conflict (user_id,
-- id)` and apply_changes / the row caps look rows up by it. In a single-owner wedding the two keys name the same
-- rows. The browser round moves the adapter to (wedding_id, id); then the primary key follows.

-- Tables --------------------------------------------------------------------------------------------------------
create table public.weddings (
  id uuid primary key default gen_random_uuid(),
  name text check (name is null or (name ~ '\S' and char_length(name) <= 200)),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create table public.wedding_members (
  wedding_id uuid not null references public.weddings (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  role text not null check (role in ('owner', 'partner', 'planner', 'family')),
  invited_by uuid references public.users (id) on delete set null,
  joined_at timestamptz not null default now(),
  primary key (wedding_id, user_id)
);
-- At most one owner per wedding (and at least one: wedding_members_keep_an_owner below).
create unique index wedding_members_one_owner on public.wedding_members (wedding_id) where role = 'owner';
-- The helper's lookup: a caller's memberships.
create index wedding_members_user_idx on public.wedding_members (user_id, role);
create index weddings_created_by_idx on public.weddings (created_by);
create index wedding_members_invited_by_idx on public.wedding_members (invited_by);

-- The membership helper -------------------------------------------------------------------------------------------
-- Security definer so a policy on wedding_members itself does not recurse. Policies call it in the
-- `wedding_id = any ((select private.my_weddings(…))::uuid[])` form: one evaluation per statement (an initplan), then
-- an index lookup on wedding_id. (The cast keeps Postgres from reading `any (select …)` as a subquery of rows.)
-- authenticated may execute it but has no USAGE on `private`: a stored policy or default reaches it by its oid, while
-- a client cannot name it.
create function private.my_weddings(p_scope text)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.wedding_id), '{}')
    from public.wedding_members m
   where m.user_id = (select auth.uid())
     and m.role = any (case p_scope
       when 'read' then array['owner', 'partner', 'planner', 'family']
       when 'guests' then array['owner', 'partner', 'planner', 'family']
       when 'write' then array['owner', 'partner', 'planner']
       when 'members' then array['owner', 'partner']
       when 'owner' then array['owner']
       else array[]::text[]
     end)
$$;
revoke all on function private.my_weddings(text) from public, anon, authenticated;
grant execute on function private.my_weddings(text) to authenticated;

-- The wedding a write without wedding_id goes to: the one the caller owns, else the one they joined last.
create function private.default_wedding()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.wedding_id
    from public.wedding_members m
   where m.user_id = (select auth.uid())
   order by m.role = 'owner' desc, m.joined_at desc
   limit 1
$$;
revoke all on function private.default_wedding() from public, anon, authenticated;
-- The service role writes too (Edge Functions): its rows get their wedding from private.fill_wedding.
grant execute on function private.default_wedding() to authenticated, service_role;

-- A new wedding with `p_user` as its owner.
create function private.create_wedding(p_user uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_wedding uuid;
begin
  insert into public.weddings (created_by) values (p_user) returning id into v_wedding;
  insert into public.wedding_members (wedding_id, user_id, role) values (v_wedding, p_user, 'owner');
  return v_wedding;
end;
$$;
revoke all on function private.create_wedding(uuid) from public, anon, authenticated;

-- Every account has a wedding from the start: public.users is filled from auth.users at sign-up.
create function private.wedding_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.create_wedding(new.id);
  return new;
end;
$$;
revoke all on function private.wedding_for_new_user() from public, anon, authenticated;

create trigger users_get_a_wedding
  after insert on public.users
  for each row execute function private.wedding_for_new_user();

-- Accounts that existed before this migration: each gets its own wedding.
select private.create_wedding(u.id) from public.users u;

-- A wedding with members always has exactly one owner (checked at commit, so a handover may swap the two rows).
create function private.keep_an_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.wedding_members m where m.wedding_id = old.wedding_id)
     and not exists (select 1 from public.wedding_members m where m.wedding_id = old.wedding_id and m.role = 'owner') then
    raise exception 'A wedding needs an owner: hand it over first.' using errcode = 'P0001';
  end if;
  return null;
end;
$$;
revoke all on function private.keep_an_owner() from public, anon, authenticated;

create constraint trigger wedding_members_keep_an_owner
  after update or delete on public.wedding_members
  deferrable initially deferred
  for each row execute function private.keep_an_owner();

-- RLS on the two tables: members read their weddings and who is in them; changes go through the api.* functions
-- (…_wedding_members_api.sql), except renaming (owner, partner) and deleting (owner only) the wedding.
alter table public.weddings enable row level security;
alter table public.wedding_members enable row level security;
revoke all on table public.weddings, public.wedding_members from anon, authenticated;
grant select, delete on table public.weddings to authenticated;
grant update (name) on table public.weddings to authenticated;
grant select on table public.wedding_members to authenticated;

create policy "weddings: members read" on public.weddings
  for select to authenticated using (id = any ((select private.my_weddings('read'))::uuid[]));
create policy "weddings: owner and partner rename" on public.weddings
  for update to authenticated
  using (id = any ((select private.my_weddings('members'))::uuid[]))
  with check (id = any ((select private.my_weddings('members'))::uuid[]));
create policy "weddings: owner deletes" on public.weddings
  for delete to authenticated using (id = any ((select private.my_weddings('owner'))::uuid[]));
create policy "wedding_members: members read" on public.wedding_members
  for select to authenticated using (wedding_id = any ((select private.my_weddings('read'))::uuid[]));

-- A row stays in its wedding (moving it would hand one couple's record to another).
create function private.keep_wedding()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.wedding_id is distinct from old.wedding_id then
    raise exception 'a row cannot move to another wedding' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.keep_wedding() from public, anon, authenticated;

-- A write with no caller (the guests' api.* functions, the service role) names the couple's user_id but no wedding:
-- it goes to that account's wedding, the one it owns, else the one it joined last. Named to fire before the version
-- and caps triggers, so they see the finished row.
create function private.fill_wedding()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.wedding_id is null then
    new.wedding_id := (
      select m.wedding_id from public.wedding_members m
       where m.user_id = new.user_id
       order by m.role = 'owner' desc, m.joined_at desc
       limit 1);
  end if;
  return new;
end;
$$;
revoke all on function private.fill_wedding() from public, anon, authenticated;

-- The planning tables, re-keyed -----------------------------------------------------------------------------------
do $$
declare
  v_tables text[] := array(
    select c.relname::text from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and private.is_collection_table(c.relname::text)
     order by c.relname);
  -- The guest list: what family members may write.
  v_guest_list text[] := array['households', 'guests', 'rsvp_answers'];
  t text;
  v_scope text;
  r record;
  v_fks text[] := '{}';
  v_fk text;
begin
  -- 1. The column, filled with the owner's wedding (triggers off: no new versions, nothing recounted).
  foreach t in array v_tables loop
    execute format('alter table public.%I add column wedding_id uuid references public.weddings (id) on delete cascade', t);
    execute format('alter table public.%I disable trigger user', t);
    execute format(
      'update public.%I x set wedding_id = m.wedding_id from public.wedding_members m
        where m.user_id = x.user_id and m.role = ''owner''', t);
    execute format('alter table public.%I enable trigger user', t);
    execute format('alter table public.%I alter column wedding_id set not null', t);
    execute format('alter table public.%I alter column wedding_id set default private.default_wedding()', t);
    execute format('alter table public.%I add constraint %I unique (wedding_id, id)', t, t || '_wedding_id_id_key');
    execute format(
      'create trigger keep_wedding before update of wedding_id on public.%I for each row execute function private.keep_wedding()',
      t);
    execute format(
      'create trigger a_fill_wedding before insert on public.%I for each row execute function private.fill_wedding()', t);
  end loop;

  -- 2. Foreign keys between planning tables that go by user_id: dropped now, made again by the wedding in step 4.
  for r in
    select k.conname, k.conrelid::regclass as tbl, pg_catalog.pg_get_constraintdef(k.oid) as def
      from pg_catalog.pg_constraint k
     where k.contype = 'f' and k.conrelid::regclass::text = any (
             select format('public.%I', x) from unnest(v_tables) x
             union select x from unnest(v_tables) x)
       and cardinality(k.conkey) > 1
       and exists (select 1 from pg_catalog.pg_attribute a
                    where a.attrelid = k.conrelid and a.attnum = any (k.conkey) and a.attname = 'user_id')
  loop
    v_fks := v_fks || format('alter table %s add constraint %I %s', r.tbl,
      replace(r.conname, 'user_id', 'wedding_id'), regexp_replace(r.def, '\muser_id\M', 'wedding_id', 'g'));
    execute format('alter table %s drop constraint %I', r.tbl, r.conname);
  end loop;

  -- 3. Per-couple unique keys and lookup indexes on user_id move to the wedding (the primary key stays, see above).
  for r in
    select k.conname, k.conrelid::regclass as tbl, pg_catalog.pg_get_constraintdef(k.oid) as def
      from pg_catalog.pg_constraint k
     where k.contype = 'u' and k.conrelid in (select format('public.%I', x)::regclass from unnest(v_tables) x)
       and exists (select 1 from pg_catalog.pg_attribute a
                    where a.attrelid = k.conrelid and a.attnum = any (k.conkey) and a.attname = 'user_id')
  loop
    execute format('alter table %s drop constraint %I', r.tbl, r.conname);
    execute format('alter table %s add constraint %I %s', r.tbl, replace(r.conname, 'user_id', 'wedding_id'),
      regexp_replace(r.def, '\muser_id\M', 'wedding_id', 'g'));
  end loop;
  for r in
    select ic.relname as name, pg_catalog.pg_get_indexdef(i.indexrelid) as def
      from pg_catalog.pg_index i
      join pg_catalog.pg_class ic on ic.oid = i.indexrelid
     where i.indrelid in (select format('public.%I', x)::regclass from unnest(v_tables) x)
       and not i.indisprimary
       and not exists (select 1 from pg_catalog.pg_constraint k where k.conindid = i.indexrelid)
       and exists (select 1 from pg_catalog.pg_attribute a
                    where a.attrelid = i.indrelid and a.attnum = any (i.indkey) and a.attname = 'user_id')
  loop
    execute format('drop index public.%I', r.name);
    execute regexp_replace(r.def, '\muser_id\M', 'wedding_id', 'g');
  end loop;

  -- 4. The foreign keys again, by the wedding.
  foreach v_fk in array v_fks loop
    execute v_fk;
  end loop;

  -- 5. The policies: one per operation, every one through the membership helper.
  foreach t in array v_tables loop
    for r in select p.policyname from pg_catalog.pg_policies p where p.schemaname = 'public' and p.tablename = t loop
      execute format('drop policy %I on public.%I', r.policyname, t);
    end loop;
    v_scope := case when t = any (v_guest_list) then 'guests' else 'write' end;
    execute format(
      'create policy %I on public.%I for select to authenticated
         using (wedding_id = any ((select private.my_weddings(''read''))::uuid[]))', t || ': wedding reads', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated
         with check (wedding_id = any ((select private.my_weddings(%L))::uuid[]) and user_id = (select auth.uid()))',
      t || ': wedding inserts', t, v_scope);
    execute format(
      'create policy %I on public.%I for update to authenticated
         using (wedding_id = any ((select private.my_weddings(%L))::uuid[]))
         with check (wedding_id = any ((select private.my_weddings(%L))::uuid[]))',
      t || ': wedding updates', t, v_scope, v_scope);
    execute format(
      'create policy %I on public.%I for delete to authenticated
         using (wedding_id = any ((select private.my_weddings(%L))::uuid[]))', t || ': wedding deletes', t, v_scope);
  end loop;
end;
$$;
