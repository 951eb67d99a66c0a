-- The guests' pages show the wedding's own date and currency (issue 30 item 1; …101001 moved them from the profiles
-- to public.weddings): they read the owner's profile, so a date or budget currency a partner set never reached the
-- website or the RSVP page. The two functions below are redefined as in …20261130102001_public_by_wedding.sql but for
-- those reads; the couple's names stay the owner's (each member names their own partner on their profile).

create or replace function private.website_by_slug_body(p_slug text)
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
  select w.wedding_date into v_wedding from public.weddings w where w.id = v_site.wedding_id;
  return jsonb_build_object(
    'slug', v_site.slug,
    'title', coalesce(nullif(trim(v_site.title), ''), private.couple_names(private.wedding_owner(v_site.wedding_id))),
    'weddingDate', v_wedding,
    'welcome', nullif(v_site.welcome, ''),
    'story', nullif(v_site.story, ''),
    'travel', nullif(v_site.travel, ''),
    'stay', nullif(v_site.stay, ''),
    'faq', v_site.faq,
    'currency', coalesce((select w.budget_currency from public.weddings w where w.id = v_site.wedding_id), 'INR'),
    'indexable', v_site.indexable,
    'rsvpDeadline', v_site.rsvp_deadline,
    'events', coalesce((
      select jsonb_agg(private.public_event(e, v_wedding)
                       order by coalesce(e.date, v_wedding), e.start_time nulls last, e.created_at, e.id)
      from public.events e where e.wedding_id = v_site.wedding_id and e.is_public
    ), '[]'::jsonb),
    'registry', case when v_site.show_registry then coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', r.id, 'name', r.name, 'price', r.price, 'category', nullif(r.category, ''),
          'url', nullif(r.url, ''), 'imageUrl', nullif(r.image_url, ''), 'bought', r.purchased
        ) order by r.created_at, r.id)
      from public.registry_items r where r.wedding_id = v_site.wedding_id
    ), '[]'::jsonb) end
  );
end;
$$;

create or replace function private.rsvp_household(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_household public.households;
  v_site public.websites;
  v_wedding date;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return null;
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token;
  if not found then
    return null;
  end if;
  if v_household.opened_at is null and not v_household.wedding_id = any (private.my_weddings('read')) then
    update public.households h set opened_at = now()
     where h.wedding_id = v_household.wedding_id and h.id = v_household.id;
  end if;
  select * into v_site from public.websites w where w.wedding_id = v_household.wedding_id;
  select w.wedding_date into v_wedding from public.weddings w where w.id = v_household.wedding_id;

  return jsonb_build_object(
    'householdName', v_household.name,
    'coupleNames', private.couple_names(private.wedding_owner(v_household.wedding_id)),
    'weddingDate', v_wedding,
    'deadline', v_site.rsvp_deadline,
    'closed', coalesce(current_date > v_site.rsvp_deadline, false),
    'mealOptions', to_jsonb(coalesce(v_site.meal_options, '{}'::text[])),
    'message', v_household.message,
    'respondedAt', v_household.responded_at,
    'websiteSlug', case when v_site.published then v_site.slug end,
    'events', coalesce((
      select jsonb_agg(private.public_event(e, v_wedding)
                       order by coalesce(e.date, v_wedding), e.start_time nulls last, e.created_at, e.id)
      from public.events e
      where e.wedding_id = v_household.wedding_id
        and exists (
          select 1 from public.rsvp_answers a join public.guests g on g.wedding_id = a.wedding_id and g.id = a.guest_id
          where a.wedding_id = e.wedding_id and a.event_id = e.id and g.household_id = v_household.id)
    ), '[]'::jsonb),
    'guests', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', g.id,
          'firstName', g.first_name,
          'lastName', nullif(g.last_name, ''),
          'isChild', g.is_child,
          'plusOneAllowed', g.plus_one_allowed,
          'plusOneOf', g.plus_one_of,
          'meal', nullif(g.meal, ''),
          'dietary', nullif(g.dietary, ''),
          'answers', coalesce((
            select jsonb_object_agg(a.event_id, a.status)
            from public.rsvp_answers a where a.wedding_id = g.wedding_id and a.guest_id = g.id
          ), '{}'::jsonb)
        -- A plus-one right after their host.
        ) order by coalesce(host.created_at, g.created_at), coalesce(host.id, g.id), g.plus_one_of nulls first)
      from public.guests g
      left join public.guests host on host.wedding_id = g.wedding_id and host.id = g.plus_one_of
      where g.wedding_id = v_household.wedding_id and g.household_id = v_household.id
    ), '[]'::jsonb)
  );
end;
$$;
