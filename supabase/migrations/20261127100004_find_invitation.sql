-- "Find your invitation" leaks nothing (issue 34 item 4). api.find_household answered a site's slug and one guest's
-- full name with the household's RSVP token: anyone who knew a guest's name could read every member's dietary and
-- health notes and decline for all of them. It is gone. A guest who lost their link now asks the `send-email` Edge
-- Function, which calls public.claim_invitation_link below with the secret key and mails the link to the address the
-- couple has on file; the guest is told the same thing whatever was found. No function anyone can call returns a
-- household's token for anything but the token itself.
--
-- Limits: 20 searches an hour per caller (the platform's address for the caller, hashed by the function), 300 an hour
-- per site, and 3 link e-mails a day per household (so no one can fill a guest's inbox); each recipient counts against
-- the couple's daily e-mail cap (…_send_email.sql), and a couple whose account is not active sends nothing.

drop function api.find_household(text, text);

-- For a guest's full name on a published site: the household to mail and to whom, counted against every limit, as
-- {"status": "send", "token", "householdName", "coupleNames", "recipients": [...]}; or {"status": "none"} (nothing
-- found, more than one household matches, no address on file, or a limit other than the caller's reached: the guest is
-- told the same in every case); or {"status": "rate_limited"} for a caller past their own limit.
create function private.claim_invitation_link(p_caller text, p_slug text, p_full_name text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_none constant jsonb := jsonb_build_object('status', 'none');
  v_site public.websites;
  v_name text := private.norm_name(left(p_full_name, 200));
  v_households text[];
  v_household public.households;
  v_recipients text[];
  v_one_address constant text := '^[^][@[:space:]<>,;:"()\\]+@[^][@[:space:]<>,;:"()\\]+\.[^][@[:space:]<>,;:"()\\.]+$';
begin
  if p_caller is null or p_caller !~ '^[0-9a-f]{64}$' then
    raise exception 'invalid caller' using errcode = '22023';
  end if;
  -- Malformed input is answered before anything is counted.
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$' or position(' ' in v_name) = 0 then
    return v_none;
  end if;
  if not private.allow_public_call('find:caller:' || p_caller, 20, interval '1 hour') then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published;
  if not found or not private.allow_public_call('find:site:' || p_slug, 300, interval '1 hour') then
    return v_none;
  end if;

  -- A guest's first name with a last name of the same household, as before.
  select array_agg(distinct h.id) into v_households
    from public.households h
   where h.user_id = v_site.user_id
     and exists (
       select 1 from public.guests g join public.guests o on o.user_id = g.user_id and o.household_id = g.household_id
        where g.user_id = h.user_id and g.household_id = h.id and coalesce(o.last_name, '') <> ''
          and private.norm_name(g.first_name) || ' ' || private.norm_name(o.last_name) = v_name);
  if coalesce(cardinality(v_households), 0) <> 1 then
    return v_none;
  end if;
  select * into v_household from public.households h where h.user_id = v_site.user_id and h.id = v_households[1];

  -- The matched guest's own address; else the household's. Never anyone else's.
  select array_agg(distinct lower(g.email)) into v_recipients
    from public.guests g
   where g.user_id = v_household.user_id and g.household_id = v_household.id
     and exists (
       select 1 from public.guests o
        where o.user_id = g.user_id and o.household_id = g.household_id and coalesce(o.last_name, '') <> ''
          and private.norm_name(g.first_name) || ' ' || private.norm_name(o.last_name) = v_name)
     and g.email ~ v_one_address;
  if coalesce(cardinality(v_recipients), 0) = 0 and v_household.email ~ v_one_address then
    v_recipients := array[lower(v_household.email)];
  end if;
  v_recipients := v_recipients[1:5];
  if coalesce(cardinality(v_recipients), 0) = 0
     or not private.allow_public_call('find:household:' || v_household.rsvp_token, 3, interval '1 day')
     or private.claim_email_quota_for(v_household.user_id, cardinality(v_recipients)) <> 'ok' then
    return v_none;
  end if;

  return jsonb_build_object(
    'status', 'send',
    'token', v_household.rsvp_token,
    'householdName', v_household.name,
    'coupleNames', private.couple_names(v_household.user_id),
    'recipients', to_jsonb(v_recipients)
  );
end;
$$;
revoke all on function private.claim_invitation_link(text, text, text) from public, anon, authenticated, service_role;

-- The door the `send-email` function calls with the secret key.
create function public.claim_invitation_link(p_caller text, p_slug text, p_full_name text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.claim_invitation_link(p_caller, p_slug, p_full_name);
$$;
revoke all on function public.claim_invitation_link(text, text, text) from public, anon, authenticated;
grant execute on function public.claim_invitation_link(text, text, text) to service_role;
