-- Guests, events and online RSVP, and the couple's public wedding website with its registry (issue #13).
--
-- The couple's side: five planning tables under the same RLS as every other (`(select auth.uid()) = user_id`):
--   events         the couple's events (ceremony, reception, mehndi, sangeet, ...); public ones show on the website
--   households     one RSVP link each: `rsvp_token`, 128 random bits (src/lib/ids.ts newToken); sending state
--   guests         in a household; a named plus-one is a guest whose `plus_one_of` is their host
--   rsvp_answers   guest × event: a row means "invited", its status the answer (awaiting / attending / declined)
--   websites       one per couple: the slug, published or not, the pages' words, the RSVP deadline and the menu
-- Children go with their parent in the same statement: a household's guests, a guest's answers and plus-one, an
-- event's answers (`on delete cascade` on composite keys, so a child can only ever point at its own couple's rows).
--
-- The guests' side: `security definer` functions in the `api` schema, each keyed by a token or slug, reading exactly
-- one household or one published site and writing exactly that household's answers (or one gift's "bought" mark).
-- Anonymous callers have no table grants at all. Writes are rate-limited per token or slug and per caller hash
-- (private.allow_public_call); input is bounded by the tables' check constraints.

-- Tables --------------------------------------------------------------------------------------------------------
create table public.events (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  name text not null check (name ~ '\S' and char_length(name) <= 120),
  -- Null: on the wedding day (the profile's wedding date), so the seeded ceremony follows the date when it changes.
  date date,
  start_time text check (start_time is null or start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  venue text check (char_length(venue) <= 200),
  address text check (char_length(address) <= 500),
  dress_code text check (char_length(dress_code) <= 200),
  -- Public events show on the website's schedule; private ones only to the households invited to them.
  is_public boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.households (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  name text not null check (name ~ '\S' and char_length(name) <= 120),
  rsvp_token text not null unique check (rsvp_token ~ '^[A-Za-z0-9_-]{22,64}$'),
  email text check (char_length(email) <= 320),
  phone text check (char_length(phone) <= 50),
  notes text check (char_length(notes) <= 1000),
  -- The household's message to the couple, from the RSVP page.
  message text check (char_length(message) <= 1000),
  sent_at timestamptz,
  sent_via text check (sent_via in ('link', 'whatsapp', 'email', 'qr')),
  opened_at timestamptz,
  responded_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (user_id, id)
);

create table public.guests (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  household_id text not null check (char_length(household_id) <= 64),
  first_name text not null check (first_name ~ '\S' and char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  email text check (char_length(email) <= 320),
  phone text check (char_length(phone) <= 50),
  side text not null default 'both' check (side in ('bride', 'groom', 'both')),
  tags text[] not null default '{}'
    check (cardinality(tags) <= 20 and char_length(array_to_string(tags, ',')) <= 1000),
  plus_one_allowed boolean not null default false,
  plus_one_of text check (char_length(plus_one_of) <= 64),
  is_child boolean not null default false,
  meal text check (char_length(meal) <= 100),
  dietary text check (char_length(dietary) <= 500),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  foreign key (user_id, household_id) references public.households (user_id, id) on delete cascade,
  foreign key (user_id, plus_one_of) references public.guests (user_id, id) on delete cascade
);
create index guests_household_idx on public.guests (user_id, household_id);
create index guests_plus_one_idx on public.guests (user_id, plus_one_of) where plus_one_of is not null;

create table public.rsvp_answers (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  -- `<guest id>.<event id>`: one row per guest and event, so a repeated write (a double-submitted RSVP) lands on the
  -- same row instead of adding a second answer.
  id text not null check (char_length(id) between 1 and 129 and id = guest_id || '.' || event_id),
  guest_id text not null check (char_length(guest_id) <= 64),
  event_id text not null check (char_length(event_id) <= 64),
  status text not null default 'awaiting' check (status in ('awaiting', 'attending', 'declined')),
  answered_at timestamptz,
  answered_by text check (answered_by in ('guest', 'couple')),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  unique (user_id, guest_id, event_id),
  foreign key (user_id, guest_id) references public.guests (user_id, id) on delete cascade,
  foreign key (user_id, event_id) references public.events (user_id, id) on delete cascade
);
create index rsvp_answers_event_idx on public.rsvp_answers (user_id, event_id);

create table public.websites (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  -- One site per couple.
  id text not null check (id = 'site'),
  -- The address /w/<slug>: 3 to 50 lower-case letters, digits and inner hyphens; unique across every couple.
  slug text unique check (slug ~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$'),
  published boolean not null default false,
  -- Search engines are told not to index the site unless the couple opts in.
  indexable boolean not null default false,
  title text check (char_length(title) <= 120),
  story text check (char_length(story) <= 5000),
  travel text check (char_length(travel) <= 3000),
  stay text check (char_length(stay) <= 3000),
  faq jsonb not null default '[]'::jsonb
    check (jsonb_typeof(faq) = 'array' and jsonb_array_length(faq) <= 30 and octet_length(faq::text) <= 40000),
  show_registry boolean not null default true,
  -- The last day guests can answer (inclusive); null: answers are taken until the couple sets one.
  rsvp_deadline date,
  -- The couple's menu, offered to each guest on the RSVP page.
  meal_options text[] not null default '{}'
    check (cardinality(meal_options) <= 12 and char_length(array_to_string(meal_options, ',')) <= 1000),
  created_at timestamptz not null default now(),
  primary key (user_id, id),
  check (not published or slug is not null)
);

-- A gift a guest marked as bought on the website: who (kept for the couple only) and when.
alter table public.registry_items
  add column bought_by text check (char_length(bought_by) <= 100),
  add column bought_at timestamptz;

-- The same RLS, grants and policies as every planning table: a couple sees and changes only their own rows.
do $$
declare
  t text;
begin
  foreach t in array array['events', 'households', 'guests', 'rsvp_answers', 'websites'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', t);
    execute format(
      'create policy %I on public.%I for select to authenticated using ((select auth.uid()) = user_id)',
      t || ': select own', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select auth.uid()) = user_id)',
      t || ': insert own', t);
    execute format(
      'create policy %I on public.%I for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id)',
      t || ': update own', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select auth.uid()) = user_id)',
      t || ': delete own', t);
  end loop;
end;
$$;

-- Far above a big Indian wedding (1,500 guests at five events), low enough that no account can fill the database.
select private.limit_user_rows(t.name, t.max_rows)
  from (values
    ('events', 50),
    ('households', 3000),
    ('guests', 5000),
    ('rsvp_answers', 25000),
    ('websites', 1)
  ) as t (name, max_rows);

-- Helpers (private: no API role can call them) --------------------------------------------------------------------

-- A name as the name search compares it: lower case, common accents folded, hyphens as spaces, apostrophes and dots
-- dropped, spaces collapsed (src/lib/names.ts does the same in the browser).
create function private.norm_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select trim(regexp_replace(
    translate(
      lower(coalesce(p_name, '')),
      'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçýÿ-''’.',
      'aaaaaaaeeeeeiiiiioooooouuuuuncyy '
    ),
    '\s+', ' ', 'g'))
$$;

-- "Priya & Arjun" from the couple's profile ('' without names).
create function private.couple_names(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select concat_ws(' & ', nullif(trim(p.first_name), ''), nullif(trim(p.partner_first_name), ''))
    from public.profiles p where p.user_id = p_user
  ), '')
$$;

create function private.wedding_date(p_user uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select p.wedding_date from public.profiles p where p.user_id = p_user
$$;

-- An event as a guest sees it (camelCase, as the app's PublicEvent); a date left empty is the wedding day.
create function private.public_event(p_event public.events, p_wedding date)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_event.id,
    'name', p_event.name,
    'date', coalesce(p_event.date, p_wedding),
    'startTime', p_event.start_time,
    'venue', nullif(p_event.venue, ''),
    'address', nullif(p_event.address, ''),
    'dressCode', nullif(p_event.dress_code, '')
  )
$$;

revoke all on function private.norm_name(text) from public, anon, authenticated;
revoke all on function private.couple_names(uuid) from public, anon, authenticated;
revoke all on function private.wedding_date(uuid) from public, anon, authenticated;
revoke all on function private.public_event(public.events, date) from public, anon, authenticated;

-- The RSVP page ---------------------------------------------------------------------------------------------------

-- One household by its link's token: its guests and their answers, the events they are invited to, the couple's
-- names and date, the deadline and the menu. Null for a token that names nothing. The first visit by anyone but the
-- couple marks the link as opened.
create function api.rsvp_by_token(p_token text)
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
  if v_household.opened_at is null and (select auth.uid()) is distinct from v_household.user_id then
    update public.households h set opened_at = now()
     where h.user_id = v_household.user_id and h.id = v_household.id;
  end if;
  select * into v_site from public.websites w where w.user_id = v_household.user_id;
  v_wedding := private.wedding_date(v_household.user_id);

  return jsonb_build_object(
    'householdName', v_household.name,
    'coupleNames', private.couple_names(v_household.user_id),
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
      where e.user_id = v_household.user_id
        and exists (
          select 1 from public.rsvp_answers a join public.guests g on g.user_id = a.user_id and g.id = a.guest_id
          where a.user_id = e.user_id and a.event_id = e.id and g.household_id = v_household.id)
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
            from public.rsvp_answers a where a.user_id = g.user_id and a.guest_id = g.id
          ), '{}'::jsonb)
        -- A plus-one right after their host.
        ) order by coalesce(host.created_at, g.created_at), coalesce(host.id, g.id), g.plus_one_of nulls first)
      from public.guests g
      left join public.guests host on host.user_id = g.user_id and host.id = g.plus_one_of
      where g.user_id = v_household.user_id and g.household_id = v_household.id
    ), '[]'::jsonb)
  );
