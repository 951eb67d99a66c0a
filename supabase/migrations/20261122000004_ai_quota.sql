-- Per-user AI quota, consumed by the `ai` Edge Function (calling as the user, with the caller's JWT) before each
-- provider call. Fixed windows: chat 30 requests per minute, image 5 per hour.
--
-- The table and the counting logic live in `private` (no API role has USAGE on it; see the foundation migration).
-- The only door is public.consume_ai_quota(kind): a one-line security definer wrapper that takes no user id and
-- passes the caller's own auth.uid(), so a user can spend only their own quota and never read the counts.

create table private.ai_usage (
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('chat', 'image')),
  window_start timestamptz not null,
  count integer not null default 0 check (count >= 0),
  primary key (user_id, kind, window_start)
);
-- private has no USAGE for API roles; these revokes are a second lock on the door.
alter table private.ai_usage enable row level security;
revoke all on table private.ai_usage from public, anon, authenticated;

-- Counts one request of `p_kind` for `p_user_id`; true when it fits in the current window, false when the window
-- is full (the refused request is not counted).
create function private.consume_ai_quota(p_user_id uuid, p_kind text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limit integer;
  v_window timestamptz;
  v_count integer;
begin
  if p_user_id is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;

  case p_kind
    when 'chat' then
      v_limit := 30;
      v_window := date_trunc('minute', now());
    when 'image' then
      v_limit := 5;
      v_window := date_trunc('hour', now());
    else
      raise exception 'unknown quota kind' using errcode = '22023';
  end case;

  -- Forget this user's finished windows (cheap: the primary key leads with user_id).
  delete from private.ai_usage u where u.user_id = p_user_id and u.window_start < now() - interval '1 day';

  -- One atomic statement: the conflicting row is locked, so concurrent calls cannot overshoot the limit.
  insert into private.ai_usage as u (user_id, kind, window_start, count)
  values (p_user_id, p_kind, v_window, 1)
  on conflict (user_id, kind, window_start) do update
    set count = u.count + 1
    where u.count < v_limit
  returning u.count into v_count;

  return v_count is not null;
end;
$$;
revoke all on function private.consume_ai_quota(uuid, text) from public, anon, authenticated, service_role;

-- The narrow public door (RPC `consume_ai_quota`): the caller's own id only.
create function public.consume_ai_quota(p_kind text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select private.consume_ai_quota((select auth.uid()), p_kind);
$$;
revoke all on function public.consume_ai_quota(text) from public, anon, authenticated, service_role;
grant execute on function public.consume_ai_quota(text) to authenticated;
