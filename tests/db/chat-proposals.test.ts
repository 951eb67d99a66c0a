// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_PROPOSALS_MAX } from '@/features/planner/model';
import { asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * Proposal cards survive a reload (issue 31): a reply keeps its cards in chat_messages.proposals, which the table
 * bounds as the browser's schema does (an array of at most KEPT_PROPOSALS_MAX cards, 40,000 bytes), so a client
 * that skips the schema cannot store a list of any other shape or size.
 */
const { alice } = ids;
let db: Db;

const card = (n: number, state = 'applied') => ({
  id: `call-${n}`,
  summary: `Add task "Book the photographer ${n}" due Mar 1, 2027`,
  href: '/tasks',
  place: 'the task list',
  state,
});

/** Stores one reply of alice's with `proposals` (given as JSON text), reporting success or the refusal. */
const keep = (id: string, proposals: string | null) =>
  asUser(db, alice, (tx) =>
    attempt(
      tx,
      `insert into public.chat_messages (id, conversation_id, role, content, proposals)
       values ($1, 'c1', 'assistant', 'Here is a plan.', $2::jsonb)`,
      [id, proposals],
    ),
  );

beforeAll(async () => {
  db = await createDb();
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
});

beforeEach(async () => {
  await db.exec('begin');
  await asUser(db, alice, (tx) =>
    tx.exec(`insert into public.chat_conversations (id, title) values ('c1', 'Tasks')`),
  );
});

afterEach(() => db.exec('rollback'));

describe('chat_messages.proposals', () => {
  it("keeps a reply's cards as they were decided, and none for a reply that proposed nothing", async () => {
    const cards = [card(1), { ...card(2, 'failed'), error: 'No such vendor.' }];
    expect(await keep('m1', JSON.stringify(cards))).toMatchObject({ ok: true });
    expect(await keep('m2', null)).toMatchObject({ ok: true });
    const { rows } = await asUser(db, alice, (tx) =>
      tx.query<{ id: string; proposals: unknown }>(
        `select id, proposals from public.chat_messages where id in ('m1', 'm2') order by id`,
      ),
    );
    expect(rows).toEqual([
      { id: 'm1', proposals: cards },
      { id: 'm2', proposals: null },
    ]);
  });

  it.each([
    ['an object instead of a list', JSON.stringify(card(1))],
    [
      'more cards than a reply keeps',
      JSON.stringify(Array.from({ length: KEPT_PROPOSALS_MAX + 1 }, (_, i) => card(i))),
    ],
    ['a list over 40,000 bytes', JSON.stringify([{ ...card(1), summary: 'x'.repeat(40_000) }])],
  ])('refuses %s', async (_, proposals) => {
    const result = await keep('m3', proposals);
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/check constraint/) });
  });

  it('holds exactly as many cards as the browser keeps', async () => {
    const cards = Array.from({ length: KEPT_PROPOSALS_MAX }, (_, i) => card(i));
    expect(await keep('m4', JSON.stringify(cards))).toMatchObject({ ok: true });
  });
});
