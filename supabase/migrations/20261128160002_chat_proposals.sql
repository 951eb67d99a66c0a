-- A planner reply keeps the changes it proposed and what the couple decided (issue 31: cards survive a reload): an
-- array of at most 20 small objects (id, summary, href, place, state, error), checked in shape and size here as
-- src/features/planner/model.ts checks it in the browser.

alter table public.chat_messages
  add column proposals jsonb
  check (
    proposals is null
    or (
      jsonb_typeof(proposals) = 'array'
      and jsonb_array_length(proposals) <= 20
      and octet_length(proposals::text) <= 40000
    )
  );
