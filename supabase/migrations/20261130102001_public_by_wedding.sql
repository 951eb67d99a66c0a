-- The guests' pages follow the wedding, not the account (issue 30, item 1): a website's events, registry items and
-- gift funds are the wedding's rows, whichever member added them, and a guest's gift mark lands on the wedding's
-- registry item. Each function below is redefined as it was but for the key: `user_id = v_site.user_id` (the account
-- that created the website) becomes `wedding_id = v_site.wedding_id`. The couple's names, date and currency still
-- come from the website creator's profile.

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

create or replace function api.website_funds(p_slug text)
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
    left join public.gift_funds f on f.wedding_id = w.wedding_id
   where w.slug = p_slug and w.published and w.show_registry
  having count(w.user_id) > 0;
$$;

create or replace function api.mark_gift_bought(p_slug text, p_item_id text, p_buyer text, p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_site public.websites;
  v_household public.households;
  v_item public.registry_items;
  v_buyer text := nullif(trim(p_buyer), '');
begin
  -- Malformed input is answered before anything is counted.
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$'
     or p_item_id is null or char_length(p_item_id) not between 1 and 64 then
    return 'not_found';
  end if;
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return 'not_invited';
  end if;
  if char_length(v_buyer) > 100 then
    raise exception 'name too long' using errcode = '23514';
  end if;
  if not private.allow_public_call('gift:caller:' || private.caller_hash(), 10, interval '1 hour') then
    return 'rate_limited';
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published and w.show_registry;
  if not found then
    return 'not_found';
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token and h.wedding_id = v_site.wedding_id;
  if not found then
    return 'not_invited';
  end if;
  if not private.allow_public_call('gift:site:' || p_slug, 40, interval '1 hour')
     or not private.allow_public_call('gift:household:' || p_token, 5, interval '1 day') then
    return 'rate_limited';
  end if;
  -- The row lock makes two guests at once find one of them first.
  select * into v_item from public.registry_items r
   where r.wedding_id = v_site.wedding_id and r.id = p_item_id for update;
  if not found then
    return 'not_found';
  end if;
  if v_item.purchased then
    return 'already_bought';
  end if;
  update public.registry_items r
     set purchased = true,
         -- Who, for the couple: the name the guest gave and the household whose link made the mark.
         bought_by = case
           when v_buyer is null then left(v_household.name, 100)
           else left(v_buyer, 60) || ' (' || left(v_household.name, 100 - char_length(left(v_buyer, 60)) - 3) || ')'
         end,
         bought_at = now()
   where r.wedding_id = v_item.wedding_id and r.id = v_item.id;
  return 'bought';
end;
$$;


-- The language of the RSVP page and the invitation: the wedding's website, whoever created the household or card.
create or replace function api.rsvp_by_token(p_token text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select r || jsonb_build_object('language', coalesce(h.language, w.language, 'en'))
  from private.rsvp_by_token_body(p_token) r
  join public.households h on h.rsvp_token = p_token
  left join public.websites w on w.wedding_id = h.wedding_id
$$;

create or replace function api.invite_by_token(p_token text)
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
  left join public.websites w on w.wedding_id = i.wedding_id
$$;
