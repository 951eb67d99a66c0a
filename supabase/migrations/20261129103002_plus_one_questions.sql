-- A plus-one is asked the event's own meal and questions like any guest (issue 33 item 1, the plus-one gap): the reply
-- names them under `plusOne.details`, as a guest's own are under `details`. The check-and-store of one guest's
-- details, which api.rsvp_submit (…_event_questions_api.sql) did inline, becomes private.rsvp_event_details, called
-- for each guest and for each plus-one after private.rsvp_reply has stored the answers (the plus-one's follow their
-- host's). api.rsvp_submit is redefined to do that; nothing else of it changes.

-- One guest's `details`: event id → { meal, replies }, for events the guest is invited to: a meal from the event's
-- own menu, answers to its questions (a choice among its choices, 'yes' or 'no', or text up to 300 characters; blank
-- answers dropped), kept only where the guest attends (a declined event's are cleared). Anything else raises 22023.
-- Null details leave them as they were.
create function private.rsvp_event_details(p_user uuid, p_guest text, p_details jsonb)
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
     where a.user_id = p_user and a.guest_id = p_guest and a.event_id = v_event;
    if not found then
      raise exception 'not invited to that event' using errcode = '22023';
    end if;
    select * into v_event_row from public.events e where e.user_id = p_user and e.id = v_event;
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
     where a.user_id = p_user and a.guest_id = p_guest and a.event_id = v_event;
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
  v_user uuid;
  v_entry jsonb;
begin
  if v_result <> 'saved' then
    return v_result;
  end if;
  select h.user_id into v_user from public.households h where h.rsvp_token = p_token;
  -- private.rsvp_reply has checked each entry is an object naming one of this household's guests, and stored the
  -- plus-one (under the id it gives them) where `plusOne` is an object.
  for v_entry in select * from jsonb_array_elements(p_reply -> 'guests') loop
    perform private.rsvp_event_details(v_user, v_entry ->> 'id', v_entry -> 'details');
    if jsonb_typeof(v_entry -> 'plusOne') = 'object' then
      perform private.rsvp_event_details(v_user, left(v_entry ->> 'id', 59) || '-plus', v_entry -> 'plusOne' -> 'details');
    end if;
  end loop;
  return 'saved';
end;
$$;
