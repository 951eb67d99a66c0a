-- Rate limits that hold (issue 34 items 1 and 2).
--
-- 1. The caller. The `api` functions kept a limit per caller keyed on the first X-Forwarded-For entry, which the
--    caller writes: a new value per request was a new allowance per request. The address is now the one the platform
--    vouches for: `cf-connecting-ip`, which Cloudflare (in front of every Supabase project) sets and overwrites, else
--    the right-most X-Forwarded-For entry (the one the nearest proxy appended; a client can only add entries to the
--    left of it). An IPv6 caller is keyed by their /64, the block one line or one host is given, so rotating
--    addresses inside it buys nothing. The `contact` Edge Function reads the same headers the same way
--    (supabase/functions/_shared/http.ts clientAddress).
-- 2. The bookkeeping. `private.public_calls` gained a row for every new bucket and forgot a bucket's old windows only
--    when that bucket was used again, so a stream of one-off callers (or one caller with rotating addresses) left a
--    row behind per call. Every row now carries when it expires, and every counted call first clears up to 200
--    expired rows of any bucket (skipping rows another call holds, so callers never wait on each other). Input that
--    is malformed is answered before anything is counted.

-- 1. The caller's address -------------------------------------------------------------------------------------------

-- The address the platform saw the request come from (see above), or 'unknown' without headers (SQL run directly).
create function private.caller_address(p_headers jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(trim(left(p_headers ->> 'cf-connecting-ip', 100)), ''),
    nullif(trim(left((regexp_match(coalesce(p_headers ->> 'x-forwarded-for', ''), '([^,]*)$'))[1], 100)), ''),
    'unknown'
  )
$$;

-- What a limit is keyed by: an IPv4 address as it is, an IPv6 address's /64 network, anything else as written.
create function private.address_key(p_address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_inet inet;
begin
  begin
    v_inet := p_address::inet;
  exception when others then
    return p_address;
  end;
  if family(v_inet) = 6 then
    return host(network(set_masklen(v_inet, 64))) || '/64';
  end if;
  return host(v_inet);
end;
$$;

-- A hash of the caller's key, so a limit can be kept per caller without storing anyone's address.
create or replace function private.caller_hash()
returns text
language sql
stable
set search_path = ''
as $$
  select encode(sha256(convert_to(private.address_key(private.caller_address(
    nullif(current_setting('request.headers', true), '')::jsonb)), 'UTF8')), 'hex')
$$;

revoke all on function private.caller_address(jsonb) from public, anon, authenticated;
revoke all on function private.address_key(text) from public, anon, authenticated;
revoke all on function private.caller_hash() from public, anon, authenticated;

-- 2. Bounded bookkeeping -------------------------------------------------------------------------------------------
-- Every window written so far was an hour long.
alter table private.public_calls add column expires_at timestamptz;
update private.public_calls set expires_at = window_start + interval '1 hour';
alter table private.public_calls alter column expires_at set not null;
create index public_calls_expires_idx on private.public_calls (expires_at);

-- Counts one call in `p_bucket`; true when it fits within `p_limit` calls per `p_window`, false when the window is
-- full (the refused call is not counted). Clears expired windows of every bucket first, a bounded batch at a time.
create or replace function private.allow_public_call(p_bucket text, p_limit integer, p_window interval)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / extract(epoch from p_window)) * extract(epoch from p_window));
  v_calls integer;
begin
  delete from private.public_calls c
   where c.ctid = any (array(
     select x.ctid from private.public_calls x where x.expires_at <= now() limit 200 for update skip locked));
  insert into private.public_calls as c (bucket, window_start, expires_at, calls)
  values (p_bucket, v_window, v_window + p_window, 1)
  on conflict (bucket, window_start) do update set calls = c.calls + 1
    where c.calls < p_limit
  returning c.calls into v_calls;
  return v_calls is not null;
end;
$$;
revoke all on function private.allow_public_call(text, integer, interval) from public, anon, authenticated;

