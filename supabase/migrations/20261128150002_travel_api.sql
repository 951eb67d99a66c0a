-- Guests give their travel on their RSVP page (issue 33 item 3), when the couple asks for it (websites.ask_travel).
-- Two functions keyed by the household's link token, beside api.rsvp_by_token and api.rsvp_submit (which they leave
-- alone): travel is private, so it is read and written only here, by the household's own token, never through the
-- website or the name lookup. Each reads or writes exactly that household's own travel record (id = household id).

-- The household's travel as the RSVP page's form shows it; null for a token that names nothing or when the couple
-- does not ask for travel. `travel` is null until the household (or the couple) has given some.
create function api.rsvp_travel(p_token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_household public.households;
  v_travel public.travel;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return null;
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token;
  if not found or not coalesce((select w.ask_travel from public.websites w where w.user_id = v_household.user_id), false)
  then
    return null;
  end if;
  select * into v_travel from public.travel t
   where t.user_id = v_household.user_id and t.id = v_household.id and t.guest_id is null;
  if not found then
    return jsonb_build_object('travel', null);
  end if;
  return jsonb_build_object('travel', jsonb_build_object(
    'arrivalDate', v_travel.arrival_date,
    'arrivalTime', v_travel.arrival_time,
    'arrivalMode', v_travel.arrival_mode,
    'arrivalNumber', v_travel.arrival_number,
    'arrivalPlace', v_travel.arrival_place,
    'departureDate', v_travel.departure_date,
    'departureTime', v_travel.departure_time,
    'departureMode', v_travel.departure_mode,
    'departureNumber', v_travel.departure_number,
    'departurePlace', v_travel.departure_place,
    'pickupNeeded', v_travel.pickup_needed,
    'notes', v_travel.notes
  ));
end;
$$;

-- A calendar day from the form: 'YYYY-MM-DD' of a real day, or null for none; anything else is the guest's to fix.
create function private.travel_day(p_value jsonb)
returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' or p_value #>> '{}' = '' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'string' or p_value #>> '{}' !~ '^\d{4}-\d{2}-\d{2}$' then
    raise exception 'invalid day' using errcode = '22023';
  end if;
  return (p_value #>> '{}')::date;
exception
  when datetime_field_overflow or invalid_datetime_format then
    raise exception 'invalid day' using errcode = '22023';
end;
$$;
revoke all on function private.travel_day(jsonb) from public, anon, authenticated;

-- Stores the household's travel: 'saved', 'not_found', 'not_asked' (the couple does not ask for travel) or
-- 'rate_limited'. Malformed input or text over a bound raises (22023, or 23514 from the table's checks) and changes
-- nothing. Not closed by the RSVP deadline: guests book their tickets after they answer.
create function api.submit_travel(p_token text, p_travel jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_household public.households;
  v_key text;
begin
  -- Malformed input is answered before anything is counted, so it leaves no bookkeeping behind.
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return 'not_found';
  end if;
  if p_travel is null or jsonb_typeof(p_travel) <> 'object' or octet_length(p_travel::text) > 5000
     or jsonb_typeof(coalesce(p_travel -> 'pickupNeeded', 'false'::jsonb)) <> 'boolean' then
    raise exception 'invalid travel' using errcode = '22023';
  end if;
  foreach v_key in array array['arrivalTime', 'arrivalMode', 'arrivalNumber', 'arrivalPlace', 'departureTime',
                               'departureMode', 'departureNumber', 'departurePlace', 'notes'] loop
    if jsonb_typeof(coalesce(p_travel -> v_key, 'null'::jsonb)) not in ('string', 'null') then
      raise exception 'invalid travel' using errcode = '22023';
    end if;
  end loop;
  if not private.allow_public_call('travel:caller:' || private.caller_hash(), 120, interval '1 hour') then
    return 'rate_limited';
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token;
  if not found then
    return 'not_found';
  end if;
  if not private.allow_public_call('travel:token:' || p_token, 30, interval '1 hour') then
    return 'rate_limited';
  end if;
  if not coalesce((select w.ask_travel from public.websites w where w.user_id = v_household.user_id), false) then
    return 'not_asked';
  end if;

  insert into public.travel as t (user_id, id, household_id, arrival_date, arrival_time, arrival_mode, arrival_number,
                                  arrival_place, departure_date, departure_time, departure_mode, departure_number,
                                  departure_place, pickup_needed, notes)
  values (v_household.user_id, v_household.id, v_household.id,
          private.travel_day(p_travel -> 'arrivalDate'),
          nullif(trim(p_travel ->> 'arrivalTime'), ''),
          nullif(trim(p_travel ->> 'arrivalMode'), ''),
          nullif(trim(p_travel ->> 'arrivalNumber'), ''),
          nullif(trim(p_travel ->> 'arrivalPlace'), ''),
          private.travel_day(p_travel -> 'departureDate'),
          nullif(trim(p_travel ->> 'departureTime'), ''),
          nullif(trim(p_travel ->> 'departureMode'), ''),
          nullif(trim(p_travel ->> 'departureNumber'), ''),
          nullif(trim(p_travel ->> 'departurePlace'), ''),
          coalesce((p_travel ->> 'pickupNeeded')::boolean, false),
          nullif(trim(p_travel ->> 'notes'), ''))
  on conflict (user_id, id) do update
    set arrival_date = excluded.arrival_date, arrival_time = excluded.arrival_time,
        arrival_mode = excluded.arrival_mode, arrival_number = excluded.arrival_number,
        arrival_place = excluded.arrival_place, departure_date = excluded.departure_date,
        departure_time = excluded.departure_time, departure_mode = excluded.departure_mode,
        departure_number = excluded.departure_number, departure_place = excluded.departure_place,
        pickup_needed = excluded.pickup_needed, notes = excluded.notes
    -- The household's own record, never a guest's that happens to share its id.
    where t.guest_id is null and t.household_id = v_household.id;
  return 'saved';
end;
$$;

grant execute on function api.rsvp_travel(text) to anon, authenticated;
grant execute on function api.submit_travel(text, jsonb) to anon, authenticated;
