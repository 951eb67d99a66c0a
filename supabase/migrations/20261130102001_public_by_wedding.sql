-- The guests' pages follow the wedding, not the account (issue 30, item 1): a website's events, registry items and
-- gift funds are the wedding's rows, whichever member added them, and a guest's gift mark lands on the wedding's
-- registry item. Each function below is redefined as it was but for the key: `user_id = v_site.user_id` (the account
-- that created the website or household) becomes `wedding_id = v_site.wedding_id`. The couple's names, date and
-- currency come from the wedding owner's profile (private.wedding_owner), not from whoever created the row.

-- The account whose profile holds the wedding's names and date: its owner.
create function private.wedding_owner(p_wedding uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id from public.wedding_members m where m.wedding_id = p_wedding and m.role = 'owner'
$$;
revoke all on function private.wedding_owner(uuid) from public, anon, authenticated;

create or replace function private.website_by_slug_body(p_slug text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_site public.websites;
  v_wedding date;
begin
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$' then
    return null;
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published;
  if not found then
    return null;
  end if;
  v_wedding := private.wedding_date(private.wedding_owner(v_site.wedding_id));
  return jsonb_build_object(
    'slug', v_site.slug,
    'title', coalesce(nullif(trim(v_site.title), ''), private.couple_names(private.wedding_owner(v_site.wedding_id))),
    'weddingDate', v_wedding,
    'welcome', nullif(v_site.welcome, ''),
    'story', nullif(v_site.story, ''),
    'travel', nullif(v_site.travel, ''),
    'stay', nullif(v_site.stay, ''),
    'faq', v_site.faq,
    'currency', coalesce((select p.budget_currency from public.profiles p where p.user_id = private.wedding_owner(v_site.wedding_id)), 'INR'),
    'indexable', v_site.indexable,
    'rsvpDeadline', v_site.rsvp_deadline,
    'events', coalesce((
      select jsonb_agg(private.public_event(e, v_wedding)
                       order by coalesce(e.date, v_wedding), e.start_time nulls last, e.created_at, e.id)
      from public.events e where e.wedding_id = v_site.wedding_id and e.is_public
    ), '[]'::jsonb),
    'registry', case when v_site.show_registry then coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', r.id, 'name', r.name, 'price', r.price, 'category', nullif(r.category, ''),
          'url', nullif(r.url, ''), 'imageUrl', nullif(r.image_url, ''), 'bought', r.purchased
        ) order by r.created_at, r.id)
      from public.registry_items r where r.wedding_id = v_site.wedding_id
    ), '[]'::jsonb) end
  );
end;
$$;

create or replace function api.website_funds(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', f.id, 'title', f.title, 'goal', f.goal, 'description', f.description,
           'upiId', f.upi_id, 'payeeName', f.payee_name, 'paymentUrl', f.payment_url
         ) order by f.created_at, f.id) filter (where f.id is not null), '[]'::jsonb)
    from public.websites w
    left join public.gift_funds f on f.wedding_id = w.wedding_id
   where w.slug = p_slug and w.published and w.show_registry
  having count(w.user_id) > 0;
$$;

