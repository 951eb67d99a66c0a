-- Published cards cannot be hijacked, and links are never reused (issue 34 items 5 and 8).
--
-- An invitation's card was published as `invites/<token>.png`, writable only while an invitation of the caller's
-- named that token. Deleting an invitation removed the row first and its card six seconds later (after the Undo),
-- when the policy already refused it; the card stayed public, the token was free, and anyone holding the old link
-- could create an invitation with that token and put their own card at /i/<token>. A token changed 50 times left 50
-- cards, none of them counted against the 500 MB of files. Now:
--   1. cards live in the owner's folder, `<uid>/invites/<token>.png`: only an invitation's current token may be
--      written there, but the owner removes anything in their folder at any time, so the card goes whenever the
--      app gets to it, row or no row;
--   2. a token a row gave up (deleted, or changed) is retired for good: no other row may take it, except the same
--      row of the same owner coming back (an Undo restores its link). This holds for households' RSVP tokens too.
--      Retired tokens outlive the account that used them; each costs its owner 100 bytes of their 50 MB of rows,
--      so no account can grow the list without bound;
--   3. a new or changed token must look random: 22 to 64 base64url characters, at least 10 of them different (a
--      real 128-bit token has fewer once in about 400 million);
--   4. published bytes count against the account's 500 MB, and public.my_stale_cards names the cards in the
--      caller's folder that no invitation uses any more, which the app removes after each publish (a token change
--      leaves its old card only until the next one).
-- Cards published before this migration keep working where they are (`invites/<token>.png`) until their owner saves
-- the invitation again.

-- 2 and 3. Tokens -----------------------------------------------------------------------------------------------------
create table private.retired_tokens (
  token text primary key,
  kind text not null check (kind in ('invites', 'households')),
  -- No foreign key: a retired token stays retired after its account is gone.
  user_id uuid not null,
  record_id text not null,
  retired_at timestamptz not null default now()
);
alter table private.retired_tokens enable row level security;
revoke all on table private.retired_tokens from public, anon, authenticated, service_role;

-- What a retired token costs its owner (in private.user_bytes, against their 50 MB of rows); nothing while the account
-- itself is being deleted (its counter goes with it).
create function private.charge_retired_token(p_user uuid, p_bytes integer)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.user_bytes b set bytes = greatest(b.bytes + p_bytes, 0)
   where b.user_id = p_user and exists (select 1 from public.users u where u.id = p_user);
$$;
revoke all on function private.charge_retired_token(uuid, integer) from public, anon, authenticated, service_role;

