-- The weddings a signed-in user is in, for the browser to choose which one its pages show (issue 30, item 5).
-- The label is what the header names a wedding by: its own name, else the couple's first names from the owner's
-- profile ("Asha & Rohan"), else the owner's e-mail. Owned first, then by when the user joined.
create function api.my_weddings()
returns table (id uuid, role text, label text)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id,
         m.role,
         coalesce(
           w.name,
           nullif(concat_ws(' & ', nullif(btrim(p.first_name), ''), nullif(btrim(p.partner_first_name), '')), ''),
           u.email,
           'Wedding'
         )
    from public.wedding_members m
    join public.weddings w on w.id = m.wedding_id
    left join public.wedding_members o on o.wedding_id = w.id and o.role = 'owner'
    left join public.profiles p on p.user_id = o.user_id
    left join public.users u on u.id = o.user_id
   where m.user_id = (select auth.uid())
   order by m.role = 'owner' desc, m.joined_at desc, w.id
$$;
revoke all on function api.my_weddings() from public, anon;
grant execute on function api.my_weddings() to authenticated;