create or replace function api.mark_gift_bought(p_slug text, p_item_id text, p_buyer text, p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_site public.websites;
  v_household public.households;
  v_item public.registry_items;
  v_buyer text := nullif(trim(p_buyer), '');
begin
  -- Malformed input is answered before anything is counted.
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$'
     or p_item_id is null or char_length(p_item_id) not between 1 and 64 then
    return 'not_found';
  end if;
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return 'not_invited';
  end if;
  if char_length(v_buyer) > 100 then
    raise exception 'name too long' using errcode = '23514';
  end if;
  if not private.allow_public_call('gift:caller:' || private.caller_hash(), 10, interval '1 hour') then
    return 'rate_limited';
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published and w.show_registry;
  if not found then
    return 'not_found';
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token and h.wedding_id = v_site.wedding_id;
  if not found then
    return 'not_invited';
  end if;
  if not private.allow_public_call('gift:site:' || p_slug, 40, interval '1 hour')
     or not private.allow_public_call('gift:household:' || p_token, 5, interval '1 day') then
    return 'rate_limited';
  end if;
  -- The row lock makes two guests at once find one of them first.
  select * into v_item from public.registry_items r
   where r.wedding_id = v_site.wedding_id and r.id = p_item_id for update;
  if not found then
    return 'not_found';
  end if;
  if v_item.purchased then
    return 'already_bought';
  end if;
  update public.registry_items r
     set purchased = true,
         -- Who, for the couple: the name the guest gave and the household whose link made the mark.
         bought_by = case
           when v_buyer is null then left(v_household.name, 100)
           else left(v_buyer, 60) || ' (' || left(v_household.name, 100 - char_length(left(v_buyer, 60)) - 3) || ')'
         end,
         bought_at = now()
   where r.wedding_id = v_item.wedding_id and r.id = v_item.id;
  return 'bought';
end;
$$;


-- The RSVP page: the household's guests, answers and invited events are the wedding's rows, and a visit by any of
-- the wedding's members (not only the household's creator) leaves the link unopened. Both layers, as they were but
-- for the key (the base, then the event questions' layer over it).
create or replace function private.rsvp_household(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_household public.households;
  v_site public.websites;
  v_wedding date;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return null;
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token;
  if not found then
    return null;
  end if;
  if v_household.opened_at is null and not v_household.wedding_id = any (private.my_weddings('read')) then
    update public.households h set opened_at = now()
     where h.wedding_id = v_household.wedding_id and h.id = v_household.id;
  end if;
  select * into v_site from public.websites w where w.wedding_id = v_household.wedding_id;
  v_wedding := private.wedding_date(private.wedding_owner(v_household.wedding_id));

  return jsonb_build_object(
    'householdName', v_household.name,
    'coupleNames', private.couple_names(private.wedding_owner(v_household.wedding_id)),
    'weddingDate', v_wedding,
    'deadline', v_site.rsvp_deadline,
    'closed', coalesce(current_date > v_site.rsvp_deadline, false),
    'mealOptions', to_jsonb(coalesce(v_site.meal_options, '{}'::text[])),
    'message', v_household.message,
    'respondedAt', v_household.responded_at,
    'websiteSlug', case when v_site.published then v_site.slug end,
    'events', coalesce((
      select jsonb_agg(private.public_event(e, v_wedding)
                       order by coalesce(e.date, v_wedding), e.start_time nulls last, e.created_at, e.id)
      from public.events e
      where e.wedding_id = v_household.wedding_id
        and exists (
          select 1 from public.rsvp_answers a join public.guests g on g.wedding_id = a.wedding_id and g.id = a.guest_id
          where a.wedding_id = e.wedding_id and a.event_id = e.id and g.household_id = v_household.id)
    ), '[]'::jsonb),
    'guests', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', g.id,
          'firstName', g.first_name,
          'lastName', nullif(g.last_name, ''),
          'isChild', g.is_child,
          'plusOneAllowed', g.plus_one_allowed,
          'plusOneOf', g.plus_one_of,
          'meal', nullif(g.meal, ''),
          'dietary', nullif(g.dietary, ''),
          'answers', coalesce((
            select jsonb_object_agg(a.event_id, a.status)
            from public.rsvp_answers a where a.wedding_id = g.wedding_id and a.guest_id = g.id
          ), '{}'::jsonb)
        -- A plus-one right after their host.
        ) order by coalesce(host.created_at, g.created_at), coalesce(host.id, g.id), g.plus_one_of nulls first)
      from public.guests g
      left join public.guests host on host.wedding_id = g.wedding_id and host.id = g.plus_one_of
      where g.wedding_id = v_household.wedding_id and g.household_id = v_household.id
    ), '[]'::jsonb)
  );
end;
$$;

