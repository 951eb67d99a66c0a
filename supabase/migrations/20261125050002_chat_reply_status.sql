-- A planner reply is kept as it streams (issue 15 item 2): where it stands, so one cut short by a reload or a
-- closed tab shows as interrupted and can be asked again. Messages stored before this are complete.
alter table public.chat_messages
  add column status text not null default 'complete'
    check (status in ('complete', 'streaming', 'stopped', 'failed'));
