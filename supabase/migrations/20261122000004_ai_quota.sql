-- Per-user AI quota, consumed by the `ai` Edge Function (with the caller's JWT) before each provider call.
-- Fixed windows: chat 30 requests per minute, image 5 per hour.

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

create function public.consume_ai_quota(p_kind text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_limit integer;
  v_window timestamptz;
  v_count integer;
begin
  if v_uid is null then
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
  delete from private.ai_usage u where u.user_id = v_uid and u.window_start < now() - interval '1 day';

  -- One atomic statement: the conflicting row is locked, so concurrent calls cannot overshoot the limit.
  insert into private.ai_usage as u (user_id, kind, window_start, count)
  values (v_uid, p_kind, v_window, 1)
  on conflict (user_id, kind, window_start) do update
    set count = u.count + 1
    where u.count < v_limit
  returning u.count into v_count;

  return v_count is not null;
end;
$$;
revoke all on function public.consume_ai_quota(text) from public, anon, authenticated, service_role;
grant execute on function public.consume_ai_quota(text) to authenticated;
