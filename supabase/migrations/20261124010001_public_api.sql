-- Public by token, never by listing (DESIGN.md §3). A guest with a link the couple shared (an invitation, a
-- household's RSVP, the wedding website) reaches data only through `security definer` functions in the `api`
-- schema, each taking the token or slug and returning exactly the one row it names. Anonymous callers have no grant
-- on any table; the functions are the only door, and each one is granted by name.

create schema api;
revoke all on schema api from public;
grant usage on schema api to anon, authenticated;
-- Postgres lets PUBLIC execute new functions by default: in this schema nothing runs until it is granted.
alter default privileges in schema api revoke execute on functions from public;

-- An invitation's link: 128 random bits, base64url (src/lib/ids.ts newToken).
alter table public.invites
  add column token text unique check (token ~ '^[A-Za-z0-9_-]{22,64}$');

-- Rate limits for public calls that write (an RSVP, a gift marked bought), per token and per caller: fixed
-- windows counted in `private`, which no API role can see.
create table private.public_calls (
  bucket text not null check (char_length(bucket) <= 200),
  window_start timestamptz not null,
  calls integer not null default 0,
  primary key (bucket, window_start)
);
alter table private.public_calls enable row level security;
revoke all on table private.public_calls from public, anon, authenticated;

-- A hash of the caller's address as the API gateway passed it (the first X-Forwarded-For entry), so a limit can
-- be kept per caller without storing anyone's IP.
create function private.caller_hash()
returns text
language sql
stable
set search_path = ''
as $$
  select encode(
    sha256(convert_to(coalesce(
      nullif(trim(split_part((nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for'), ',', 1)), ''),
      'unknown'
    ), 'UTF8')),
    'hex'
  )
$$;

-- Counts one call in `p_bucket`; true when it fits within `p_limit` calls per `p_window`, false when the window is
-- full (the refused call is not counted).
create function private.allow_public_call(p_bucket text, p_limit integer, p_window interval)
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
  delete from private.public_calls c where c.bucket = p_bucket and c.window_start < v_window;
  insert into private.public_calls as c (bucket, window_start, calls)
  values (p_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set calls = c.calls + 1
    where c.calls < p_limit
  returning c.calls into v_calls;
  return v_calls is not null;
end;
$$;
revoke all on function private.allow_public_call(text, integer, interval) from public, anon, authenticated;
revoke all on function private.caller_hash() from public, anon, authenticated;

-- An invitation by its token: what the public invitation page shows, nothing about the couple's account.
create function api.invite_by_token(p_token text)
returns table (id text, name text, date date, template_id text, design jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.name, i.date, i.template_id, i.design
  from public.invites i
  where p_token ~ '^[A-Za-z0-9_-]{22,64}$' and i.token = p_token
  limit 1
$$;
grant execute on function api.invite_by_token(text) to anon, authenticated;
