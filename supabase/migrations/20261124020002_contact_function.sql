-- Contact messages arrive only through the `contact` Edge Function (supabase/functions/contact), which checks a
-- honeypot field and, when configured, a CAPTCHA, then stores the message here with a hash of the sender's IP
-- address. Direct inserts by visitors and users are revoked: they were unlimited (500 messages of 5,000
-- characters in half a second).
--
-- Limits, per HMAC-hashed IP address (the raw address is never stored): 5 messages an hour and 20 a day; and
-- 200 messages an hour from everyone together, so a flood from many addresses cannot bury the inbox. They are a
-- row an operator can change:  update private.contact_limits set per_ip_per_hour = 10;

drop policy "contact_messages: anyone sends" on public.contact_messages;
revoke insert on table public.contact_messages from anon, authenticated;

alter table public.contact_messages
  add column ip_hash text check (ip_hash is null or ip_hash ~ '^[0-9a-f]{64}$');
create index contact_messages_ip_hash_created_idx on public.contact_messages (ip_hash, created_at);
create index contact_messages_created_idx on public.contact_messages (created_at);

create table private.contact_limits (
  id boolean primary key default true check (id),
  per_ip_per_hour integer not null default 5 check (per_ip_per_hour >= 0),
  per_ip_per_day integer not null default 20 check (per_ip_per_day >= 0),
  total_per_hour integer not null default 200 check (total_per_hour >= 0)
);
insert into private.contact_limits default values;
alter table private.contact_limits enable row level security;
revoke all on table private.contact_limits from public, anon, authenticated, service_role;

-- Stores one message unless its sender (or everyone) is over the limit: 'sent', 'rate_limited' or 'busy'.
-- The table's check constraints still refuse bad fields (23514).
create function private.submit_contact_message(p_ip_hash text, p_name text, p_email text, p_subject text, p_message text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limits private.contact_limits;
begin
  if p_ip_hash is null or p_ip_hash !~ '^[0-9a-f]{64}$' then
    raise exception 'invalid sender hash' using errcode = '22023';
  end if;
  select * into v_limits from private.contact_limits;
  -- One sender at a time, so concurrent requests from one address cannot all slip under the limit.
  perform pg_advisory_xact_lock(hashtextextended('contact:' || p_ip_hash, 0));
  if (select count(*) from public.contact_messages m
       where m.ip_hash = p_ip_hash and m.created_at > now() - interval '1 hour') >= v_limits.per_ip_per_hour
     or (select count(*) from public.contact_messages m
       where m.ip_hash = p_ip_hash and m.created_at > now() - interval '1 day') >= v_limits.per_ip_per_day then
    return 'rate_limited';
  end if;
  if (select count(*) from public.contact_messages m where m.created_at > now() - interval '1 hour') >= v_limits.total_per_hour then
    return 'busy';
  end if;
  insert into public.contact_messages (name, email, subject, message, ip_hash)
  values (p_name, p_email, p_subject, p_message, p_ip_hash);
  return 'sent';
end;
$$;
revoke all on function private.submit_contact_message(text, text, text, text, text) from public, anon, authenticated, service_role;

-- The door the `contact` function calls with the secret key.
create function public.submit_contact_message(p_ip_hash text, p_name text, p_email text, p_subject text, p_message text)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.submit_contact_message(p_ip_hash, p_name, p_email, p_subject, p_message);
$$;
revoke all on function public.submit_contact_message(text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.submit_contact_message(text, text, text, text, text) to service_role;
