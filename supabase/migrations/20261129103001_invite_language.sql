-- The public invitation page follows the couple's chosen language for their site (issue 33 item 5), as the website
-- and the RSVP page already do. As there, the read keeps its body under private and the api function adds the one
-- column, so a change to the body elsewhere is not copied over here.
alter function api.invite_by_token(text) set schema private;
alter function private.invite_by_token(text) rename to invite_by_token_body;
revoke execute on function private.invite_by_token_body(text) from public, anon, authenticated;

create function api.invite_by_token(p_token text)
returns table (
  id text, name text, date date, template_id text, hosts text, venue text, image_version integer, image_path text,
  language text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.name, b.date, b.template_id, b.hosts, b.venue, b.image_version, b.image_path,
         coalesce(w.language, 'en')
  from private.invite_by_token_body(p_token) b
  join public.invites i on i.token = p_token
  left join public.websites w on w.user_id = i.user_id
$$;
grant execute on function api.invite_by_token(text) to anon, authenticated;
