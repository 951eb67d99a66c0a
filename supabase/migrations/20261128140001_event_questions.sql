-- Questions per event (issue 33 item 1): an event's own menu (null or empty: the website's) and up to five questions
-- of its own, kept as JSON on the event (bounded here as the app's zod schema bounds them in
-- src/features/guests/model.ts); each guest's meal from that menu and answers to those questions on their one answer
-- row for the event.
alter table public.events
  add column meal_options jsonb
    check (jsonb_typeof(meal_options) = 'array' and jsonb_array_length(meal_options) <= 12
           and octet_length(meal_options::text) <= 2000),
  add column questions jsonb
    check (jsonb_typeof(questions) = 'array' and jsonb_array_length(questions) <= 5
           and octet_length(questions::text) <= 8000);

alter table public.rsvp_answers
  add column meal text check (char_length(meal) <= 100),
  -- Question id → the guest's answer (text, one of the choices, or 'yes' / 'no').
  add column replies jsonb check (jsonb_typeof(replies) = 'object' and octet_length(replies::text) <= 4000);
