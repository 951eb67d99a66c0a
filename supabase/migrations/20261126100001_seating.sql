-- The seating chart (issue #14): per couple and per event, the tables on the floor plan and who sits where.
--
--   seating_tables     a round or long table (or a one-sided head table) of one event: its name, 2 to 24 seats, and
--                      where it stands on the 2000 × 1500 floor plan (src/features/seating/layout.ts), turned in degrees
--   seat_assignments   one guest at one table of one event, on a seat (0-based) or only at the table; the id is
--                      `<guest id>.<event id>`, and (guest, event) is unique, so a guest is never seated twice in an event
--
-- Both under the same RLS as every planning table. Children go with their parents in the same statement: an event's
-- tables and assignments, a table's assignments (its guests go back to the unseated list), a guest's assignments.
-- The composite keys make every reference stay inside one couple's rows, and an assignment's table belongs to the
-- assignment's own event.

create table public.seating_tables (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  event_id text not null check (char_length(event_id) <= 64),
  name text not null check (name ~ '\S' and char_length(name) <= 40),
  shape text not null check (shape in ('round', 'long')),
  seats integer not null check (seats between 2 and 24),
  -- A head table is a long table seated on one side only, facing the room.
  head boolean not null default false check (not head or shape = 'long'),
  x integer not null check (x between 0 and 2000),
  y integer not null check (y between 0 and 1500),
  rotation integer not null default 0 check (rotation between 0 and 359),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  -- The target of the assignments' (table, event) key.
  unique (user_id, id, event_id),
  foreign key (user_id, event_id) references public.events (user_id, id) on delete cascade
);
create index seating_tables_event_idx on public.seating_tables (user_id, event_id);

create table public.seat_assignments (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 129 and id = guest_id || '.' || event_id),
  guest_id text not null check (char_length(guest_id) <= 64),
  event_id text not null check (char_length(event_id) <= 64),
  table_id text not null check (char_length(table_id) <= 64),
  -- Null: at the table without a numbered seat (a table the couple filled past its seats shows as over capacity).
  -- Two guests on one seat number (two tabs writing at once) is not refused: the chart reads the later one as
  -- unnumbered (normalizeSeats in src/features/seating/chart.ts), so no write order between rows is needed.
  seat integer check (seat between 0 and 23),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  unique (user_id, guest_id, event_id),
  foreign key (user_id, guest_id) references public.guests (user_id, id) on delete cascade,
  foreign key (user_id, event_id) references public.events (user_id, id) on delete cascade,
  foreign key (user_id, table_id, event_id) references public.seating_tables (user_id, id, event_id) on delete cascade
);
create index seat_assignments_event_idx on public.seat_assignments (user_id, event_id);
create index seat_assignments_table_idx on public.seat_assignments (user_id, table_id);

-- The same RLS, grants and policies as every planning table: a couple sees and changes only their own rows.
do $$
declare
  t text;
begin
  foreach t in array array['seating_tables', 'seat_assignments'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format(
      'create policy %I on public.%I for select to authenticated using ((select auth.uid()) = user_id)',
      t || ': select own', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select auth.uid()) = user_id)',
      t || ': insert own', t);
    execute format(
      'create policy %I on public.%I for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id)',
      t || ': update own', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select auth.uid()) = user_id)',
      t || ': delete own', t);
  end loop;
end;
$$;

-- 50 events (their cap) with a big hall each is 2,500 tables; assignments match the answers' cap (guest × event).
select private.limit_user_rows(t.name, t.max_rows)
  from (values
    ('seating_tables', 2500),
    ('seat_assignments', 25000)
  ) as t (name, max_rows);