end;
$$;

-- A household's reply: for each of its guests (not plus-ones, whose answers follow their host's), an answer per event
-- they are invited to, a meal from the couple's menu, dietary notes and, where allowed, a named plus-one; and a
-- message to the couple. Writes only rows of that household. 'saved', 'closed' (past the deadline), 'not_found' or
-- 'rate_limited'; a reply that is malformed or over a limit raises (22023, or 23514 from the tables' checks) and
-- changes nothing.
create function api.rsvp_submit(p_token text, p_reply jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_household public.households;
  v_site public.websites;
  v_entry jsonb;
  v_guest public.guests;
  v_answers jsonb;
  v_event text;
  v_status text;
  v_meal text;
  v_plus jsonb;
  v_plus_id text;
  v_seen text[] := '{}';
begin
  if not private.allow_public_call('rsvp:caller:' || private.caller_hash(), 120, interval '1 hour') then
    return 'rate_limited';
  end if;
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22,64}$' then
    return 'not_found';
  end if;
  select * into v_household from public.households h where h.rsvp_token = p_token;
  if not found then
    return 'not_found';
  end if;
  if not private.allow_public_call('rsvp:token:' || p_token, 30, interval '1 hour') then
    return 'rate_limited';
  end if;
  select * into v_site from public.websites w where w.user_id = v_household.user_id;
  if current_date > v_site.rsvp_deadline then
    return 'closed';
  end if;

  if p_reply is null or jsonb_typeof(p_reply) <> 'object' or octet_length(p_reply::text) > 100000
     or jsonb_typeof(p_reply -> 'guests') <> 'array' or jsonb_array_length(p_reply -> 'guests') > 100 then
    raise exception 'invalid reply' using errcode = '22023';
  end if;

  for v_entry in select * from jsonb_array_elements(p_reply -> 'guests') loop
    if jsonb_typeof(v_entry) <> 'object' or jsonb_typeof(v_entry -> 'id') <> 'string'
       or jsonb_typeof(coalesce(v_entry -> 'answers', '{}'::jsonb)) <> 'object' then
      raise exception 'invalid reply' using errcode = '22023';
    end if;
    -- Only this household's own guests, each once; a plus-one answers through their host.
    select * into v_guest from public.guests g
     where g.user_id = v_household.user_id and g.household_id = v_household.id and g.id = v_entry ->> 'id'
       and g.plus_one_of is null;
    if not found or v_guest.id = any (v_seen) then
      raise exception 'invalid reply' using errcode = '22023';
    end if;
    v_seen := v_seen || v_guest.id;

    v_meal := nullif(trim(v_entry ->> 'meal'), '');
    if v_meal is not null and not (v_meal = any (coalesce(v_site.meal_options, '{}'::text[]))) then
      raise exception 'invalid meal' using errcode = '22023';
    end if;
    update public.guests g
       set meal = v_meal, dietary = nullif(trim(v_entry ->> 'dietary'), '')
     where g.user_id = v_guest.user_id and g.id = v_guest.id;

    v_answers := coalesce(v_entry -> 'answers', '{}'::jsonb);
    for v_event, v_status in select key, value #>> '{}' from jsonb_each(v_answers) loop
      if v_status not in ('attending', 'declined') then
        raise exception 'invalid answer' using errcode = '22023';
      end if;
      -- Only events this guest is invited to: the answer row exists.
      update public.rsvp_answers a
         set status = v_status, answered_at = now(), answered_by = 'guest'
       where a.user_id = v_guest.user_id and a.guest_id = v_guest.id and a.event_id = v_event;
      if not found then
        raise exception 'not invited to that event' using errcode = '22023';
      end if;
    end loop;

    -- The plus-one: a guest of the same household, on the same side, at the events their host was invited to with
    -- the host's answers. A fixed id keeps a repeated reply to one plus-one.
    v_plus := v_entry -> 'plusOne';
    v_plus_id := left(v_guest.id, 59) || '-plus';
    if v_plus is not null and jsonb_typeof(v_plus) = 'object' then
      if not v_guest.plus_one_allowed then
        raise exception 'no plus-one for this guest' using errcode = '22023';
      end if;
      v_meal := nullif(trim(v_plus ->> 'meal'), '');
      if v_meal is not null and not (v_meal = any (coalesce(v_site.meal_options, '{}'::text[]))) then
        raise exception 'invalid meal' using errcode = '22023';
      end if;
      insert into public.guests as g (user_id, id, household_id, first_name, last_name, side, tags, plus_one_of, meal, dietary)
      values (v_guest.user_id, v_plus_id, v_household.id, trim(v_plus ->> 'firstName'),
              nullif(trim(v_plus ->> 'lastName'), ''), v_guest.side, v_guest.tags, v_guest.id, v_meal,
              nullif(trim(v_plus ->> 'dietary'), ''))
      on conflict (user_id, id) do update
        set first_name = excluded.first_name, last_name = excluded.last_name, meal = excluded.meal,
            dietary = excluded.dietary
        where g.household_id = v_household.id;
      insert into public.rsvp_answers as r (user_id, id, guest_id, event_id, status, answered_at, answered_by)
      select a.user_id, v_plus_id || '.' || a.event_id, v_plus_id, a.event_id, a.status, now(), 'guest'
        from public.rsvp_answers a where a.user_id = v_guest.user_id and a.guest_id = v_guest.id
      on conflict (user_id, id) do update
        set status = excluded.status, answered_at = excluded.answered_at, answered_by = excluded.answered_by;
    elsif v_plus is null or jsonb_typeof(v_plus) = 'null' then
      delete from public.guests g
       where g.user_id = v_guest.user_id and g.id = v_plus_id and g.plus_one_of = v_guest.id;
    else
      raise exception 'invalid reply' using errcode = '22023';
    end if;
  end loop;

  if p_reply ? 'message' and jsonb_typeof(p_reply -> 'message') not in ('string', 'null') then
    raise exception 'invalid reply' using errcode = '22023';
  end if;
  update public.households h
     set responded_at = now(), message = nullif(trim(p_reply ->> 'message'), '')
   where h.user_id = v_household.user_id and h.id = v_household.id;
  return 'saved';
end;
$$;

-- The wedding website -------------------------------------------------------------------------------------------

-- A published site by its slug: the couple's names and date, their words, the public events and (when shown) the
-- registry without who bought what. Null for an unpublished or unknown site.
create function api.website_by_slug(p_slug text)
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

-- "Find your invitation" on a published site: a guest's first name and a last name in the same household, typed as
-- one full name. Answers `{"status": "found", "token": …}` for exactly one household and nothing about anyone else;
-- `not_found`, `ambiguous` (more than one household matches: ask the couple) or `rate_limited`.
create function api.find_household(p_slug text, p_full_name text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_site public.websites;
  v_name text := private.norm_name(left(p_full_name, 200));
  v_tokens text[];
begin
  if not private.allow_public_call('find:caller:' || private.caller_hash(), 20, interval '1 hour') then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$' or position(' ' in v_name) = 0 then
    return jsonb_build_object('status', 'not_found');
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published;
  if not found then
    return jsonb_build_object('status', 'not_found');
  end if;
  if not private.allow_public_call('find:site:' || p_slug, 300, interval '1 hour') then
    return jsonb_build_object('status', 'rate_limited');
  end if;
  select array_agg(distinct h.rsvp_token) into v_tokens
    from public.households h
   where h.user_id = v_site.user_id
     and exists (
       select 1 from public.guests g join public.guests o on o.user_id = g.user_id and o.household_id = g.household_id
        where g.user_id = h.user_id and g.household_id = h.id and coalesce(o.last_name, '') <> ''
          and private.norm_name(g.first_name) || ' ' || private.norm_name(o.last_name) = v_name);
  if coalesce(cardinality(v_tokens), 0) = 0 then
    return jsonb_build_object('status', 'not_found');
  elsif cardinality(v_tokens) > 1 then
    return jsonb_build_object('status', 'ambiguous');
  end if;
  return jsonb_build_object('status', 'found', 'token', v_tokens[1]);
end;
$$;

-- A guest marks a registry gift as bought on a published site, optionally with their name (kept for the couple).
-- 'bought', 'already_bought' (someone was first: the page says so), 'not_found' or 'rate_limited'.
create function api.mark_gift_bought(p_slug text, p_item_id text, p_buyer text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_site public.websites;
  v_item public.registry_items;
begin
  if not private.allow_public_call('gift:caller:' || private.caller_hash(), 30, interval '1 hour') then
    return 'rate_limited';
  end if;
  if p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$' then
    return 'not_found';
  end if;
  select * into v_site from public.websites w where w.slug = p_slug and w.published and w.show_registry;
  if not found then
    return 'not_found';
  end if;
  -- The row lock makes two guests at once find one of them first.
  select * into v_item from public.registry_items r
   where r.user_id = v_site.user_id and r.id = p_item_id for update;
  if not found then
    return 'not_found';
  end if;
  if v_item.purchased then
    return 'already_bought';
  end if;
  update public.registry_items r
     set purchased = true, bought_by = nullif(trim(p_buyer), ''), bought_at = now()
   where r.user_id = v_item.user_id and r.id = v_item.id;
  return 'bought';
end;
$$;

grant execute on function api.rsvp_by_token(text) to anon, authenticated;
grant execute on function api.rsvp_submit(text, jsonb) to anon, authenticated;
grant execute on function api.website_by_slug(text) to anon, authenticated;
grant execute on function api.find_household(text, text) to anon, authenticated;
grant execute on function api.mark_gift_bought(text, text, text) to anon, authenticated;
