-- What the hub's "Planning together" and /join/:token need beyond …107002 (issue 30, items 3 and 6): members listed
-- by name, the open join links, an invitation for the send-email function, and joining limited per caller.

-- A member's name as the other members see it: first and last name from their profile, else their e-mail.
create function private.member_name(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
           nullif(concat_ws(' ', nullif(btrim(p.first_name), ''), nullif(btrim(p.last_name), '')), ''),
           u.email,
           'A member'
         )
    from public.users u
    left join public.profiles p on p.user_id = u.id
   where u.id = p_user
$$;
revoke all on function private.member_name(uuid) from public, anon, authenticated;

-- Redefined from …107002 to add the member's name (a new column, so dropped and created again).
drop function api.wedding_members(uuid);
create function api.wedding_members(p_wedding uuid)
returns table (user_id uuid, name text, email text, role text, invited_by uuid, joined_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role(p_wedding, 'read', 'You are not in this wedding.');
  return query
  select m.user_id, private.member_name(m.user_id), u.email, m.role, m.invited_by, m.joined_at
    from public.wedding_members m
    join public.users u on u.id = m.user_id
   where m.wedding_id = p_wedding
   order by array_position(array['owner', 'partner', 'planner', 'family'], m.role), m.joined_at, m.user_id;
end;
$$;
revoke all on function api.wedding_members(uuid) from public, anon;
grant execute on function api.wedding_members(uuid) to authenticated;

-- The links still open (not used, revoked or expired), newest first: what the couple may revoke.
create function api.pending_join_links(p_wedding uuid)
returns table (id uuid, role text, email text, created_at timestamptz, expires_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role(p_wedding, 'members', 'Only the couple can see this wedding''s join links.');
  return query
  select l.id, l.role, l.email, l.created_at, l.expires_at
    from public.wedding_join_links l
   where l.wedding_id = p_wedding and l.used_at is null and l.revoked_at is null and l.expires_at > now()
   order by l.created_at desc, l.id;
end;
$$;
revoke all on function api.pending_join_links(uuid) from public, anon;
grant execute on function api.pending_join_links(uuid) to authenticated;

-- An invitation by e-mail (the send-email function calls it as the inviter): a join link for that address, with the
-- inviter's name for the mail. The same checks as api.create_join_link, which makes the link.
create function api.create_wedding_invitation(p_wedding uuid, p_role text, p_email text)
returns table (id uuid, token text, expires_at timestamptz, inviter text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_email is null or char_length(p_email) > 320 or p_email !~ '^[^@\s]+@[^@\s]+$' then
    raise exception 'Enter the e-mail address to send the invitation to.' using errcode = '22023';
  end if;
  return query
  select l.id, l.token, l.expires_at, private.member_name((select auth.uid()))
    from api.create_join_link(p_wedding, p_role, p_email) l;
end;
$$;
revoke all on function api.create_wedding_invitation(uuid, text, text) from public, anon;
grant execute on function api.create_wedding_invitation(uuid, text, text) to authenticated;

-- Joining, limited: a caller's tokens that found no open link are counted, and past JOIN_TRIES_PER_HOUR in the last
-- hour every try is refused, so tokens cannot be guessed even slowly. A failed try must outlive its request, and a
-- raised error rolls the request back: so api.accept_join_link answers null for a link that is not valid (the app
-- says so in words) and raises only for what needs no record.
create table private.join_attempts (
  user_id uuid not null references public.users (id) on delete cascade,
  attempted_at timestamptz not null default now()
);
create index join_attempts_user_idx on private.join_attempts (user_id, attempted_at);
revoke all on table private.join_attempts from public, anon, authenticated;

-- Redefined from …107002: the limit, the record of a failed try, and null in place of the error for it.
create or replace function api.accept_join_link(p_token text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_link public.wedding_join_links;
  v_tries_per_hour constant integer := 10;
begin
  if v_uid is null then
    raise exception 'Sign in first.' using errcode = '42501';
  end if;
  delete from private.join_attempts a where a.user_id = v_uid and a.attempted_at <= now() - interval '1 hour';
  if (select count(*) from private.join_attempts a where a.user_id = v_uid) >= v_tries_per_hour then
    raise exception 'Too many join links that did not work. Try again in an hour.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  if p_token ~ '^[A-Za-z0-9_-]{22,64}$' then
    select * into v_link from public.wedding_join_links l
     where l.token_hash = private.token_hash(p_token)
     for update;
  end if;
  if v_link.id is null or v_link.used_at is not null or v_link.revoked_at is not null or v_link.expires_at <= now() then
    insert into private.join_attempts (user_id) values (v_uid);
    return null;
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
