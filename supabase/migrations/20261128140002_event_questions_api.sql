-- The RSVP page asks each attending guest the event's own meal and questions (issue 33 item 1). The read and the reply
-- stay as they were (…_guests.sql, …_caller_address.sql), moved to `private` under new names; api.rsvp_by_token and
-- api.rsvp_submit now call them and add only this: each event's own menu and questions, each guest's meal and answers
-- per event, and storing those. Nothing here is shown anywhere but the household's own token page.
alter function api.rsvp_by_token(text) set schema private;
alter function private.rsvp_by_token(text) rename to rsvp_household;
revoke all on function private.rsvp_household(text) from public, anon, authenticated;
alter function api.rsvp_submit(text, jsonb) set schema private;
alter function private.rsvp_submit(text, jsonb) rename to rsvp_reply;
revoke all on function private.rsvp_reply(text, jsonb) from public, anon, authenticated;

-- The household's RSVP (private.rsvp_household) with, on each event, its own `mealOptions` (empty: the website's
-- `mealOptions` serve) and `questions`; on each guest, `details`: event id → { meal, replies } as stored.
create function api.rsvp_by_token(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_rsvp jsonb := private.rsvp_household(p_token);
  v_user uuid;
begin
  if v_rsvp is null then
    return null;
  end if;
  select h.user_id into v_user from public.households h where h.rsvp_token = p_token;
  return v_rsvp || jsonb_build_object(
    'events', coalesce((
      select jsonb_agg(x.ev || jsonb_build_object(
               'mealOptions', coalesce(e.meal_options, '[]'::jsonb),
               'questions', coalesce(e.questions, '[]'::jsonb)) order by x.i)
      from jsonb_array_elements(v_rsvp -> 'events') with ordinality as x(ev, i)
      join public.events e on e.user_id = v_user and e.id = x.ev ->> 'id'
    ), '[]'::jsonb),
    'guests', coalesce((
      select jsonb_agg(y.g || jsonb_build_object('details', coalesce((
               select jsonb_object_agg(a.event_id, jsonb_build_object(
                        'meal', a.meal, 'replies', coalesce(a.replies, '{}'::jsonb)))
               from public.rsvp_answers a where a.user_id = v_user and a.guest_id = y.g ->> 'id'
             ), '{}'::jsonb)) order by y.i)
      from jsonb_array_elements(v_rsvp -> 'guests') with ordinality as y(g, i)
    ), '[]'::jsonb)
  );
end;
$$;

-- The household's reply (private.rsvp_reply: answers, meals, notes, plus-ones, message), then each guest's optional
-- `details`: event id → { meal, replies }, for events the guest is invited to: a meal from the event's own menu,
-- answers to its questions (a choice among its choices, 'yes' or 'no', or text up to 300 characters; blank answers
-- dropped), kept only where the guest attends (a declined event's are cleared). Anything else raises 22023 and, the
-- call being one statement, nothing of the reply is kept. A guest entry without `details` leaves them as they were.
create function api.rsvp_submit(p_token text, p_reply jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_result text := private.rsvp_reply(p_token, p_reply);
  v_user uuid;
  v_entry jsonb;
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
  if v_result <> 'saved' then
    return v_result;
  end if;
  select h.user_id into v_user from public.households h where h.rsvp_token = p_token;
  -- private.rsvp_reply has checked each entry is an object naming one of this household's guests.
  for v_entry in select * from jsonb_array_elements(p_reply -> 'guests') loop
    continue when jsonb_typeof(coalesce(v_entry -> 'details', 'null'::jsonb)) = 'null';
    if jsonb_typeof(v_entry -> 'details') <> 'object' then
      raise exception 'invalid details' using errcode = '22023';
    end if;
    for v_event, v_detail in select key, value from jsonb_each(v_entry -> 'details') loop
      if jsonb_typeof(v_detail) <> 'object'
         or jsonb_typeof(coalesce(v_detail -> 'meal', 'null'::jsonb)) not in ('string', 'null')
         or jsonb_typeof(coalesce(v_detail -> 'replies', '{}'::jsonb)) <> 'object' then
        raise exception 'invalid details' using errcode = '22023';
      end if;
      select a.status into v_status from public.rsvp_answers a
       where a.user_id = v_user and a.guest_id = v_entry ->> 'id' and a.event_id = v_event;
      if not found then
        raise exception 'not invited to that event' using errcode = '22023';
      end if;
      select * into v_event_row from public.events e where e.user_id = v_user and e.id = v_event;
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
       where a.user_id = v_user and a.guest_id = v_entry ->> 'id' and a.event_id = v_event;
    end loop;
  end loop;
  return 'saved';
end;
$$;

grant execute on function api.rsvp_by_token(text) to anon, authenticated;
grant execute on function api.rsvp_submit(text, jsonb) to anon, authenticated;
