-- What the AI may cost, enforced in Postgres: per-user rate windows (chat 30 a minute, images 5 an hour), a
-- per-user daily budget (tokens for chat, a count for images) and a global daily spend cap, all counted from what
-- the provider reports (`usage`), with a refund when the provider fails. A suspended user is refused at once,
-- whatever their token still says.
--
-- How the `ai` Edge Function uses it, with the secret key (service_role) after verifying the caller's JWT:
--   1. public.ai_reserve(user, kind, model, input_tokens, output_tokens): before calling the provider. Reserves
--      the worst case (the estimated input plus the output cap) against every limit at once, so concurrent
--      requests cannot overshoot; returns a reservation id, or the reason it refused.
--   2. public.ai_settle(reservation, input_tokens, output_tokens): after the answer, with the provider's `usage`
--      (null when it sent none: the reservation stands as charged).
--   3. public.ai_refund(reservation): the provider failed, so nothing was spent: everything reserved, the rate
--      window's count included, is given back.
-- None of them is callable by anon or authenticated: a user could otherwise refund their own spending.
--
-- The limits and prices are rows, so an operator changes them without a deploy:
--   update private.ai_limits set user_daily_tokens = 400000, global_daily_micro_usd = 50000000;  -- $50 a day
--   insert into private.ai_prices values ('gpt-5-mini', 250000, 2000000, 0);                      -- per 1M tokens
-- A model without a price row is charged at the '*' row's (deliberately high) prices.

-- The caller-side door of the first version: spending now goes through ai_reserve (service role only).
drop function public.consume_ai_quota(text);
drop function private.consume_ai_quota(uuid, text);

create table private.ai_limits (
  id boolean primary key default true check (id),
  chat_per_minute integer not null default 30 check (chat_per_minute >= 0),
  images_per_hour integer not null default 5 check (images_per_hour >= 0),
  -- Chat input + output tokens per user per UTC day (about 100 long planner replies).
  user_daily_tokens integer not null default 200000 check (user_daily_tokens >= 0),
  user_daily_images integer not null default 20 check (user_daily_images >= 0),
  -- Everyone together, per UTC day, in millionths of a US dollar ($20 by default).
  global_daily_micro_usd bigint not null default 20000000 check (global_daily_micro_usd >= 0)
);
insert into private.ai_limits default values;

-- Prices in millionths of a dollar: per million input / output tokens, and per image.
create table private.ai_prices (
  model text primary key check (char_length(model) between 1 and 100),
  input_per_mtok bigint not null check (input_per_mtok >= 0),
  output_per_mtok bigint not null check (output_per_mtok >= 0),
  per_image bigint not null check (per_image >= 0)
);
insert into private.ai_prices (model, input_per_mtok, output_per_mtok, per_image) values
  ('gpt-4o-mini', 150000, 600000, 0),
  -- A 1024x1024 image at high quality, rounded up.
  ('gpt-image-2', 0, 0, 250000),
  ('dall-e-3', 0, 0, 80000),
  ('*', 5000000, 20000000, 250000);

create table private.ai_daily_usage (
  user_id uuid not null references public.users (id) on delete cascade,
  day date not null,
  tokens bigint not null default 0 check (tokens >= 0),
  images integer not null default 0 check (images >= 0),
  primary key (user_id, day)
);

create table private.ai_daily_spend (
  day date primary key,
  micro_usd bigint not null default 0 check (micro_usd >= 0)
);

create table private.ai_reservations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('chat', 'image')),
  model text not null,
  day date not null,
  window_start timestamptz not null,
  tokens bigint not null check (tokens >= 0),
  images integer not null check (images >= 0),
  micro_usd bigint not null check (micro_usd >= 0),
  created_at timestamptz not null default now()
);
create index ai_reservations_user_created_idx on private.ai_reservations (user_id, created_at);

-- private has no USAGE for API roles; RLS without policies and these revokes are a second and third lock.
do $$
declare
  t text;
begin
  foreach t in array array['ai_limits', 'ai_prices', 'ai_daily_usage', 'ai_daily_spend', 'ai_reservations'] loop
    execute format('alter table private.%I enable row level security', t);
    execute format('revoke all on table private.%I from public, anon, authenticated, service_role', t);
  end loop;
