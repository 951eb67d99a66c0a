-- Gifts received and thank-yous (issue 32 items 3 and 4).
--
--   gifts   one gift the couple received: a registry item, another gift, or cash (shagun) with its amount, in the
--           couple's currency. From a household and/or a guest (or a name typed in), at an event, on a date; its
--           thank-you status (to write, written, sent) and the day it was sent.
--
-- Registry gifts have ONE source of truth, the registry item: an item marked bought (by a guest on the public registry
-- or by the couple) is a ledger entry derived from it (src/features/gifts/ledger.ts). A gifts row with a
-- registry_item_id only carries that entry's ledger details (who, which event, the thank-you) once the couple edits
-- them; it never says on its own that anything was bought.
--
-- The household, guest and event are plain references, not foreign keys: a gift received stays in the ledger when its
-- household, guest or event is deleted (the ledger then shows it without them), so a deletion never loses the record
-- of a gift nor its thank-you. Every row is the couple's own under RLS; a reference to another couple's record
-- resolves to nothing in the app.
--
-- Households gain an optional postal address for thank-you cards.

alter table public.households add column address text check (char_length(address) <= 500);

create table public.gifts (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  kind text not null check (kind in ('registry', 'gift', 'cash')),
  description text not null check (description ~ '\S' and char_length(description) <= 200),
  -- Cash only; in the couple's currency (the profile's), to the cent.
  amount numeric check (amount > 0 and amount <= 1e15),
  household_id text check (char_length(household_id) <= 64),
  guest_id text check (char_length(guest_id) <= 64),
  from_name text check (char_length(from_name) <= 120),
  event_id text check (char_length(event_id) <= 64),
  received_on date,
  registry_item_id text check (char_length(registry_item_id) <= 64),
  source text not null default 'couple' check (source in ('couple', 'registry', 'guest-report')),
  -- A guest's own report of what they sent starts unconfirmed, for the couple to confirm.
  confirmed boolean not null default true,
  thank_you text not null default 'to-write' check (thank_you in ('to-write', 'written', 'sent')),
  thanked_on date,
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  check ((kind = 'cash') = (amount is not null)),
  check ((kind = 'registry') = (registry_item_id is not null))
);
-- One ledger entry per registry item.
create unique index gifts_registry_item_idx on public.gifts (user_id, registry_item_id)
  where registry_item_id is not null;
create index gifts_household_idx on public.gifts (user_id, household_id);

alter table public.gifts enable row level security;
revoke all on table public.gifts from anon, authenticated;
grant select, insert, update, delete on table public.gifts to authenticated;
create policy "gifts: select own" on public.gifts for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "gifts: insert own" on public.gifts for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "gifts: update own" on public.gifts for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "gifts: delete own" on public.gifts for delete to authenticated
  using ((select auth.uid()) = user_id);

-- A big Indian wedding: every household's shagun at several events; also gives the table its row version.
select private.limit_user_rows('gifts', 5000);
