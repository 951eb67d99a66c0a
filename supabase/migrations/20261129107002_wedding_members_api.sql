-- Joining a wedding and managing its members (issue 30, item 3 in SQL), and what deleting an account does to a
-- shared wedding.
--
-- Join links: an owner or partner makes one for a role (partner, planner or family), optionally naming the e-mail
-- it is sent to. The link's token is 256 bits from gen_random_uuid (pg_strong_random), shown once and stored only
-- as its SHA-256, single-use, valid 7 days and revocable. A used, expired, revoked or unknown token gets the same
-- answer, so a caller learns nothing by trying tokens.
--
-- Every function is `security definer` with an empty search_path and checks the caller's role through
-- private.my_weddings, the helper the policies use. Removing a member deletes their membership row, so their next
-- statement (even in the same transaction) sees nothing of the wedding.

create table public.wedding_join_links (
  id uuid primary key default gen_random_uuid(),
  wedding_id uuid not null references public.weddings (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  role text not null check (role in ('partner', 'planner', 'family')),
  email text check (email is null or (char_length(email) <= 320 and email ~ '^[^@\s]+@[^@\s]+$')),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz,
  used_by uuid references public.users (id) on delete set null,
  revoked_at timestamptz
);
create index wedding_join_links_wedding_idx on public.wedding_join_links (wedding_id);
create index wedding_join_links_created_by_idx on public.wedding_join_links (created_by);
create index wedding_join_links_used_by_idx on public.wedding_join_links (used_by);
alter table public.wedding_join_links enable row level security;
revoke all on table public.wedding_join_links from anon, authenticated;
-- The couple lists the links they made (never the hash); every change goes through the functions below.
grant select (id, wedding_id, role, email, created_by, created_at, expires_at, used_at, used_by, revoked_at)
  on table public.wedding_join_links to authenticated;
create policy "wedding_join_links: owner and partner read" on public.wedding_join_links
  for select to authenticated using (wedding_id = any ((select private.my_weddings('members'))::uuid[]));

create function private.token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;
revoke all on function private.token_hash(text) from public, anon, authenticated;

-- Refuses unless the signed-in caller is in `p_wedding` with a role of `p_scope` (see private.my_weddings).
create function private.require_role(p_wedding uuid, p_scope text, p_message text)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in first.' using errcode = '42501';
  end if;
  if p_wedding is null or not (p_wedding = any (private.my_weddings(p_scope))) then
    raise exception '%', p_message using errcode = '42501';
  end if;
  return (select auth.uid());
end;
$$;
revoke all on function private.require_role(uuid, text, text) from public, anon, authenticated;

-- Makes the longest-standing partner (else the longest-standing other member) owner of `p_wedding` in place of
-- `p_leaving`, who becomes a partner. Answers the new owner, or null when no one else is in the wedding.
create function private.pass_ownership(p_wedding uuid, p_leaving uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_next uuid;
begin
  select m.user_id into v_next
    from public.wedding_members m
   where m.wedding_id = p_wedding and m.user_id <> p_leaving
   order by m.role = 'partner' desc, m.joined_at, m.user_id
   limit 1;
  if v_next is not null then
    update public.wedding_members set role = 'partner' where wedding_id = p_wedding and user_id = p_leaving;
    update public.wedding_members set role = 'owner' where wedding_id = p_wedding and user_id = v_next;
  end if;
  return v_next;
end;
$$;
revoke all on function private.pass_ownership(uuid, uuid) from public, anon, authenticated;

-- An account left in no wedding (removed, it left, or its wedding was deleted) gets a new one of its own, so its next
-- write has a home. Not an account being deleted (private.weddings_outlive_their_member names it while it works).
create function private.keep_a_wedding()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('wedding.deleting_user', true) is distinct from old.user_id::text
     and exists (select 1 from public.users u where u.id = old.user_id)
     and not exists (select 1 from public.wedding_members m where m.user_id = old.user_id) then
    perform private.create_wedding(old.user_id);
  end if;
  return null;
end;
$$;
revoke all on function private.keep_a_wedding() from public, anon, authenticated;

create trigger wedding_members_keep_a_wedding
  after delete on public.wedding_members
  for each row execute function private.keep_a_wedding();

-- Join links -----------------------------------------------------------------------------------------------------
create function api.create_join_link(p_wedding uuid, p_role text, p_email text default null)
returns table (id uuid, token text, expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_role(p_wedding, 'members', 'Only the couple can invite people to this wedding.');
  v_token text := rtrim(translate(encode(
    uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=');
begin
  if p_role is null or p_role not in ('partner', 'planner', 'family') then
    raise exception 'Choose partner, planner or family.' using errcode = '22023';
  end if;
  -- Bounded like every list: far above what a couple shares in a week.
  if (select count(*) from public.wedding_join_links l
       where l.wedding_id = p_wedding and l.used_at is null and l.revoked_at is null and l.expires_at > now()) >= 50 then
    raise exception 'This wedding has 50 open join links. Revoke some first.' using errcode = 'P0001', hint = 'row_limit';
  end if;
  return query
  insert into public.wedding_join_links as l (wedding_id, token_hash, role, email, created_by)
  values (p_wedding, private.token_hash(v_token), p_role, nullif(trim(p_email), ''), v_uid)
  returning l.id, v_token, l.expires_at;
end;
$$;

create function api.revoke_join_link(p_link uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_wedding uuid := (select l.wedding_id from public.wedding_join_links l where l.id = p_link);
begin
  perform private.require_role(v_wedding, 'members', 'Only the couple can revoke this wedding''s join links.');
  update public.wedding_join_links l set revoked_at = now()
   where l.id = p_link and l.used_at is null and l.revoked_at is null;
end;
$$;

-- The signed-in caller joins the link's wedding with the link's role. Answers the wedding's id.
create function api.accept_join_link(p_token text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_link public.wedding_join_links;
begin
  if v_uid is null then
    raise exception 'Sign in first.' using errcode = '42501';
  end if;
  if p_token ~ '^[A-Za-z0-9_-]{22,64}$' then
    select * into v_link from public.wedding_join_links l
     where l.token_hash = private.token_hash(p_token)
     for update;
  end if;
  if v_link.id is null or v_link.used_at is not null or v_link.revoked_at is not null or v_link.expires_at <= now() then
    raise exception 'This join link is not valid any more. Ask for a new one.'
      using errcode = 'P0001', hint = 'join_link_invalid';
  end if;
  if exists (select 1 from public.wedding_members m where m.wedding_id = v_link.wedding_id and m.user_id = v_uid) then
    raise exception 'You are already in this wedding.' using errcode = 'P0001', hint = 'already_member';
  end if;
  insert into public.wedding_members (wedding_id, user_id, role, invited_by)
  values (v_link.wedding_id, v_uid, v_link.role, v_link.created_by);
  update public.wedding_join_links l set used_at = now(), used_by = v_uid where l.id = v_link.id;
  return v_link.wedding_id;
end;
$$;

-- Members --------------------------------------------------------------------------------------------------------
create function api.wedding_members(p_wedding uuid)
returns table (user_id uuid, email text, role text, invited_by uuid, joined_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role(p_wedding, 'read', 'You are not in this wedding.');
  return query
  select m.user_id, u.email, m.role, m.invited_by, m.joined_at
    from public.wedding_members m
    join public.users u on u.id = m.user_id
   where m.wedding_id = p_wedding
   order by array_position(array['owner', 'partner', 'planner', 'family'], m.role), m.joined_at, m.user_id;
end;
$$;

create function api.set_member_role(p_wedding uuid, p_user uuid, p_role text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_current text;
begin
  perform private.require_role(p_wedding, 'members', 'Only the couple can change roles in this wedding.');
  if p_role is null or p_role not in ('partner', 'planner', 'family') then
    raise exception 'Choose partner, planner or family (the owner changes by handing the wedding over).'
      using errcode = '22023';
  end if;
  select m.role into v_current from public.wedding_members m where m.wedding_id = p_wedding and m.user_id = p_user;
  if v_current is null then
    raise exception 'That person is not in this wedding.' using errcode = 'P0002';
  elsif v_current = 'owner' then
    raise exception 'The owner''s role changes only by handing the wedding over.' using errcode = '42501';
  end if;
  update public.wedding_members m set role = p_role where m.wedding_id = p_wedding and m.user_id = p_user;
end;
$$;

create function api.remove_member(p_wedding uuid, p_user uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_current text;
begin
  perform private.require_role(p_wedding, 'members', 'Only the couple can remove people from this wedding.');
  select m.role into v_current from public.wedding_members m where m.wedding_id = p_wedding and m.user_id = p_user;
  if v_current is null then
    raise exception 'That person is not in this wedding.' using errcode = 'P0002';
  elsif v_current = 'owner' then
    raise exception 'The owner cannot be removed; they may hand the wedding over and leave.' using errcode = '42501';
  end if;
  delete from public.wedding_members m where m.wedding_id = p_wedding and m.user_id = p_user;
end;
$$;

create function api.transfer_ownership(p_wedding uuid, p_user uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_role(p_wedding, 'owner', 'Only the owner can hand this wedding over.');
begin
  if p_user is null or p_user = v_uid
     or not exists (select 1 from public.wedding_members m where m.wedding_id = p_wedding and m.user_id = p_user) then
    raise exception 'Hand the wedding over to someone already in it.' using errcode = 'P0002';
  end if;
  update public.wedding_members m set role = 'partner' where m.wedding_id = p_wedding and m.user_id = v_uid;
  update public.wedding_members m set role = 'owner' where m.wedding_id = p_wedding and m.user_id = p_user;
end;
$$;

-- Anyone may leave. An owner's wedding passes to a partner (else the longest-standing member); the last one in a
-- wedding deletes it instead of leaving it to no one.
create function api.leave_wedding(p_wedding uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := private.require_role(p_wedding, 'read', 'You are not in this wedding.');
begin
  if p_wedding = any (private.my_weddings('owner')) and private.pass_ownership(p_wedding, v_uid) is null then
    raise exception 'You are the only one in this wedding: delete it instead.' using errcode = 'P0001';
  end if;
  delete from public.wedding_members m where m.wedding_id = p_wedding and m.user_id = v_uid;
end;
$$;

revoke all on function api.create_join_link(uuid, text, text) from public, anon;
revoke all on function api.revoke_join_link(uuid) from public, anon;
revoke all on function api.accept_join_link(text) from public, anon;
revoke all on function api.wedding_members(uuid) from public, anon;
revoke all on function api.set_member_role(uuid, uuid, text) from public, anon;
revoke all on function api.remove_member(uuid, uuid) from public, anon;
revoke all on function api.transfer_ownership(uuid, uuid) from public, anon;
revoke all on function api.leave_wedding(uuid) from public, anon;
grant execute on function api.create_join_link(uuid, text, text) to authenticated;
grant execute on function api.revoke_join_link(uuid) to authenticated;
grant execute on function api.accept_join_link(text) to authenticated;
grant execute on function api.wedding_members(uuid) to authenticated;
grant execute on function api.set_member_role(uuid, uuid, text) to authenticated;
grant execute on function api.remove_member(uuid, uuid) to authenticated;
grant execute on function api.transfer_ownership(uuid, uuid) to authenticated;
grant execute on function api.leave_wedding(uuid) to authenticated;

-- Deleting an account ----------------------------------------------------------------------------------------------
-- A wedding the account shares stays with its other members: ownership passes (private.pass_ownership) and the
-- rows the account created there are re-attributed to the wedding's owner, instead of going with the account by the
-- user_id cascade. A wedding no one else is in is deleted with everything in it.
create function private.hand_over_rows(p_wedding uuid, p_from uuid, p_to uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  t text;
begin
  perform set_config('wedding.handover', 'on', true);
  for t in
    select c.relname::text from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and private.is_collection_table(c.relname::text)
  loop
    execute format('update public.%I set user_id = $1 where wedding_id = $2 and user_id = $3', t)
      using p_to, p_wedding, p_from;
  end loop;
  perform set_config('wedding.handover', '', true);
end;
$$;
revoke all on function private.hand_over_rows(uuid, uuid, uuid) from public, anon, authenticated;

create function private.weddings_outlive_their_member()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  m record;
  v_owner uuid;
begin
  perform set_config('wedding.deleting_user', old.id::text, true);
  for m in select w.wedding_id, w.role from public.wedding_members w where w.user_id = old.id loop
    if m.role = 'owner' then
      v_owner := private.pass_ownership(m.wedding_id, old.id);
      if v_owner is null then
        delete from public.weddings w where w.id = m.wedding_id;
        continue;
      end if;
    else
      select w.user_id into v_owner from public.wedding_members w where w.wedding_id = m.wedding_id and w.role = 'owner';
    end if;
    perform private.hand_over_rows(m.wedding_id, old.id, v_owner);
  end loop;
  return old;
end;
$$;
revoke all on function private.weddings_outlive_their_member() from public, anon, authenticated;

create trigger users_leave_their_weddings
  before delete on public.users
  for each row execute function private.weddings_outlive_their_member();

-- The caps' trigger (…_upsert_under_caps.sql) with one change: a row's user_id may move during the handover above.
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
  -- Only the account deletion's handover (private.hand_over_rows) re-attributes a row, inside this transaction.
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id
     and current_setting('wedding.handover', true) is distinct from 'on' then
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
