-- Recent activity names a payment made (issue 30 item 4: "Meera paid the caterer's deposit"). The statement-level
-- triggers of …107003_activity.sql count rows ("Meera changed 1 payment"), which says nothing about what was paid.
-- A payment marked paid (`payments.paid_on` set, or an expense without a schedule ticked `paid`) now writes its own
-- activity row with what it was for: the vendor's name, else the expense's description, and the instalment's note
-- ("Deposit"). `api.wedding_activity` returns that detail and drops the bare "changed N payments/expenses" count the
-- same transaction wrote, so one act reads as one line.

alter table public.activity drop constraint activity_action_check;
alter table public.activity
  add constraint activity_action_check check (action in ('added', 'changed', 'removed', 'paid')),
  add column detail jsonb check (detail is null or (jsonb_typeof(detail) = 'object' and octet_length(detail::text) <= 2000));

-- The caller, when they are someone to name (as private.record_activity decides).
create function private.activity_actor()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from public.users u where u.id = (select auth.uid())
$$;
revoke all on function private.activity_actor() from public, anon, authenticated, service_role;

create function private.record_paid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_expense public.expenses%rowtype;
  v_vendor_id text;
  v_note text;
begin
  if tg_table_name = 'payments' then
    select * into v_expense from public.expenses e where e.wedding_id = new.wedding_id and e.id = new.expense_id;
    v_vendor_id := coalesce(new.vendor_id, v_expense.vendor_id);
    v_note := nullif(btrim(new.note), '');
  else
    v_expense := new;
    v_vendor_id := new.vendor_id;
  end if;
  insert into public.activity (wedding_id, actor, table_name, action, row_count, detail)
  values (new.wedding_id, private.activity_actor(), tg_table_name, 'paid', 1, jsonb_strip_nulls(jsonb_build_object(
    'vendor', (select v.name from public.planning_vendors v where v.wedding_id = new.wedding_id and v.id = v_vendor_id),
    'item', nullif(btrim(left(v_expense.description, 200)), ''),
    'note', left(v_note, 200))));
  return null;
end;
$$;
revoke all on function private.record_paid() from public, anon, authenticated, service_role;

create trigger payments_paid_on_insert after insert on public.payments
  for each row when (new.paid_on is not null) execute function private.record_paid();
create trigger payments_paid_on_update after update of paid_on on public.payments
  for each row when (old.paid_on is null and new.paid_on is not null) execute function private.record_paid();
create trigger expenses_paid_on_update after update of paid on public.expenses
  for each row when (not old.paid and new.paid) execute function private.record_paid();

-- The return type gains `detail`, so the function is dropped and made again (its grants with it).
drop function api.wedding_activity(uuid, integer);
create function api.wedding_activity(p_wedding uuid, p_limit integer default 10)
returns table (actor text, actor_id uuid, table_name text, action text, row_count integer, at timestamptz, detail jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select private.first_name_of(a.actor), a.actor, a.table_name, a.action, sum(a.row_count)::integer, max(a.created_at),
         max(a.detail::text)::jsonb
    from public.activity a
   where a.wedding_id = p_wedding
     and p_wedding = any (private.my_weddings('read'))
     -- The count of the same transaction's paying (one `now()`, one actor) is the paid line's.
     and not (a.action = 'changed' and a.table_name in ('payments', 'expenses') and exists (
       select 1 from public.activity p
        where p.wedding_id = a.wedding_id and p.action = 'paid' and p.table_name = a.table_name
          and p.created_at = a.created_at and p.actor is not distinct from a.actor))
   -- Each payment made is a line of its own; the rest add up per member, table, action and day.
   group by a.actor, a.table_name, a.action, (a.created_at at time zone 'UTC')::date,
            case when a.action = 'paid' then a.id end
   order by max(a.created_at) desc, a.table_name, a.action
   limit least(greatest(coalesce(p_limit, 10), 1), 50)
$$;
revoke all on function api.wedding_activity(uuid, integer) from public, anon;
grant execute on function api.wedding_activity(uuid, integer) to authenticated;
