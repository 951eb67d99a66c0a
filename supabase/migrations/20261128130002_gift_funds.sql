-- Cash funds on the registry (issue 32 item 5): "Honeymoon", "First home", each with a goal, and how to pay the couple
-- directly: a UPI ID (the public registry shows it as a upi://pay QR code) and/or a payment link of theirs, which
-- must be https. The app never handles money: it only shows the couple's own details.
--
--   gift_funds           the couple's funds, under the same RLS as every planning table.
--   api.website_funds    the funds of a published website that shows its registry, for its visitors.
--   api.report_gift      a guest tells the couple what they sent ("We sent ₹5,100") with their household's RSVP token
--                        (as api.mark_gift_bought): an UNCONFIRMED cash gift (source 'guest-report') lands in the
--                        couple's gifts ledger for them to confirm. Bounded (amount up to 1 crore, note up to 300
--                        characters) and limited: 5 reports per household ever, 10 an hour per caller, 40 an hour per
--                        site.

create table public.gift_funds (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  title text not null check (title ~ '\S' and char_length(title) <= 100),
  goal numeric check (goal > 0 and goal <= 1e15),
  description text check (char_length(description) <= 1000),
  -- name@bank, as UPI apps accept it (src/lib/upi.ts holds the same pattern).
  upi_id text check (upi_id ~ '^[A-Za-z0-9._-]{2,200}@[A-Za-z][A-Za-z0-9]{1,63}$'),
  payee_name text check (char_length(payee_name) <= 100),
  -- Only https: a javascript: or plain http link is refused here as in the form.
  payment_url text check (payment_url ~ '^https://[^\s]+$' and char_length(payment_url) <= 2000),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  check (upi_id is not null or payment_url is not null)
);

alter table public.gift_funds enable row level security;
revoke all on table public.gift_funds from anon, authenticated;
grant select, insert, update, delete on table public.gift_funds to authenticated;
create policy "gift_funds: select own" on public.gift_funds for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "gift_funds: insert own" on public.gift_funds for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "gift_funds: update own" on public.gift_funds for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "gift_funds: delete own" on public.gift_funds for delete to authenticated
  using ((select auth.uid()) = user_id);

select private.limit_user_rows('gift_funds', 20);

-- The funds of a published website with its registry shown, oldest first; null for no such site.
create function api.website_funds(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', f.id, 'title', f.title, 'goal', f.goal, 'description', f.description,
           'upiId', f.upi_id, 'payeeName', f.payee_name, 'paymentUrl', f.payment_url
         ) order by f.created_at, f.id) filter (where f.id is not null), '[]'::jsonb)
    from public.websites w
    left join public.gift_funds f on f.user_id = w.user_id
   where w.slug = p_slug and w.published and w.show_registry
  having count(w.user_id) > 0;
$$;
grant execute on function api.website_funds(text) to anon, authenticated;

-- 'reported', 'not_found' (no such fund on a published registry), 'not_invited' (no household of this couple has
-- that token), 'limit_reached' (this household has reported 5 gifts already) or 'rate_limited'. An amount or note
-- out of bounds is refused (23514) and nothing is kept.
create function api.report_gift(p_slug text, p_fund_id text, p_token text, p_amount numeric, p_note text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_site public.websites;
  v_household public.households;
  v_fund public.gift_funds;
  v_note text := nullif(trim(p_note), '');
begin
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$'
     or p_fund_id is null or char_length(p_fund_id) not between 1 and 64 then
    return 'not_found';
  end if;
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return 'not_invited';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 10000000 or p_amount <> round(p_amount, 2) then
    raise exception 'amount out of range' using errcode = '23514';
  end if;
  if char_length(v_note) > 300 then
    raise exception 'note too long' using errcode = '23514';
  end if;
  if not private.allow_public_call('report:caller:' || private.caller_hash(), 10, interval '1 hour') then
    return 'rate_limited';
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published and w.show_registry;
  if not found then
    return 'not_found';
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token and h.user_id = v_site.user_id;
  if not found then
    return 'not_invited';
  end if;
  select * into v_fund from public.gift_funds f where f.user_id = v_site.user_id and f.id = p_fund_id;
  if not found then
    return 'not_found';
  end if;
  if not private.allow_public_call('report:site:' || p_slug, 40, interval '1 hour') then
    return 'rate_limited';
  end if;
  -- The household's row lock makes two reports at once count one after the other.
  perform 1 from public.households h where h.user_id = v_household.user_id and h.id = v_household.id for update;
  if (select count(*) from public.gifts g
       where g.user_id = v_site.user_id and g.household_id = v_household.id and g.source = 'guest-report') >= 5 then
    return 'limit_reached';
  end if;
  insert into public.gifts (user_id, id, kind, description, amount, household_id, received_on, source, confirmed,
                            note)
  values (v_site.user_id, 'report-' || replace(gen_random_uuid()::text, '-', ''), 'cash',
          left('Sent to ' || v_fund.title, 200), p_amount, v_household.id, current_date, 'guest-report', false,
          v_note);
  return 'reported';
end;
$$;
grant execute on function api.report_gift(text, text, text, numeric, text) to anon, authenticated;
