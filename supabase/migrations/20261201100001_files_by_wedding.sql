-- Files go by wedding (issue 30 item 1): a partner saw the owner's records pointing at files they could not read, and
-- their own uploads landed where the owner could not read them.
--
-- The app (src/lib/backend/supabase/files.ts) now stores a wedding's files under `<wedding id>/<key>` in `user-files`
-- and its invitation cards under `<wedding id>/invites/<token>.png` in `published`. Files stored before stay where
-- they are, in the folder of the account that made the wedding (`weddings.legacy_folder`, set from `created_by`):
-- Storage keeps an object's bytes under its name, so renaming rows here would lose them. The app reads `<wedding>/<key>` first, then
-- `<legacy_folder>/<key>`.
--
-- Who may do what, by the wedding's membership (private.my_weddings):
--   user-files: read scope (owner, partner, planner, family) reads the wedding's folder and its creator's; write
--               scope (owner, partner, planner) uploads, replaces and deletes in the wedding's folder and deletes in
--               its creator's. Family cannot change files.
--   published:  write scope publishes the cards of the wedding's invitations in its folder, sees and removes the
--               wedding's cards (its creator's old ones too). Anyone still fetches a card by its unguessable name.
-- The 500 MB cap counts a wedding's files (its folder and its creator's), as the row caps go by wedding.

-- Which account folder holds a wedding's files from before this migration: its creator's, for the weddings there are
-- now (one per creator, the first it made: a later one came from keep_a_wedding and never stored a file there). Not
-- created_by itself: that goes null when the account is deleted, and a wedding that outlives its creator keeps its
-- files; and a wedding made from now on has no old folder, so a later partner never reads a creator's other files.
alter table public.weddings add column legacy_folder uuid;
update public.weddings w
   set legacy_folder = w.created_by
 where w.created_by is not null
   and not exists (
     select 1 from public.weddings e
      where e.created_by = w.created_by and (e.created_at, e.id) < (w.created_at, w.id));

-- The folders of the accounts that made the caller's weddings in a scope: where those weddings' files from before
-- this migration are. Security definer (a policy cannot read public.weddings under the caller's RLS cheaply) and
-- called in the `(select …)` form, once per statement.
create function private.legacy_file_folders(p_scope text)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(w.legacy_folder::text), '{}')
    from public.weddings w
   where w.id = any (private.my_weddings(p_scope)) and w.legacy_folder is not null
$$;
revoke all on function private.legacy_file_folders(text) from public, anon, authenticated;
grant execute on function private.legacy_file_folders(text) to authenticated;