create or replace function private.rsvp_by_token_body(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_rsvp jsonb := private.rsvp_household(p_token);
  v_wedding uuid;
begin
  if v_rsvp is null then
    return null;
  end if;
  select h.wedding_id into v_wedding from public.households h where h.rsvp_token = p_token;
  return v_rsvp || jsonb_build_object(
    'events', coalesce((
      select jsonb_agg(x.ev || jsonb_build_object(
               'mealOptions', coalesce(e.meal_options, '[]'::jsonb),
               'questions', coalesce(e.questions, '[]'::jsonb)) order by x.i)
      from jsonb_array_elements(v_rsvp -> 'events') with ordinality as x(ev, i)
      join public.events e on e.wedding_id = v_wedding and e.id = x.ev ->> 'id'
    ), '[]'::jsonb),
    'guests', coalesce((
      select jsonb_agg(y.g || jsonb_build_object('details', coalesce((
               select jsonb_object_agg(a.event_id, jsonb_build_object(
                        'meal', a.meal, 'replies', coalesce(a.replies, '{}'::jsonb)))
               from public.rsvp_answers a where a.wedding_id = v_wedding and a.guest_id = y.g ->> 'id'
             ), '{}'::jsonb)) order by y.i)
      from jsonb_array_elements(v_rsvp -> 'guests') with ordinality as y(g, i)
    ), '[]'::jsonb)
  );
end;
$$;

-- The RSVP reply: the household's guests and their answers are found by the wedding, and a plus-one (its guest row
-- and answers) is written to that wedding and matched by (wedding_id, id), whoever created it. The event details'
-- helper takes the wedding instead of the account (dropped and made again: a parameter cannot be renamed).
create or replace function private.rsvp_reply(p_token text, p_reply jsonb)
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
  select * into v_site from public.websites w where w.wedding_id = v_household.wedding_id;
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
     where g.wedding_id = v_household.wedding_id and g.household_id = v_household.id and g.id = v_entry ->> 'id'
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
       where a.wedding_id = v_guest.wedding_id and a.guest_id = v_guest.id and a.event_id = v_event;
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
      insert into public.guests as g (wedding_id, user_id, id, household_id, first_name, last_name, side, tags, plus_one_of, meal, dietary)
      values (v_guest.wedding_id, v_guest.user_id, v_plus_id, v_household.id, trim(v_plus ->> 'firstName'),
              nullif(trim(v_plus ->> 'lastName'), ''), v_guest.side, v_guest.tags, v_guest.id, v_meal,
              nullif(trim(v_plus ->> 'dietary'), ''))
      on conflict (wedding_id, id) do update
        set first_name = excluded.first_name, last_name = excluded.last_name, meal = excluded.meal,
            dietary = excluded.dietary
        where g.household_id = v_household.id;
      insert into public.rsvp_answers as r (wedding_id, user_id, id, guest_id, event_id, status, answered_at, answered_by)
      select a.wedding_id, a.user_id, v_plus_id || '.' || a.event_id, v_plus_id, a.event_id, a.status, now(), 'guest'
        from public.rsvp_answers a where a.wedding_id = v_guest.wedding_id and a.guest_id = v_guest.id
      on conflict (wedding_id, id) do update
        set status = excluded.status, answered_at = excluded.answered_at, answered_by = excluded.answered_by;
    elsif v_plus is null or jsonb_typeof(v_plus) = 'null' then
      delete from public.guests g
       where g.wedding_id = v_guest.wedding_id and g.id = v_plus_id and g.plus_one_of = v_guest.id;
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

