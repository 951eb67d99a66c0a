-- Conversations to come back to (issue 31 item 5): the planner chat keeps more than one conversation ("Budget",
-- "Vendors"), each renamed or deleted on its own.
--
--   chat_conversations   a conversation: its title (from its first question, renamed by the couple) and when it
--                        began and was last asked in (`last_active_at`: the list shows the newest first;
--                        `updated_at` is the row's version).
--   chat_messages        each message now names its conversation. Not a foreign key: a message is written as its
--                        reply streams, and a conversation with its messages is deleted (and an undo puts them back)
--                        as one batch of the app's (src/features/planner/commands.ts), the same way in both modes.
--
-- The messages kept before this were one conversation: each couple's become one, "Earlier conversation".
-- Under the same RLS, grants and policies as every planning table.

create table public.chat_conversations (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 64),
  title text not null check (title ~ '\S' and char_length(title) <= 80),
  created_at timestamptz not null default now(),
  last_active_at timestamptz not null default now(),
  primary key (user_id, id)
);
create index chat_conversations_last_active_idx on public.chat_conversations (user_id, last_active_at desc);

alter table public.chat_conversations enable row level security;
revoke all on table public.chat_conversations from anon, authenticated;
grant select, insert, update, delete on table public.chat_conversations to authenticated;
create policy "chat_conversations: select own" on public.chat_conversations for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "chat_conversations: insert own" on public.chat_conversations for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "chat_conversations: update own" on public.chat_conversations for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "chat_conversations: delete own" on public.chat_conversations for delete to authenticated
  using ((select auth.uid()) = user_id);

-- The messages kept so far: one conversation per couple, "Earlier conversation" (the couple can rename it), as the
-- local database's upgrade makes it (src/lib/backend/local/upgrades.ts).
insert into public.chat_conversations (user_id, id, title, created_at, last_active_at)
select user_id, 'first-conversation', 'Earlier conversation', min(created_at), max(created_at)
  from public.chat_messages
 group by user_id;

alter table public.chat_messages add column conversation_id text check (char_length(conversation_id) between 1 and 64);
update public.chat_messages set conversation_id = 'first-conversation';
alter table public.chat_messages alter column conversation_id set not null;
create index chat_messages_conversation_idx on public.chat_messages (user_id, conversation_id);

-- A conversation a week for years; also gives the table its row version (private.version_rows).
select private.limit_user_rows('chat_conversations', 500);
