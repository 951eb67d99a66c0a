-- The language of the guests' pages (issue 33 item 5): the couple's choice for the wedding website (and the public
-- invitation), and per household for its RSVP page and the messages sent to it; null there follows the site's.
-- English, Hindi or Spanish: the app's message catalogues.

alter table public.websites
  add column language text not null default 'en'
    constraint websites_language_check check (language in ('en', 'hi', 'es'));

alter table public.households
  add column language text
    constraint households_language_check check (language in ('en', 'hi', 'es'));

-- The public reads answer with the page's language. Rather than copy their bodies (which other changes redefine),
-- each keeps its definition under private and the api function adds the one key to what it answers.
alter function api.rsvp_by_token(text) set schema private;
alter function private.rsvp_by_token(text) rename to rsvp_by_token_body;
revoke execute on function private.rsvp_by_token_body(text) from public, anon, authenticated;

create function api.rsvp_by_token(p_token text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select r || jsonb_build_object('language', coalesce(h.language, w.language, 'en'))
  from private.rsvp_by_token_body(p_token) r
  join public.households h on h.rsvp_token = p_token
  left join public.websites w on w.user_id = h.user_id
$$;

alter function api.website_by_slug(text) set schema private;
alter function private.website_by_slug(text) rename to website_by_slug_body;
revoke execute on function private.website_by_slug_body(text) from public, anon, authenticated;

create function api.website_by_slug(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select s || jsonb_build_object('language', w.language)
  from private.website_by_slug_body(p_slug) s
  join public.websites w on w.slug = p_slug
$$;

grant execute on function api.rsvp_by_token(text) to anon, authenticated;
grant execute on function api.website_by_slug(text) to anon, authenticated;