create function private.token_looks_random(p_token text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_token ~ '^[A-Za-z0-9_-]{22,64}$'
     and (select count(distinct c) from regexp_split_to_table(p_token, '') as c) >= 10
$$;
revoke all on function private.token_looks_random(text) from public, anon, authenticated, service_role;

-- Before each write of a table with a public token (its column is the trigger's argument): a new or changed token
-- must look random and must not be retired (unless its own row comes back); a token given up is retired.
create function private.guard_public_token()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new text := case when tg_op <> 'DELETE' then to_jsonb(new) ->> tg_argv[0] end;
  v_old text := case when tg_op <> 'INSERT' then to_jsonb(old) ->> tg_argv[0] end;
  v_retired private.retired_tokens;
  v_exists boolean;
begin
  -- An insert that meets its own row (an upsert: every save of a record) is an update: the UPDATE trigger that
  -- Postgres fires next sees a changed token.
  if tg_op = 'INSERT' then
    execute format('select exists (select 1 from public.%I where user_id = $1 and id = $2)', tg_table_name)
      into v_exists using new.user_id, new.id;
    if v_exists then
      return new;
    end if;
  end if;
  if v_new is not null and v_new is distinct from v_old then
    if not private.token_looks_random(v_new) then
      raise exception 'A link token must be 128 random bits.' using errcode = '23514', hint = 'weak_token';
    end if;
    select * into v_retired from private.retired_tokens r where r.token = v_new;
    if found then
      if v_retired.kind <> tg_table_name or v_retired.user_id <> new.user_id or v_retired.record_id <> new.id then
        raise exception 'That link was used before and cannot be used again.'
          using errcode = '23505', hint = 'retired_token';
      end if;
      -- Its own row is back (an undone delete): the link is live again.
      delete from private.retired_tokens r where r.token = v_new;
      perform private.charge_retired_token(new.user_id, -100);
    end if;
  end if;
  if v_old is not null and v_old is distinct from v_new then
    insert into private.retired_tokens (token, kind, user_id, record_id)
    values (v_old, tg_table_name, old.user_id, old.id)
    on conflict (token) do nothing;
    if found then
      perform private.charge_retired_token(old.user_id, 100);
    end if;
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_public_token() from public, anon, authenticated, service_role;

create trigger guard_public_token
  before insert or update of token or delete on public.invites
  for each row execute function private.guard_public_token('token');
create trigger guard_public_token
  before insert or update of rsvp_token or delete on public.households
  for each row execute function private.guard_public_token('rsvp_token');

-- 1 and 4. Cards in the owner's folder, counted ---------------------------------------------------------------------

-- The bytes of the caller's files: their user-files folder, their published folder, and cards they published under
-- the old names.
create or replace function public.my_file_bytes()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint
    from storage.objects o
   where (o.bucket_id in ('user-files', 'published')
          and (storage.foldername(o.name))[1] = (select auth.uid())::text)
      or (o.bucket_id = 'published' and o.name like 'invites/%' and o.owner = (select auth.uid()));
$$;

-- Whether the caller may write the card `p_name`: `<their uid>/invites/<a current token of theirs>.png`, while their
-- files are under the cap.
create function public.may_publish_card(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.invites i
       where i.user_id = (select auth.uid()) and i.token is not null
         and p_name = i.user_id::text || '/invites/' || i.token || '.png')
     and public.my_file_bytes() < 524288000
$$;
revoke all on function public.may_publish_card(text) from public, anon;
grant execute on function public.may_publish_card(text) to authenticated;

drop policy "published: owner sees own" on storage.objects;
drop policy "published: owner uploads" on storage.objects;
drop policy "published: owner replaces" on storage.objects;
drop policy "published: owner removes" on storage.objects;

create policy "published: owner sees own folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'published' and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or (name like 'invites/%' and owner = (select auth.uid()))));

create policy "published: owner publishes a current card, within 500 MB" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'published' and public.may_publish_card(name));

create policy "published: owner replaces a current card" on storage.objects
  for update to authenticated
  using (bucket_id = 'published' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'published' and public.may_publish_card(name));

create policy "published: owner removes from own folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'published' and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or (name like 'invites/%' and owner = (select auth.uid()))));

-- The caller's cards no invitation of theirs shows any more: in their folder under a token no invitation has, and an
-- old-style card whose invitation has one in their folder now (or has none).
create function public.my_stale_cards()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o
   where o.bucket_id = 'published'
     and (
       ((storage.foldername(o.name))[1] = (select auth.uid())::text
        and not exists (
          select 1 from public.invites i
           where i.user_id = (select auth.uid()) and o.name = i.user_id::text || '/invites/' || i.token || '.png'))
       or (o.name like 'invites/%' and o.owner = (select auth.uid())
           and not exists (
             select 1 from public.invites i
              where i.user_id = (select auth.uid()) and o.name = 'invites/' || i.token || '.png'
                and not exists (
                  select 1 from storage.objects n
                   where n.bucket_id = 'published' and n.name = i.user_id::text || '/invites/' || i.token || '.png')))
     )
   order by 1
$$;
revoke all on function public.my_stale_cards() from public, anon;
grant execute on function public.my_stale_cards() to authenticated;

-- The invitation by its token, with where its card is (null until one is published). The card's name carries the
-- owner's id: an account id, which opens nothing by itself.
drop function api.invite_by_token(text);
create function api.invite_by_token(p_token text)
returns table (
  id text, name text, date date, template_id text, hosts text, venue text, image_version integer, image_path text
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.name, i.date, i.template_id, i.hosts, i.venue, i.image_version,
         (select o.name from storage.objects o
           where o.bucket_id = 'published'
             and o.name in (i.user_id::text || '/invites/' || i.token || '.png', 'invites/' || i.token || '.png')
           order by o.name like 'invites/%'
           limit 1)
  from public.invites i
  where p_token ~ '^[A-Za-z0-9_-]{22,64}$' and i.token = p_token
  limit 1
$$;
grant execute on function api.invite_by_token(text) to anon, authenticated;

-- Deleting an account removes its published folder too.
create or replace function public.account_file_names(p_user uuid)
returns table (bucket text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
    from storage.objects o
   where o.owner = p_user
      or (o.bucket_id in ('user-files', 'published') and (storage.foldername(o.name))[1] = p_user::text)
      or (o.bucket_id = 'published' and o.name in (
            select 'invites/' || i.token || '.png' from public.invites i where i.user_id = p_user and i.token is not null))
   order by 1, 2;
$$;
