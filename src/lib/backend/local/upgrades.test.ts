import { openDB } from 'idb';
import { createLocalCollections } from './collections';
import { DB_NAME, openLocalDb, resetLocalDbForTests, type LocalRecord } from './db';
import { EARLIER_TITLE, FIRST_CONVERSATION_ID } from './upgrades';

beforeEach(() => resetLocalDbForTests());

/** A browser's database as version 2 left it: the records store with the planner messages of two accounts. */
async function storedByVersion2(rows: LocalRecord[]) {
  const old = await openDB(DB_NAME, 2, {
    upgrade(db) {
      const records = db.createObjectStore('records', { keyPath: ['userId', 'table', 'id'] });
      records.createIndex('byTable', ['userId', 'table']);
      db.createObjectStore('publicKeys');
    },
  });
  for (const row of rows) await old.put('records', row);
  old.close();
}

const message = (
  userId: string,
  id: string,
  role: string,
  content: string,
  createdAt: string,
  updatedAt: number,
) => ({
  userId,
  table: 'chat_messages',
  id,
  data: { id, role, content, createdAt, status: 'complete' },
  updatedAt,
  version: String(updatedAt),
});

describe('upgrading the local database to version 3', () => {
  it("makes each account's planner messages one conversation, the earlier conversation", async () => {
    await storedByVersion2([
      message('u1', 'r1', 'assistant', 'Book the venue first.', '2026-11-20T10:00:05.000Z', 2),
      message('u1', 'q1', 'user', '  Where do   we start? ', '2026-11-20T10:00:00.000Z', 1),
      message('u1', 'q2', 'user', 'And then?', '2026-11-21T08:00:00.000Z', 3),
      message('u2', 'q9', 'user', 'Budget?', '2026-11-19T12:00:00.000Z', 4),
      { userId: 'u1', table: 'songs', id: 's1', data: { id: 's1', title: 'Song' }, updatedAt: 5 },
    ]);
    const db = await openLocalDb();
    const u1 = createLocalCollections(db, 'u1');
    expect(await u1.list('chat_conversations')).toEqual([
      {
        id: FIRST_CONVERSATION_ID,
        title: EARLIER_TITLE,
        createdAt: '2026-11-20T10:00:00.000Z',
        lastActiveAt: '2026-11-21T08:00:00.000Z',
      },
    ]);
    const messages = await u1.list<{ id: string; conversationId: string }>('chat_messages');
    // Every message names it, in the order they were kept.
    expect(messages.map((m) => [m.id, m.conversationId])).toEqual([
      ['q1', FIRST_CONVERSATION_ID],
      ['r1', FIRST_CONVERSATION_ID],
      ['q2', FIRST_CONVERSATION_ID],
    ]);
    expect(await createLocalCollections(db, 'u2').list('chat_conversations')).toMatchObject([
      { title: EARLIER_TITLE },
    ]);
    expect(await u1.list('songs')).toEqual([{ id: 's1', title: 'Song' }]);
  });

  it('a new database has no conversation to make', async () => {
    const db = await openLocalDb();
    expect(await createLocalCollections(db, 'u1').list('chat_conversations')).toEqual([]);
  });
});