drop function private.rsvp_event_details(uuid, text, jsonb);
create function private.rsvp_event_details(p_wedding uuid, p_guest text, p_details jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event text;
  v_detail jsonb;
  v_status text;
  v_event_row public.events;
  v_meal text;
  v_replies jsonb;
  v_key text;
  v_value jsonb;
  v_question jsonb;
  v_text text;
begin
  if jsonb_typeof(coalesce(p_details, 'null'::jsonb)) = 'null' then
    return;
  end if;
  if jsonb_typeof(p_details) <> 'object' then
    raise exception 'invalid details' using errcode = '22023';
  end if;
  for v_event, v_detail in select key, value from jsonb_each(p_details) loop
    if jsonb_typeof(v_detail) <> 'object'
       or jsonb_typeof(coalesce(v_detail -> 'meal', 'null'::jsonb)) not in ('string', 'null')
       or jsonb_typeof(coalesce(v_detail -> 'replies', '{}'::jsonb)) <> 'object' then
      raise exception 'invalid details' using errcode = '22023';
    end if;
    select a.status into v_status from public.rsvp_answers a
     where a.wedding_id = p_wedding and a.guest_id = p_guest and a.event_id = v_event;
    if not found then
      raise exception 'not invited to that event' using errcode = '22023';
    end if;
    select * into v_event_row from public.events e where e.wedding_id = p_wedding and e.id = v_event;
    v_meal := nullif(trim(v_detail ->> 'meal'), '');
    if v_meal is not null and not coalesce(v_event_row.meal_options ? v_meal, false) then
      raise exception 'invalid meal' using errcode = '22023';
    end if;
    v_replies := '{}'::jsonb;
    for v_key, v_value in select key, value from jsonb_each(coalesce(v_detail -> 'replies', '{}'::jsonb)) loop
      select q into v_question from jsonb_array_elements(coalesce(v_event_row.questions, '[]'::jsonb)) q
       where q ->> 'id' = v_key;
      if v_question is null or jsonb_typeof(v_value) <> 'string' then
        raise exception 'invalid answer' using errcode = '22023';
      end if;
      v_text := nullif(trim(v_value #>> '{}'), '');
      continue when v_text is null;
      if char_length(v_text) > 300
         or (v_question ->> 'kind' = 'yesno' and v_text not in ('yes', 'no'))
         or (v_question ->> 'kind' = 'choice' and not coalesce(v_question -> 'choices' ? v_text, false)) then
        raise exception 'invalid answer' using errcode = '22023';
      end if;
      v_replies := v_replies || jsonb_build_object(v_key, v_text);
    end loop;
    if v_status <> 'attending' then
      v_meal := null;
      v_replies := '{}'::jsonb;
    end if;
    update public.rsvp_answers a set meal = v_meal, replies = v_replies
     where a.wedding_id = p_wedding and a.guest_id = p_guest and a.event_id = v_event;
  end loop;
end;
$$;
revoke all on function private.rsvp_event_details(uuid, text, jsonb) from public, anon, authenticated;

create or replace function api.rsvp_submit(p_token text, p_reply jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_result text := private.rsvp_reply(p_token, p_reply);
  v_wedding uuid;
  v_entry jsonb;
begin
  if v_result <> 'saved' then
    return v_result;
  end if;
  select h.wedding_id into v_wedding from public.households h where h.rsvp_token = p_token;
  -- private.rsvp_reply has checked each entry is an object naming one of this household's guests, and stored the
  -- plus-one (under the id it gives them) where `plusOne` is an object.
  for v_entry in select * from jsonb_array_elements(p_reply -> 'guests') loop
    perform private.rsvp_event_details(v_wedding, v_entry ->> 'id', v_entry -> 'details');
    if jsonb_typeof(v_entry -> 'plusOne') = 'object' then
      perform private.rsvp_event_details(v_wedding, left(v_entry ->> 'id', 59) || '-plus', v_entry -> 'plusOne' -> 'details');
    end if;
  end loop;
  return 'saved';
end;
$$;

-- A guest's gift report and travel plans: the household, fund and website are the wedding's, and the row written
-- goes to that wedding (named, not left to private.fill_wedding, which would pick the creator's own wedding); a
-- household's travel row is one per wedding, whoever made it first.
create or replace function api.report_gift(p_slug text, p_fund_id text, p_token text, p_amount numeric, p_note text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_site public.websites;
  v_household public.households;
  v_fund public.gift_funds;
  v_note text := nullif(trim(p_note), '');
begin
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$'
     or p_fund_id is null or char_length(p_fund_id) not between 1 and 64 then
    return 'not_found';
  end if;
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return 'not_invited';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 10000000 or p_amount <> round(p_amount, 2) then
    raise exception 'amount out of range' using errcode = '23514';
  end if;
  if char_length(v_note) > 300 then
    raise exception 'note too long' using errcode = '23514';
  end if;
  if not private.allow_public_call('report:caller:' || private.caller_hash(), 10, interval '1 hour') then
    return 'rate_limited';
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published and w.show_registry;
  if not found then
    return 'not_found';
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token and h.wedding_id = v_site.wedding_id;
  if not found then
    return 'not_invited';
  end if;
  select * into v_fund from public.gift_funds f where f.wedding_id = v_site.wedding_id and f.id = p_fund_id;
  if not found then
    return 'not_found';
  end if;
  if not private.allow_public_call('report:site:' || p_slug, 40, interval '1 hour') then
    return 'rate_limited';
  end if;
  -- The household's row lock makes two reports at once count one after the other.
  perform 1 from public.households h where h.wedding_id = v_household.wedding_id and h.id = v_household.id for update;
  if (select count(*) from public.gifts g
       where g.wedding_id = v_site.wedding_id and g.household_id = v_household.id and g.source = 'guest-report') >= 5 then
    return 'limit_reached';
  end if;
  insert into public.gifts (wedding_id, user_id, id, kind, description, amount, household_id, received_on, source, confirmed,
                            note)
  values (v_site.wedding_id, v_site.user_id, 'report-' || replace(gen_random_uuid()::text, '-', ''), 'cash',
          left('Sent to ' || v_fund.title, 200), p_amount, v_household.id, current_date, 'guest-report', false,
          v_note);
  return 'reported';
end;
$$;

create or replace function api.rsvp_travel(p_token text)
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
  if not found or not coalesce((select w.ask_travel from public.websites w where w.wedding_id = v_household.wedding_id), false)
  then
    return null;
  end if;
  select * into v_travel from public.travel t
   where t.wedding_id = v_household.wedding_id and t.id = v_household.id and t.guest_id is null;
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

create or replace function api.submit_travel(p_token text, p_travel jsonb)
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
  if not coalesce((select w.ask_travel from public.websites w where w.wedding_id = v_household.wedding_id), false) then
    return 'not_asked';
  end if;

  insert into public.travel as t (wedding_id, user_id, id, household_id, arrival_date, arrival_time, arrival_mode, arrival_number,
                                  arrival_place, departure_date, departure_time, departure_mode, departure_number,
                                  departure_place, pickup_needed, notes)
  values (v_household.wedding_id, v_household.user_id, v_household.id, v_household.id,
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
  on conflict (wedding_id, id) do update
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

-- "Find your invitation": a guest of any member's household on the wedding's website, its e-mails counted against
-- the wedding owner's daily cap, signed with the wedding's couple names.
create or replace function private.claim_invitation_link(p_caller text, p_slug text, p_full_name text)
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
   where h.wedding_id = v_site.wedding_id
     and exists (
       select 1 from public.guests g join public.guests o on o.wedding_id = g.wedding_id and o.household_id = g.household_id
        where g.wedding_id = h.wedding_id and g.household_id = h.id and coalesce(o.last_name, '') <> ''
          and private.norm_name(g.first_name) || ' ' || private.norm_name(o.last_name) = v_name);
  if coalesce(cardinality(v_households), 0) <> 1 then
    return v_none;
  end if;
  select * into v_household from public.households h where h.wedding_id = v_site.wedding_id and h.id = v_households[1];

  -- The matched guest's own address; else the household's. Never anyone else's.
  select array_agg(distinct lower(g.email)) into v_recipients
    from public.guests g
   where g.wedding_id = v_household.wedding_id and g.household_id = v_household.id
     and exists (
       select 1 from public.guests o
        where o.wedding_id = g.wedding_id and o.household_id = g.household_id and coalesce(o.last_name, '') <> ''
          and private.norm_name(g.first_name) || ' ' || private.norm_name(o.last_name) = v_name)
     and g.email ~ v_one_address;
  if coalesce(cardinality(v_recipients), 0) = 0 and v_household.email ~ v_one_address then
    v_recipients := array[lower(v_household.email)];
  end if;
  v_recipients := v_recipients[1:5];
  if coalesce(cardinality(v_recipients), 0) = 0
     or not private.allow_public_call('find:household:' || v_household.rsvp_token, 3, interval '1 day')
     or private.claim_email_quota_for(private.wedding_owner(v_household.wedding_id), cardinality(v_recipients)) <> 'ok' then
    return v_none;
  end if;

  return jsonb_build_object(
    'status', 'send',
    'token', v_household.rsvp_token,
    'householdName', v_household.name,
    'coupleNames', private.couple_names(private.wedding_owner(v_household.wedding_id)),
    'recipients', to_jsonb(v_recipients)
  );
end;
$$;

-- The language of the RSVP page and the invitation: the wedding's website, whoever created the household or card.
create or replace function api.rsvp_by_token(p_token text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select r || jsonb_build_object('language', coalesce(h.language, w.language, 'en'))
  from private.rsvp_by_token_body(p_token) r
  join public.households h on h.rsvp_token = p_token
  left join public.websites w on w.wedding_id = h.wedding_id
$$;

create or replace function api.invite_by_token(p_token text)
returns table (
  id text, name text, date date, template_id text, hosts text, venue text, image_version integer, image_path text,
  language text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.name, b.date, b.template_id, b.hosts, b.venue, b.image_version, b.image_path,
         coalesce(w.language, 'en')
  from private.invite_by_token_body(p_token) b
  join public.invites i on i.token = p_token
  left join public.websites w on w.wedding_id = i.wedding_id
$$;