end;
$$;

-- What `input` and `output` tokens and `images` of `model` cost, in millionths of a dollar (rounded up).
create function private.ai_cost(p_model text, p_input bigint, p_output bigint, p_images integer)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select ceil((greatest(p_input, 0) * p.input_per_mtok + greatest(p_output, 0) * p.output_per_mtok) / 1000000.0)::bigint
         + greatest(p_images, 0) * p.per_image
    from private.ai_prices p
   where p.model in (p_model, '*')
   order by p.model = '*'
   limit 1;
$$;

create function private.ai_reserve(p_user_id uuid, p_kind text, p_model text, p_input_tokens integer, p_output_tokens integer)
returns table (reservation uuid, refusal text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limits private.ai_limits;
  v_status text;
  v_day date := (now() at time zone 'utc')::date;
  v_window timestamptz;
  v_window_limit integer;
  v_tokens bigint;
  v_images integer;
  v_cost bigint;
  v_count integer;
  v_day_tokens bigint;
  v_day_images integer;
  v_spend bigint;
  v_id uuid;
begin
  if p_user_id is null then
    raise exception 'no user to charge' using errcode = '42501';
  end if;
  if p_kind is null or p_kind not in ('chat', 'image') then
    raise exception 'unknown quota kind' using errcode = '22023';
  end if;
  if p_model is null or char_length(p_model) not between 1 and 100
     or coalesce(p_input_tokens, -1) < 0 or coalesce(p_output_tokens, -1) < 0 then
    raise exception 'invalid reservation' using errcode = '22023';
  end if;

  -- Suspension takes effect now, not when the user's access token expires.
  select u.status into v_status from public.users u where u.id = p_user_id;
  if v_status is null then
    return query select null::uuid, 'no_account'::text;
    return;
  end if;
  if v_status = 'suspended' then
    return query select null::uuid, 'suspended'::text;
    return;
  end if;

  select * into v_limits from private.ai_limits;
  if p_kind = 'chat' then
    v_tokens := p_input_tokens::bigint + p_output_tokens;
    v_images := 0;
    v_cost := private.ai_cost(p_model, p_input_tokens, p_output_tokens, 0);
    v_window := date_trunc('minute', now());
    v_window_limit := v_limits.chat_per_minute;
  else
    v_tokens := 0;
    v_images := 1;
    v_cost := private.ai_cost(p_model, 0, 0, 1);
    v_window := date_trunc('hour', now());
    v_window_limit := v_limits.images_per_hour;
  end if;

  -- Forget this user's finished windows and long-abandoned reservations (their spending stays counted).
  delete from private.ai_usage u where u.user_id = p_user_id and u.window_start < now() - interval '1 day';
  delete from private.ai_reservations r where r.user_id = p_user_id and r.created_at < now() - interval '1 day';

  -- Each count is one atomic upsert (its row lock orders concurrent calls). This block is a subtransaction: the
  -- first limit exceeded rolls back every count taken before it, so a refused request costs nothing.
  begin
    insert into private.ai_usage as u (user_id, kind, window_start, count)
    values (p_user_id, p_kind, v_window, 1)
    on conflict (user_id, kind, window_start) do update set count = u.count + 1
    returning u.count into v_count;
    if v_count > v_window_limit then
      raise exception 'rate_limited' using errcode = 'WPQ01';
    end if;

    insert into private.ai_daily_usage as d (user_id, day, tokens, images)
    values (p_user_id, v_day, v_tokens, v_images)
    on conflict (user_id, day) do update set tokens = d.tokens + excluded.tokens, images = d.images + excluded.images
    returning d.tokens, d.images into v_day_tokens, v_day_images;
    if v_day_tokens > v_limits.user_daily_tokens or v_day_images > v_limits.user_daily_images then
      raise exception 'daily_budget' using errcode = 'WPQ01';
    end if;

    insert into private.ai_daily_spend as s (day, micro_usd)
    values (v_day, v_cost)
    on conflict (day) do update set micro_usd = s.micro_usd + excluded.micro_usd
    returning s.micro_usd into v_spend;
    if v_spend > v_limits.global_daily_micro_usd then
      raise exception 'global_budget' using errcode = 'WPQ01';
    end if;

    insert into private.ai_reservations (user_id, kind, model, day, window_start, tokens, images, micro_usd)
    values (p_user_id, p_kind, p_model, v_day, v_window, v_tokens, v_images, v_cost)
    returning id into v_id;
  exception when sqlstate 'WPQ01' then
    return query select null::uuid, sqlerrm;
    return;
  end;
  return query select v_id, null::text;
end;
$$;

-- Replaces a chat reservation's worst case with what the provider reported (`usage`). Without a report (a stream
-- cut short), or for an image (priced per image), the reservation stands as charged.
create function private.ai_settle(p_reservation uuid, p_input_tokens integer, p_output_tokens integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r private.ai_reservations;
  v_tokens bigint;
  v_cost bigint;
begin
  delete from private.ai_reservations x where x.id = p_reservation returning * into r;
  if r.id is null or r.kind <> 'chat' or p_input_tokens is null or p_output_tokens is null then
    return;
  end if;
  v_tokens := greatest(p_input_tokens, 0)::bigint + greatest(p_output_tokens, 0);
  v_cost := private.ai_cost(r.model, p_input_tokens, p_output_tokens, 0);
  update private.ai_daily_usage d set tokens = greatest(d.tokens - r.tokens + v_tokens, 0)
   where d.user_id = r.user_id and d.day = r.day;
  update private.ai_daily_spend s set micro_usd = greatest(s.micro_usd - r.micro_usd + v_cost, 0)
   where s.day = r.day;
end;
$$;

-- The provider failed: nothing was spent, so the reservation is given back in full, its rate-window count too
-- (the SDK's retries would otherwise spend three units for one failed request).
create function private.ai_refund(p_reservation uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r private.ai_reservations;
begin
  delete from private.ai_reservations x where x.id = p_reservation returning * into r;
  if r.id is null then
    return;
  end if;
  update private.ai_daily_usage d
     set tokens = greatest(d.tokens - r.tokens, 0), images = greatest(d.images - r.images, 0)
   where d.user_id = r.user_id and d.day = r.day;
  update private.ai_daily_spend s set micro_usd = greatest(s.micro_usd - r.micro_usd, 0) where s.day = r.day;
  update private.ai_usage u set count = greatest(u.count - 1, 0)
   where u.user_id = r.user_id and u.kind = r.kind and u.window_start = r.window_start;
end;
$$;

revoke all on function private.ai_cost(text, bigint, bigint, integer) from public, anon, authenticated, service_role;
revoke all on function private.ai_reserve(uuid, text, text, integer, integer) from public, anon, authenticated, service_role;
revoke all on function private.ai_settle(uuid, integer, integer) from public, anon, authenticated, service_role;
revoke all on function private.ai_refund(uuid) from public, anon, authenticated, service_role;

-- The doors the `ai` function calls over RPC with the secret key: service_role only.
create function public.ai_reserve(p_user_id uuid, p_kind text, p_model text, p_input_tokens integer, p_output_tokens integer)
returns table (reservation uuid, refusal text)
language sql
volatile
security definer
set search_path = ''
as $$
  select * from private.ai_reserve(p_user_id, p_kind, p_model, p_input_tokens, p_output_tokens);
$$;

create function public.ai_settle(p_reservation uuid, p_input_tokens integer, p_output_tokens integer)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select private.ai_settle(p_reservation, p_input_tokens, p_output_tokens);
$$;

create function public.ai_refund(p_reservation uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select private.ai_refund(p_reservation);
$$;

revoke all on function public.ai_reserve(uuid, text, text, integer, integer) from public, anon, authenticated;
revoke all on function public.ai_settle(uuid, integer, integer) from public, anon, authenticated;
revoke all on function public.ai_refund(uuid) from public, anon, authenticated;
grant execute on function public.ai_reserve(uuid, text, text, integer, integer) to service_role;
grant execute on function public.ai_settle(uuid, integer, integer) to service_role;
grant execute on function public.ai_refund(uuid) to service_role;