-- The bytes of one wedding's files and cards: its folders and its creator's (as the account's cap counted both). Security definer: a policy cannot read its own
-- table (Postgres refuses the recursion); it reveals only a total of a wedding the policy already checked.
create function private.wedding_file_bytes(p_folder text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint
    from storage.objects o
   where o.bucket_id in ('user-files', 'published')
     and (storage.foldername(o.name))[1] in (
       select w.id::text from public.weddings w where w.id::text = p_folder
       union
       select w.legacy_folder::text from public.weddings w where w.id::text = p_folder and w.legacy_folder is not null)
$$;
revoke all on function private.wedding_file_bytes(text) from public, anon, authenticated;
grant execute on function private.wedding_file_bytes(text) to authenticated;

-- user-files ------------------------------------------------------------------------------------------------------
drop policy "user-files: owner reads" on storage.objects;
drop policy "user-files: owner uploads, within 500 MB" on storage.objects;
drop policy "user-files: owner updates" on storage.objects;
drop policy "user-files: owner deletes" on storage.objects;

create policy "user-files: members read the wedding's files" on storage.objects
  for select to authenticated
  using (bucket_id = 'user-files' and (
    (storage.foldername(name))[1] = any ((select private.my_weddings('read'))::text[])
    or (storage.foldername(name))[1] = any ((select private.legacy_file_folders('read'))::text[])));

create policy "user-files: writers upload, within 500 MB a wedding" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'user-files'
    and (storage.foldername(name))[1] = any ((select private.my_weddings('write'))::text[])
    and private.wedding_file_bytes((storage.foldername(name))[1]) < 524288000
  );

create policy "user-files: writers replace" on storage.objects
  for update to authenticated
  using (bucket_id = 'user-files' and (storage.foldername(name))[1] = any ((select private.my_weddings('write'))::text[]))
  with check (
    bucket_id = 'user-files' and (storage.foldername(name))[1] = any ((select private.my_weddings('write'))::text[]));

create policy "user-files: writers delete" on storage.objects
  for delete to authenticated
  using (bucket_id = 'user-files' and (
    (storage.foldername(name))[1] = any ((select private.my_weddings('write'))::text[])
    or (storage.foldername(name))[1] = any ((select private.legacy_file_folders('write'))::text[])));

-- published -------------------------------------------------------------------------------------------------------
-- A card the caller may put: the current card of an invitation of a wedding they may write, in that wedding's folder.
create or replace function public.may_publish_card(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.invites i
       where i.wedding_id = any (private.my_weddings('write')) and i.token is not null
         and p_name = i.wedding_id::text || '/invites/' || i.token || '.png')
     and private.wedding_file_bytes((storage.foldername(p_name))[1]) < 524288000
$$;

-- The account's total (…_published_cards.sql) counted by uid: nothing asks it any more.
drop function public.my_file_bytes();

drop policy "published: owner sees own folder" on storage.objects;
drop policy "published: owner replaces a current card" on storage.objects;
drop policy "published: owner removes from own folder" on storage.objects;

create policy "published: writers see the wedding's cards" on storage.objects
  for select to authenticated
  using (bucket_id = 'published' and (
    (storage.foldername(name))[1] = any ((select private.my_weddings('write'))::text[])
    or (storage.foldername(name))[1] = any ((select private.legacy_file_folders('write'))::text[])
    or (name like 'invites/%' and owner = (select auth.uid()))));

create policy "published: writers replace a current card" on storage.objects
  for update to authenticated
  using (bucket_id = 'published' and (storage.foldername(name))[1] = any ((select private.my_weddings('write'))::text[]))
  with check (bucket_id = 'published' and public.may_publish_card(name));

create policy "published: writers remove the wedding's cards" on storage.objects
  for delete to authenticated
  using (bucket_id = 'published' and (
    (storage.foldername(name))[1] = any ((select private.my_weddings('write'))::text[])
    or (storage.foldername(name))[1] = any ((select private.legacy_file_folders('write'))::text[])
    or (name like 'invites/%' and owner = (select auth.uid()))));

-- The cards of the caller's weddings no invitation shows any more: in a wedding's folder under a token none of its
-- invitations has; in its creator's folder when no invitation of the wedding has that token or its card is in the
-- wedding's folder now; and the caller's bare old-style cards, as before.
create or replace function public.my_stale_cards()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o
   where o.bucket_id = 'published'
     and (
       ((storage.foldername(o.name))[1] = any (private.my_weddings('write')::text[])
        and not exists (
          select 1 from public.invites i
           where o.name = i.wedding_id::text || '/invites/' || i.token || '.png'))
       or exists (
         select 1 from public.weddings w
          where w.id = any (private.my_weddings('write'))
            and (storage.foldername(o.name))[1] = w.legacy_folder::text
            and not exists (
              select 1 from public.invites i
               where i.wedding_id = w.id and o.name = w.legacy_folder::text || '/invites/' || i.token || '.png'
                 and not exists (
                   select 1 from storage.objects n
                    where n.bucket_id = 'published' and n.name = w.id::text || '/invites/' || i.token || '.png')))
       or (o.name like 'invites/%' and o.owner = (select auth.uid())
           and not exists (
             select 1 from public.invites i
              where i.user_id = (select auth.uid()) and o.name = 'invites/' || i.token || '.png'
                and not exists (
                  select 1 from storage.objects n
                   where n.bucket_id = 'published'
                     and n.name in (i.user_id::text || '/invites/' || i.token || '.png',
                                    i.wedding_id::text || '/invites/' || i.token || '.png'))))
     )
   order by 1
$$;

-- Where an invitation's card is for its public page: the wedding's folder now, else where it was published before
-- (the publishing account's folder, then the bare old name), so existing links keep their picture.
create or replace function private.invite_by_token_body(p_token text)
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
             and o.name in (i.wedding_id::text || '/invites/' || i.token || '.png',
                            i.user_id::text || '/invites/' || i.token || '.png',
                            'invites/' || i.token || '.png')
           order by o.name like 'invites/%', o.name not like i.wedding_id::text || '/%'
           limit 1)
  from public.invites i
  where p_token ~ '^[A-Za-z0-9_-]{22,64}$' and i.token = p_token
  limit 1
$$;

-- Deleting an account (the Edge Functions remove these objects before the auth user): the files of a wedding that
-- goes with it (it was the last member) and the account's own folder unless a wedding that stays keeps its old files
-- there. Never a file in a wedding that stays, whoever uploaded it (Storage records the uploader as its owner).
create or replace function public.account_file_names(p_user uuid)
returns table (bucket text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  with staying as (
    select w.id, w.legacy_folder from public.weddings w
     where exists (select 1 from public.wedding_members m where m.wedding_id = w.id and m.user_id <> p_user)
  ), going as (
    select m.wedding_id as id from public.wedding_members m
     where m.user_id = p_user and m.wedding_id not in (select id from staying)
  )
  select o.bucket_id, o.name
    from storage.objects o
   where (o.bucket_id in ('user-files', 'published') and (storage.foldername(o.name))[1] in (
            select id::text from going))
      or ((o.owner = p_user
           or (o.bucket_id in ('user-files', 'published') and (storage.foldername(o.name))[1] = p_user::text)
           or (o.bucket_id = 'published' and o.name in (
                 select 'invites/' || i.token || '.png' from public.invites i
                  where i.user_id = p_user and i.token is not null)))
          and coalesce((storage.foldername(o.name))[1], '') not in (
            select id::text from staying union select legacy_folder::text from staying where legacy_folder is not null))
   order by 1, 2;
$$;
