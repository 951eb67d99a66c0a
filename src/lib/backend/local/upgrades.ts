import type { IDBPTransaction, StoreNames } from 'idb';
import type { LocalRecord, WeddingDb } from './db';

/** The conversation the messages kept before conversations existed become (the cloud migration uses the same). */
export const FIRST_CONVERSATION_ID = 'first-conversation';
export const EARLIER_TITLE = 'Earlier conversation';

interface StoredMessage {
  id: string;
  role: string;
  content: string;
  createdAt: string;
  conversationId?: string;
}

const time = (m: StoredMessage) => Date.parse(m.createdAt) || 0;

/**
 * Version 3 (issue 31 item 5, as supabase/migrations/…_chat_conversations.sql does in the cloud): each account's
 * planner messages, kept before there could be more than one conversation, become one, "Earlier conversation" (the
 * couple can rename it), and each message names it.
 */
export async function chatIntoConversations(
  tx: IDBPTransaction<WeddingDb, StoreNames<WeddingDb>[], 'versionchange'>,
): Promise<void> {
  const records = tx.objectStore('records');
  const byUser = new Map<string, LocalRecord[]>();
  for (let cursor = await records.openCursor(); cursor; cursor = await cursor.continue()) {
    const row = cursor.value;
    const message = row.data as StoredMessage;
    if (row.table !== 'chat_messages' || message.conversationId) continue;
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  const now = Date.now();
  for (const [userId, rows] of byUser) {
    const messages = rows.map((r) => r.data as StoredMessage).sort((a, b) => time(a) - time(b));
    const first = rows.reduce((a, b) => (a.updatedAt <= b.updatedAt ? a : b));
    await records.put({
      userId,
      table: 'chat_conversations',
      id: FIRST_CONVERSATION_ID,
      data: {
        id: FIRST_CONVERSATION_ID,
        title: EARLIER_TITLE,
        createdAt: messages[0]!.createdAt,
        lastActiveAt: messages.at(-1)!.createdAt,
      },
      // Its place in the list of conversations: before anything written since.
      updatedAt: first.updatedAt,
      version: String(now),
    });
    for (const row of rows)
      await records.put({
        ...row,
        data: { ...(row.data as StoredMessage), conversationId: FIRST_CONVERSATION_ID },
        // A new version: what a tab read before the upgrade is no longer what is stored.
        version: String(Math.max(now, Number(row.version ?? row.updatedAt) + 1)),
      });
  }
}
