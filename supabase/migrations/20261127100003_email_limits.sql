-- E-mail is not a relay (issue 34 item 6). The `send-email` function let any confirmed account mail any addresses from
-- the operator's domain, with the couple's own words in the subject, and the daily cap counted households, not
-- recipients: one household of 200 addresses cost one unit. Now:
--   - the cap counts recipients (the function claims one unit per address, and sends one message per address, so
--     guests never see each other's addresses); it caps each household at 10 addresses and writes a fixed subject;
--   - an account that is not active (suspended, or never confirmed) is refused here, whatever its token still says;
--   - an e-mail address the couple saves for a household or guest must look like one address: no spaces, commas,
--     semicolons, angle brackets or quotes, which a mail header could read as more than one recipient. Rows saved
--     before keep their value until they are next changed (`not valid`: new and changed rows are checked).

-- One address: what the app's form accepts (zod's email) is a subset of this.
alter table public.households
  add constraint households_email_one_address
    check (email is null or email = '' or email ~ '^[^][@[:space:]<>,;:"()\\]+@[^][@[:space:]<>,;:"()\\]+\.[^][@[:space:]<>,;:"()\\.]+$')
    not valid;
alter table public.guests
  add constraint guests_email_one_address
    check (email is null or email = '' or email ~ '^[^][@[:space:]<>,;:"()\\]+@[^][@[:space:]<>,;:"()\\]+\.[^][@[:space:]<>,;:"()\\.]+$')
    not valid;

-- Counts `p_count` e-mails against `p_user`'s day: 'ok'; 'over' (nothing counted) when they would pass the cap;
-- 'refused' when the account may not send (suspended, unconfirmed or gone). Also what a guest's "find your
-- invitation" spends of the couple's day (…_find_invitation.sql).
create function private.claim_email_quota_for(p_user uuid, p_count integer)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_limit integer;
  v_sent integer;
begin
  if p_count is null or p_count < 1 or p_count > 1000 then
    raise exception 'invalid count' using errcode = '22023';
  end if;
  if not exists (select 1 from public.users u where u.id = p_user and u.status = 'active') then
    return 'refused';
  end if;
  select l.per_user_per_day into v_limit from private.email_limits l;
  if p_count > v_limit then
    return 'over';
  end if;
  insert into private.email_quota as q (user_id, day, sent)
  values (p_user, current_date, p_count)
  on conflict (user_id, day) do update set sent = q.sent + p_count
    where q.sent + p_count <= v_limit
  returning q.sent into v_sent;
  return case when v_sent is not null and v_sent <= v_limit then 'ok' else 'over' end;
end;
$$;
revoke all on function private.claim_email_quota_for(uuid, integer) from public, anon, authenticated;

-- The couple's door, now answering why it refused. A suspended or unconfirmed account raises (42501).
drop function public.claim_email_quota(integer);
create function public.claim_email_quota(p_count integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_result text;
begin
  if v_uid is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  v_result := private.claim_email_quota_for(v_uid, p_count);
  if v_result = 'refused' then
    raise exception 'This account cannot send e-mail.' using errcode = '42501', hint = 'account_not_active';
  end if;
  return v_result = 'ok';
end;
$$;
revoke all on function public.claim_email_quota(integer) from public, anon, authenticated;
grant execute on function public.claim_email_quota(integer) to authenticated;
