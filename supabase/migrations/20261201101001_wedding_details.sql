-- Issue 30 item 1: the wedding, not the account, owns its details. Until now the date, guest count, place and budget
-- sat on each account's profile, so a partner saw their own profile's date and budget instead of the wedding's.
-- They move to public.weddings with the same checks and defaults as on profiles; each wedding starts from its
-- creator's profile (a wedding whose creator is gone keeps the defaults). The profile columns stay for now: the
-- public website/RSVP functions and send-email still read them.
alter table public.weddings
  add column wedding_date date,
  add column guest_count integer check (guest_count between 0 and 100000),
  add column location text not null default '' check (char_length(location) <= 200),
  -- Upper bound also refuses numeric 'NaN' / 'Infinity'.
  add column budget_total numeric not null default 3000000 check (budget_total > 0 and budget_total <= 1e15),
  add column budget_currency text not null default 'INR'
    check (budget_currency in ('USD', 'EUR', 'GBP', 'INR', 'AUD', 'CAD', 'SGD', 'AED'));

update public.weddings w
   set wedding_date = p.wedding_date,
       guest_count = p.guest_count,
       location = p.location,
       budget_total = p.budget_total,
       budget_currency = p.budget_currency
  from public.profiles p
 where p.user_id = w.created_by;

-- Who may change them: the write scope (owner, partner, planner), not family. Through a function rather than a
-- column grant, because the update policy on weddings is the rename one (owner and partner only). Only the keys
-- `p_details` holds change (a save of the budget leaves the date another tab just saved); it returns the stored five.
create function api.set_wedding_details(p_wedding uuid, p_details jsonb)
returns table (wedding_date date, guest_count integer, location text, budget_total numeric, budget_currency text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_role(p_wedding, 'write', 'Only the couple or their planner can change the wedding’s details.');
  if jsonb_typeof(p_details) is distinct from 'object' or exists (
    select 1 from jsonb_object_keys(p_details) k
     where k not in ('wedding_date', 'guest_count', 'location', 'budget_total', 'budget_currency')
  ) then
    raise exception 'Only the date, guest count, location and budget are the wedding’s details.' using errcode = '22023';
  end if;
  return query
  update public.weddings w
     set wedding_date = case when p_details ? 'wedding_date' then (p_details ->> 'wedding_date')::date else w.wedding_date end,
         guest_count = case when p_details ? 'guest_count' then (p_details ->> 'guest_count')::integer else w.guest_count end,
         location = case when p_details ? 'location' then coalesce(p_details ->> 'location', '') else w.location end,
         budget_total = case when p_details ? 'budget_total' then (p_details ->> 'budget_total')::numeric else w.budget_total end,
         budget_currency = case when p_details ? 'budget_currency' then p_details ->> 'budget_currency' else w.budget_currency end
   where w.id = p_wedding
  returning w.wedding_date, w.guest_count, w.location, w.budget_total, w.budget_currency;
end;
$$;
revoke all on function api.set_wedding_details(uuid, jsonb) from public, anon, authenticated;
grant execute on function api.set_wedding_details(uuid, jsonb) to authenticated;
