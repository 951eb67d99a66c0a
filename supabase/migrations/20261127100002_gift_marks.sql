-- Gifts cannot be griefed (issue 34 item 3). Anyone who could open a published website could mark every gift on its
-- registry bought (40 of 40 from one caller in a minute), and guests would then buy nothing. A mark now needs the
-- marking household's own RSVP token (the page has it once the guest opened their personal link on that device), so
-- it names who marked, and is limited three ways:
--   per caller      10 marks an hour   (the address the platform vouches for, …_caller_address.sql)
--   per household   5 marks a day      (their token)
--   per site        40 marks an hour   (the slug)
-- The couple sees who marked each gift ("Auntie Lata (The Sharma family)", or the household alone) and undoes a mark
-- as they always could, by marking the gift not bought in their registry, which clears it.

drop function api.mark_gift_bought(text, text, text);

-- 'bought', 'already_bought' (someone was first: the page says so), 'not_found' (no such gift on a published
-- registry), 'not_invited' (no household of this couple has that token) or 'rate_limited'.
create function api.mark_gift_bought(p_slug text, p_item_id text, p_buyer text, p_token text)
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
  select * into v_household from public.households h where h.rsvp_token = p_token and h.user_id = v_site.user_id;
  if not found then
    return 'not_invited';
  end if;
  if not private.allow_public_call('gift:site:' || p_slug, 40, interval '1 hour')
     or not private.allow_public_call('gift:household:' || p_token, 5, interval '1 day') then
    return 'rate_limited';
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
     set purchased = true,
         -- Who, for the couple: the name the guest gave and the household whose link made the mark.
         bought_by = case
           when v_buyer is null then left(v_household.name, 100)
           else left(v_buyer, 60) || ' (' || left(v_household.name, 100 - char_length(left(v_buyer, 60)) - 3) || ')'
         end,
         bought_at = now()
   where r.user_id = v_item.user_id and r.id = v_item.id;
  return 'bought';
end;
$$;
grant execute on function api.mark_gift_bought(text, text, text, text) to anon, authenticated;
