-- Payment schedules (issue 32 items 1 and 2): instalments on an expense or on a vendor, and what links the budget to
-- the vendor list.
--
--   payments            one instalment: amount, due day, paid day (paid once set), method, note, receipt (a FilePort
--                       key, like a vendor's contract), and the days before the due day its reminders go off. It
--                       belongs to exactly one expense or one vendor, a foreign key each, so deleting the expense or
--                       the vendor takes its instalments (src/lib/backend/relations.ts mirrors this locally).
--   expenses.vendor_id  the vendor an expense pays, so the budget does not count a booked vendor's price and its
--                       expense twice (src/features/budget/commitments.ts). No foreign key: a deleted vendor leaves the
--                       expense standing on its own, which is what the ledger does with an id it cannot find.
--   planning_vendors.budget_category_id
--                       the budget category a vendor's price counts in, when the couple chooses one; otherwise the
--                       vendor's kind decides (src/features/budget/commitments.ts). No foreign key, for the same
--                       reason: a deleted category falls back to the kind's.
--
-- Under the same RLS, grants and policies as every planning table; every reference stays inside one couple's rows.

create table public.payments (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  expense_id text check (char_length(expense_id) between 1 and 64),
  vendor_id text check (char_length(vendor_id) between 1 and 64),
  amount numeric not null check (amount > 0 and amount <= 1e15),
  due_date date not null,
  paid_on date,
  method text check (method in ('cash', 'UPI', 'bank transfer', 'card', 'cheque', 'other')),
  note text check (char_length(note) <= 500),
  receipt_file text check (char_length(receipt_file) <= 1024),
  lead_days jsonb not null default '[7, 1]'
    check (jsonb_typeof(lead_days) = 'array' and jsonb_array_length(lead_days) <= 5),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  check ((expense_id is null) <> (vendor_id is null)),
  foreign key (user_id, expense_id) references public.expenses (user_id, id) on delete cascade,
  foreign key (user_id, vendor_id) references public.planning_vendors (user_id, id) on delete cascade
);
-- The cascades and each expense's or vendor's schedule look payments up by their parent.
create index payments_expense_idx on public.payments (user_id, expense_id);
create index payments_vendor_idx on public.payments (user_id, vendor_id);

alter table public.payments enable row level security;
revoke all on table public.payments from anon, authenticated;
grant select, insert, update, delete on table public.payments to authenticated;
create policy "payments: select own" on public.payments for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "payments: insert own" on public.payments for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "payments: update own" on public.payments for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "payments: delete own" on public.payments for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Five thousand expenses could each carry a few instalments; also gives the table its row version.
select private.limit_user_rows('payments', 10000);

alter table public.expenses add column vendor_id text check (char_length(vendor_id) between 1 and 64);
alter table public.planning_vendors
  add column budget_category_id text check (char_length(budget_category_id) between 1 and 64);
