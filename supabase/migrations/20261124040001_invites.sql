-- Digital invitations (issue #11): what the public invitation page shows, and where its rendered image lives.

alter table public.invites
  add column hosts text check (char_length(hosts) <= 200),
  add column venue text check (char_length(venue) <= 300),
  -- Bumped on every save that renders a new image (0: never rendered); the public address carries it to bust caches.
  add column image_version integer not null default 0 check (image_version between 0 and 1000000);

-- The rendered invitation, published under the invitation's 128-bit token: `published/invites/<token>.png`. A public
-- bucket serves an object to anyone who has its name; only the owner's select policy lists anything, so only a guest
-- with the link finds the image. Only the invitation's owner writes that name.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('published', 'published', true, 5242880, array['image/png'])
on conflict (id) do nothing;

-- In `public` (like is_admin) because storage policies run as the caller, who has no usage on `private`; it answers
-- only about the caller's own invitations.
create function public.owns_published(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.invites i
    where i.user_id = (select auth.uid()) and p_name = 'invites/' || i.token || '.png'
  )
$$;
revoke all on function public.owns_published(text) from public, anon;
grant execute on function public.owns_published(text) to authenticated;

-- Storage needs the owner to see an object to replace or remove it; nobody else sees any.
create policy "published: owner sees own" on storage.objects
  for select to authenticated
  using (bucket_id = 'published' and public.owns_published(name));

create policy "published: owner uploads" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'published' and public.owns_published(name));

create policy "published: owner replaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'published' and public.owns_published(name))
  with check (bucket_id = 'published' and public.owns_published(name));

create policy "published: owner removes" on storage.objects
  for delete to authenticated
  using (bucket_id = 'published' and public.owns_published(name));

-- The invitation by its token, now with the couple's names, the venue and the image's version.
drop function api.invite_by_token(text);
create function api.invite_by_token(p_token text)
returns table (id text, name text, date date, template_id text, hosts text, venue text, image_version integer)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.name, i.date, i.template_id, i.hosts, i.venue, i.image_version
  from public.invites i
  where p_token ~ '^[A-Za-z0-9_-]{22,64}$' and i.token = p_token
  limit 1
$$;
grant execute on function api.invite_by_token(text) to anon, authenticated;
