-- A welcome message on the wedding website (issue 31: "Draft with AI" drafts a welcome, which went into the story
-- for want of a field): a short greeting shown at the top of the site, under the couple's names and date. Bounded
-- like the other texts; the public read (api.website_by_slug, otherwise as it was) returns it.

alter table public.websites add column welcome text check (char_length(welcome) <= 600);

create or replace function api.website_by_slug(p_slug text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_site public.websites;
  v_wedding date;
begin
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$' then
    return null;
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published;
  if not found then
    return null;
  end if;
  v_wedding := private.wedding_date(v_site.user_id);
  return jsonb_build_object(
    'slug', v_site.slug,
    'title', coalesce(nullif(trim(v_site.title), ''), private.couple_names(v_site.user_id)),
    'weddingDate', v_wedding,
    'welcome', nullif(v_site.welcome, ''),
    'story', nullif(v_site.story, ''),
    'travel', nullif(v_site.travel, ''),
    'stay', nullif(v_site.stay, ''),
    'faq', v_site.faq,
    'currency', coalesce((select p.budget_currency from public.profiles p where p.user_id = v_site.user_id), 'INR'),
    'indexable', v_site.indexable,
    'rsvpDeadline', v_site.rsvp_deadline,
    'events', coalesce((
      select jsonb_agg(private.public_event(e, v_wedding)
                       order by coalesce(e.date, v_wedding), e.start_time nulls last, e.created_at, e.id)
      from public.events e where e.user_id = v_site.user_id and e.is_public
    ), '[]'::jsonb),
    'registry', case when v_site.show_registry then coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', r.id, 'name', r.name, 'price', r.price, 'category', nullif(r.category, ''),
          'url', nullif(r.url, ''), 'imageUrl', nullif(r.image_url, ''), 'bought', r.purchased
        ) order by r.created_at, r.id)
      from public.registry_items r where r.user_id = v_site.user_id
    ), '[]'::jsonb) end
  );
end;
$$;
