// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyMigration, asUser, attempt, createAuthUser, createDb, ids } from './harness';

/**
 * Conversations to come back to (issue 31 item 5): the messages kept before conversations existed become one
 * conversation per couple, as the local upgrade does. (Their RLS is the planning matrix's, tests/db/planning.test.ts.)
 */
const MIGRATION = '20261128110001_chat_conversations.sql';
const { alice, bob } = ids;

describe('the chat_conversations migration', () => {
  it("makes each couple's kept messages one conversation, the earlier conversation", async () => {
    const db = await createDb({ before: MIGRATION });
    const carol = '00000000-0000-4000-8000-00000000000c';
    await createAuthUser(db, { id: alice, email: 'alice@example.com' });
    await createAuthUser(db, { id: bob, email: 'bob@example.com' });
    await createAuthUser(db, { id: carol, email: 'carol@example.com' });
    const longQuestion = `What should we   book first for a garden wedding in Jaipur with about 120 guests in March?`;
    await db.query(
      `insert into public.chat_messages (user_id, id, role, content, created_at) values
         ($1, 'a2', 'assistant', 'Book the venue first.', '2026-11-20T10:00:05Z'),
         ($1, 'a1', 'user', $3, '2026-11-20T10:00:00Z'),
         ($1, 'a3', 'user', 'And then?', '2026-11-21T08:00:00Z'),
         ($2, 'b1', 'user', 'Budget?', '2026-11-19T12:00:00Z')`,
      [alice, bob, longQuestion],
    );
    await applyMigration(db, MIGRATION);

    const { rows } = await db.query<{
      user_id: string;
      id: string;
      title: string;
      created_at: Date;
      last_active_at: Date;
    }>(
      'select user_id, id, title, created_at, last_active_at from public.chat_conversations order by user_id',
    );
    expect(rows.map(({ user_id, title }) => ({ user_id, title }))).toEqual([
      { user_id: alice, title: 'Earlier conversation' },
      { user_id: bob, title: 'Earlier conversation' },
    ]);
    const alices = rows.find((r) => r.user_id === alice)!;
    expect(alices.created_at.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(alices.last_active_at.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    // Every message is in its couple's conversation; a couple with no messages has none.
    const messages = await db.query<{ user_id: string; conversation_id: string }>(
      'select user_id, conversation_id from public.chat_messages',
    );
    for (const m of messages.rows)
      expect(m.conversation_id).toBe(rows.find((r) => r.user_id === m.user_id)!.id);
    expect(rows.some((r) => r.user_id === carol)).toBe(false);

    // From now on a message names its conversation, and the conversations are capped and versioned like every list.
    await db.exec('begin');
    const orphan = await asUser(db, alice, (tx) =>
      attempt(tx, `insert into public.chat_messages (id, role, content) values ('x', 'user', 'Hi')`),
    );
    expect(orphan).toMatchObject({ ok: false, error: expect.stringMatching(/conversation_id/) });
    const versioned = await asUser(db, alice, (tx) =>
      tx.query<{ updated_at: Date | null }>('select updated_at from public.chat_conversations'),
    );
    expect(versioned.rows[0]!.updated_at).not.toBeNull();
    await db.exec('rollback');
  });
});
