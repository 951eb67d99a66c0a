-- Travel and stay (issue 33 item 3): out-of-town guests' arrivals and departures, and the rooms the couple blocked at
-- hotels with who sleeps where, so they no longer live in a separate spreadsheet.
--
--   travel            a household's journey, or one guest's when they travel apart: arrival and departure (day,
--                     time, mode, flight or train number, station or airport), pickup needed, notes. Its id is the
--                     guest's id, else the household's: one record each, which a repeated RSVP save lands on again.
--   room_blocks       rooms held at a hotel from check-in to check-out.
--   room_assignments  one room of a block for a household (or one of its guests) for the nights check-in..check-out.
--   websites.ask_travel  the couple asks guests for their travel on the RSVP page.
--
-- Under the same RLS, grants and policies as every planning table; every reference stays inside one couple's rows
-- and goes with its household, guest or block (on delete cascade, mirrored locally by src/lib/backend/relations.ts).
-- Travel is private: only the household's own token reads or writes it (api.rsvp_travel, api.submit_travel below),
-- never the website or the name lookup.

create table public.travel (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  household_id text not null check (char_length(household_id) <= 64),
  guest_id text check (char_length(guest_id) <= 64),
  arrival_date date,
  arrival_time text check (arrival_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  arrival_mode text check (arrival_mode in ('flight', 'train', 'bus', 'car', 'other')),
  arrival_number text check (char_length(arrival_number) <= 40),
  arrival_place text check (char_length(arrival_place) <= 120),
  departure_date date,
  departure_time text check (departure_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  departure_mode text check (departure_mode in ('flight', 'train', 'bus', 'car', 'other')),
  departure_number text check (char_length(departure_number) <= 40),
  departure_place text check (char_length(departure_place) <= 120),
  pickup_needed boolean not null default false,
  notes text check (char_length(notes) <= 1000),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  check (id = coalesce(guest_id, household_id)),
  check (departure_date >= arrival_date),
  foreign key (user_id, household_id) references public.households (user_id, id) on delete cascade,
  foreign key (user_id, guest_id) references public.guests (user_id, id) on delete cascade
);
create index travel_household_idx on public.travel (user_id, household_id);
create index travel_guest_idx on public.travel (user_id, guest_id) where guest_id is not null;
-- The arrivals sheet reads a couple's journeys by day.
create index travel_arrival_idx on public.travel (user_id, arrival_date);

create table public.room_blocks (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  hotel text not null check (hotel ~ '\S' and char_length(hotel) <= 120),
  address text check (char_length(address) <= 500),
  rooms integer not null check (rooms between 1 and 1000),
  check_in date not null,
  check_out date not null,
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  check (check_out > check_in)
);

create table public.room_assignments (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  block_id text not null check (char_length(block_id) <= 64),
  household_id text not null check (char_length(household_id) <= 64),
  guest_id text check (char_length(guest_id) <= 64),
  check_in date not null,
  check_out date not null,
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  check (check_out > check_in),
  foreign key (user_id, block_id) references public.room_blocks (user_id, id) on delete cascade,
  foreign key (user_id, household_id) references public.households (user_id, id) on delete cascade,
  foreign key (user_id, guest_id) references public.guests (user_id, id) on delete cascade
);
create index room_assignments_block_idx on public.room_assignments (user_id, block_id);
create index room_assignments_household_idx on public.room_assignments (user_id, household_id);
create index room_assignments_guest_idx on public.room_assignments (user_id, guest_id) where guest_id is not null;

do $$
declare
  t text;
begin
  foreach t in array array['travel', 'room_blocks', 'room_assignments'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format('create policy "%s: select own" on public.%I for select to authenticated
                      using ((select auth.uid()) = user_id)', t, t);
    execute format('create policy "%s: insert own" on public.%I for insert to authenticated
                      with check ((select auth.uid()) = user_id)', t, t);
    execute format('create policy "%s: update own" on public.%I for update to authenticated
                      using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id)', t, t);
    execute format('create policy "%s: delete own" on public.%I for delete to authenticated
                      using ((select auth.uid()) = user_id)', t, t);
  end loop;
end;
$$;

-- As many journeys as the guest cap (one per guest at most), rooms as a large wedding's; also gives each table its
-- row version (private.version_rows).
select private.limit_user_rows('travel', 5000);
select private.limit_user_rows('room_blocks', 200);
select private.limit_user_rows('room_assignments', 5000);

alter table public.websites add column ask_travel boolean not null default false;
