-- The AI budget is fair (issue 34 item 7). Sixteen accounts making five images each spent the whole $20 global day
-- (…_ai_budget.sql), and then no one had any AI, chat included. Now:
--   - chat and images each have a global day of their own ($8 and $12 by default, within the $20 in all), so images
--     spent to their cap never silence the planner chat;
--   - one account's day is well under the image cap: 8 images ($2 of $12) where it was 20 ($5 of $20);
--   - an account younger than a day makes 2 images a day, so a batch of fresh sign-ups spends little: sixteen of them
--     now spend $8 of the $12.
-- Operators change them like the other limits:
--   update private.ai_limits set global_daily_image_micro_usd = 30000000, user_daily_images = 12;

alter table private.ai_limits
  add column global_daily_chat_micro_usd bigint not null default 8000000 check (global_daily_chat_micro_usd >= 0),
  add column global_daily_image_micro_usd bigint not null default 12000000 check (global_daily_image_micro_usd >= 0),
  add column new_account_daily_images integer not null default 2 check (new_account_daily_images >= 0),
  add column new_account_hours integer not null default 24 check (new_account_hours >= 0),
  alter column user_daily_images set default 8;
-- The old default only: a value an operator chose stays.
update private.ai_limits set user_daily_images = 8 where user_daily_images = 20;

alter table private.ai_daily_spend
  add column chat_micro_usd bigint not null default 0 check (chat_micro_usd >= 0),
  add column image_micro_usd bigint not null default 0 check (image_micro_usd >= 0);

create or replace function private.ai_reserve(p_user_id uuid, p_kind text, p_model text, p_input_tokens integer, p_output_tokens integer)
returns table (reservation uuid, refusal text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limits private.ai_limits;
  v_status text;
  v_created timestamptz;
  v_day_images_limit integer;
  v_chat_spend bigint;
  v_image_spend bigint;
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
  select u.status, u.created_at into v_status, v_created from public.users u where u.id = p_user_id;
  if v_status is null then
    return query select null::uuid, 'no_account'::text;
    return;
  end if;
  if v_status = 'suspended' then
    return query select null::uuid, 'suspended'::text;
    return;
  end if;

  select * into v_limits from private.ai_limits;
  -- An account younger than a day makes fewer images: a batch of fresh sign-ups cannot spend the day's budget.
  v_day_images_limit := case
    when v_created > now() - make_interval(hours => v_limits.new_account_hours)
      then least(v_limits.new_account_daily_images, v_limits.user_daily_images)
    else v_limits.user_daily_images
  end;
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
    if v_day_tokens > v_limits.user_daily_tokens or v_day_images > v_day_images_limit then
      raise exception 'daily_budget' using errcode = 'WPQ01';
    end if;

    -- Chat and images each have their own share of the day, so images spent to the cap never silence the chat.
    insert into private.ai_daily_spend as s (day, micro_usd, chat_micro_usd, image_micro_usd)
    values (v_day, v_cost, case when p_kind = 'chat' then v_cost else 0 end, case when p_kind = 'image' then v_cost else 0 end)
    on conflict (day) do update
      set micro_usd = s.micro_usd + excluded.micro_usd,
          chat_micro_usd = s.chat_micro_usd + excluded.chat_micro_usd,
          image_micro_usd = s.image_micro_usd + excluded.image_micro_usd
    returning s.micro_usd, s.chat_micro_usd, s.image_micro_usd into v_spend, v_chat_spend, v_image_spend;
    if v_spend > v_limits.global_daily_micro_usd
       or (p_kind = 'chat' and v_chat_spend > v_limits.global_daily_chat_micro_usd)
       or (p_kind = 'image' and v_image_spend > v_limits.global_daily_image_micro_usd) then
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
create or replace function private.ai_settle(p_reservation uuid, p_input_tokens integer, p_output_tokens integer)
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
  update private.ai_daily_spend s
     set micro_usd = greatest(s.micro_usd - r.micro_usd + v_cost, 0),
         chat_micro_usd = greatest(s.chat_micro_usd - r.micro_usd + v_cost, 0)
   where s.day = r.day;
end;
$$;

-- The provider failed: nothing was spent, so the reservation is given back in full, its rate-window count too
-- (the SDK's retries would otherwise spend three units for one failed request).
create or replace function private.ai_refund(p_reservation uuid)
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
  update private.ai_daily_spend s
     set micro_usd = greatest(s.micro_usd - r.micro_usd, 0),
         chat_micro_usd = greatest(s.chat_micro_usd - case when r.kind = 'chat' then r.micro_usd else 0 end, 0),
         image_micro_usd = greatest(s.image_micro_usd - case when r.kind = 'image' then r.micro_usd else 0 end, 0)
   where s.day = r.day;
  update private.ai_usage u set count = greatest(u.count - 1, 0)
   where u.user_id = r.user_id and u.kind = r.kind and u.window_start = r.window_start;
end;
$$;

