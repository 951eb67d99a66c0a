-- What the profile no longer holds. The wedding's date, guest count, place and budget are the wedding's (…101001):
-- nothing reads the profile's copies since the guests' pages read public.weddings (…101002) and the app's adapter
-- writes there, and a stale copy beside the real one would only mislead. The sample-data markers moved to
-- weddings.seeded with claim_seed (…20261130101001_wedding_keys.sql). private.wedding_date read the profile's date
-- and has no caller left.
drop function private.wedding_date(uuid);
alter table public.profiles
  drop column wedding_date,
  drop column guest_count,
  drop column location,
  drop column budget_total,
  drop column budget_currency,
  drop column seeded;
