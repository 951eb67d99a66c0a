-- Seating rules (issue 33 item 4): per couple and per event, "keep together" or "keep apart" between two guests or
-- two households, which the chart warns about and auto-arrange honours (src/features/seating/rules.ts, solver.ts).
--
--   seating_rules   kind 'together' or 'apart'; either guest_a and guest_b, or household_a and household_b, never
--                   both pairs and never one with itself. Separate columns for guests and households so each is a
--                   foreign key: a deleted guest or household takes its rules with it, as an event does.
--
-- Under the same RLS, grants and policies as every planning table; every reference stays inside one couple's rows.

create table public.seating_rules (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  event_id text not null check (char_length(event_id) <= 64),
  kind text not null check (kind in ('together', 'apart')),
  guest_a text check (char_length(guest_a) <= 64),
  guest_b text check (char_length(guest_b) <= 64),
  household_a text check (char_length(household_a) <= 64),
  household_b text check (char_length(household_b) <= 64),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  check (
    (guest_a is not null and guest_b is not null and household_a is null and household_b is null and guest_a <> guest_b)
    or (household_a is not null and household_b is not null and guest_a is null and guest_b is null
        and household_a <> household_b)
  ),
  foreign key (user_id, event_id) references public.events (user_id, id) on delete cascade,
  foreign key (user_id, guest_a) references public.guests (user_id, id) on delete cascade,
  foreign key (user_id, guest_b) references public.guests (user_id, id) on delete cascade,
  foreign key (user_id, household_a) references public.households (user_id, id) on delete cascade,
  foreign key (user_id, household_b) references public.households (user_id, id) on delete cascade
);
create index seating_rules_event_idx on public.seating_rules (user_id, event_id);
-- The cascades look rules up by each reference.
create index seating_rules_guest_a_idx on public.seating_rules (user_id, guest_a);
create index seating_rules_guest_b_idx on public.seating_rules (user_id, guest_b);
create index seating_rules_household_a_idx on public.seating_rules (user_id, household_a);
create index seating_rules_household_b_idx on public.seating_rules (user_id, household_b);

alter table public.seating_rules enable row level security;
revoke all on table public.seating_rules from anon, authenticated;
grant select, insert, update, delete on table public.seating_rules to authenticated;
create policy "seating_rules: select own" on public.seating_rules for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "seating_rules: insert own" on public.seating_rules for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "seating_rules: update own" on public.seating_rules for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "seating_rules: delete own" on public.seating_rules for delete to authenticated
  using ((select auth.uid()) = user_id);

-- 50 events with a hundred rules each; also gives the table its row version (private.version_rows).
select private.limit_user_rows('seating_rules', 5000);
