-- Contact form messages: anyone (visitor or signed-in) may send one; only admins may read them.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name ~ '\S' and char_length(name) <= 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  subject text not null check (subject ~ '\S' and char_length(subject) <= 200),
  message text not null check (message ~ '\S' and char_length(message) <= 5000),
  created_at timestamptz not null default now()
);
alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
-- Insert only the message itself (id and created_at are the server's). The client must insert without asking
-- for the row back (supabase-js: no `.select()`), since senders cannot read messages.
grant insert (name, email, subject, message) on table public.contact_messages to anon, authenticated;
grant select on table public.contact_messages to authenticated;

create policy "contact_messages: anyone sends" on public.contact_messages
  for insert to anon, authenticated
  with check (true);

create policy "contact_messages: admins read" on public.contact_messages
  for select to authenticated
  using ((select public.is_admin()));