-- An RSVP reply: the token's and the reply's shape are checked before the caller is counted (the rest is as in
-- …_guests.sql).
create or replace function api.rsvp_submit(p_token text, p_reply jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_household public.households;
  v_site public.websites;
  v_entry jsonb;
  v_guest public.guests;
  v_answers jsonb;
  v_event text;
  v_status text;
  v_meal text;
  v_plus jsonb;
  v_plus_id text;
  v_seen text[] := '{}';
begin
  -- Malformed input is answered before anything is counted, so it leaves no bookkeeping behind.
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return 'not_found';
  end if;
  if p_reply is null or jsonb_typeof(p_reply) <> 'object' or octet_length(p_reply::text) > 100000
     or jsonb_typeof(p_reply -> 'guests') <> 'array' or jsonb_array_length(p_reply -> 'guests') > 100 then
    raise exception 'invalid reply' using errcode = '22023';
  end if;
  if not private.allow_public_call('rsvp:caller:' || private.caller_hash(), 120, interval '1 hour') then
    return 'rate_limited';
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token;
  if not found then
    return 'not_found';
  end if;
  if not private.allow_public_call('rsvp:token:' || p_token, 30, interval '1 hour') then
    return 'rate_limited';
  end if;
  select * into v_site from public.websites w where w.user_id = v_household.user_id;
  if current_date > v_site.rsvp_deadline then
    return 'closed';
  end if;

  for v_entry in select * from jsonb_array_elements(p_reply -> 'guests') loop
    if jsonb_typeof(v_entry) <> 'object' or jsonb_typeof(v_entry -> 'id') <> 'string'
       or jsonb_typeof(coalesce(v_entry -> 'answers', '{}'::jsonb)) <> 'object' then
      raise exception 'invalid reply' using errcode = '22023';
    end if;
    -- Only this household's own guests, each once; a plus-one answers through their host.
    select * into v_guest from public.guests g
     where g.user_id = v_household.user_id and g.household_id = v_household.id and g.id = v_entry ->> 'id'
       and g.plus_one_of is null;
    if not found or v_guest.id = any (v_seen) then
      raise exception 'invalid reply' using errcode = '22023';
    end if;
    v_seen := v_seen || v_guest.id;

    v_meal := nullif(trim(v_entry ->> 'meal'), '');
    if v_meal is not null and not (v_meal = any (coalesce(v_site.meal_options, '{}'::text[]))) then
      raise exception 'invalid meal' using errcode = '22023';
    end if;
    update public.guests g
       set meal = v_meal, dietary = nullif(trim(v_entry ->> 'dietary'), '')
     where g.user_id = v_guest.user_id and g.id = v_guest.id;

    v_answers := coalesce(v_entry -> 'answers', '{}'::jsonb);
    for v_event, v_status in select key, value #>> '{}' from jsonb_each(v_answers) loop
      if v_status not in ('attending', 'declined') then
        raise exception 'invalid answer' using errcode = '22023';
      end if;
      -- Only events this guest is invited to: the answer row exists.
      update public.rsvp_answers a
         set status = v_status, answered_at = now(), answered_by = 'guest'
       where a.user_id = v_guest.user_id and a.guest_id = v_guest.id and a.event_id = v_event;
      if not found then
        raise exception 'not invited to that event' using errcode = '22023';
      end if;
    end loop;

    -- The plus-one: a guest of the same household, on the same side, at the events their host was invited to with
    -- the host's answers. A fixed id keeps a repeated reply to one plus-one.
    v_plus := v_entry -> 'plusOne';
    v_plus_id := left(v_guest.id, 59) || '-plus';
    if v_plus is not null and jsonb_typeof(v_plus) = 'object' then
      if not v_guest.plus_one_allowed then
        raise exception 'no plus-one for this guest' using errcode = '22023';
      end if;
      v_meal := nullif(trim(v_plus ->> 'meal'), '');
      if v_meal is not null and not (v_meal = any (coalesce(v_site.meal_options, '{}'::text[]))) then
        raise exception 'invalid meal' using errcode = '22023';
      end if;
      insert into public.guests as g (user_id, id, household_id, first_name, last_name, side, tags, plus_one_of, meal, dietary)
      values (v_guest.user_id, v_plus_id, v_household.id, trim(v_plus ->> 'firstName'),
              nullif(trim(v_plus ->> 'lastName'), ''), v_guest.side, v_guest.tags, v_guest.id, v_meal,
              nullif(trim(v_plus ->> 'dietary'), ''))
      on conflict (user_id, id) do update
        set first_name = excluded.first_name, last_name = excluded.last_name, meal = excluded.meal,
            dietary = excluded.dietary
        where g.household_id = v_household.id;
      insert into public.rsvp_answers as r (user_id, id, guest_id, event_id, status, answered_at, answered_by)
      select a.user_id, v_plus_id || '.' || a.event_id, v_plus_id, a.event_id, a.status, now(), 'guest'
        from public.rsvp_answers a where a.user_id = v_guest.user_id and a.guest_id = v_guest.id
      on conflict (user_id, id) do update
        set status = excluded.status, answered_at = excluded.answered_at, answered_by = excluded.answered_by;
    elsif v_plus is null or jsonb_typeof(v_plus) = 'null' then
      delete from public.guests g
       where g.user_id = v_guest.user_id and g.id = v_plus_id and g.plus_one_of = v_guest.id;
    else
      raise exception 'invalid reply' using errcode = '22023';
    end if;
  end loop;

  if p_reply ? 'message' and jsonb_typeof(p_reply -> 'message') not in ('string', 'null') then
    raise exception 'invalid reply' using errcode = '22023';
  end if;
  update public.households h
     set responded_at = now(), message = nullif(trim(p_reply ->> 'message'), '')
   where h.user_id = v_household.user_id and h.id = v_household.id;
  return 'saved';
end;
$$;

