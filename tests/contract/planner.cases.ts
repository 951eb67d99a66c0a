/** The planner conversation's commands (src/features/planner/commands.ts) on both backends. */
import { describe, expect, test } from 'vitest';
import {
  askPlanner,
  keepChatMessage,
  removeChatMessages,
  removeConversation,
  renameConversation,
} from '../../src/features/planner/commands';
import { VersionConflictError } from '../../src/lib/backend';
import type { ChatMessage } from '../../src/features/planner/model';
import { runCommand } from '../../src/lib/commands/run-command';
import { withWriteAfterRead } from '../fakes/command-port';
import type { Subject } from './subjects';

const message = (id: string, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 'c1',
  role: 'user',
  content: `Question ${id}`,
  createdAt: '2026-11-21T10:00:00.000Z',
  status: 'complete',
  ...fields,
});

const ids = async (port: { list: (t: string) => Promise<{ id: string }[]> }, table = 'chat_messages') =>
  (await port.list(table)).map((m) => m.id).sort();

export function plannerContract(subject: Subject) {
  describe(`the planner conversation's commands (${subject.name})`, () => {
    test('keepChatMessage stores a question, and rewrites a streaming reply under its id until it ends', async () => {
      const { a, b } = await subject.couples();
      await runCommand(a.collections, keepChatMessage, message('q1'));
      const reply = message('r1', { role: 'assistant', content: 'Book', status: 'streaming' });
      await runCommand(a.collections, keepChatMessage, reply);
      await runCommand(a.collections, keepChatMessage, { ...reply, content: 'Book the venue first.' });
      await runCommand(a.collections, keepChatMessage, {
        ...reply,
        content: 'Book the venue first.',
        status: 'complete',
      });
      expect(await a.collections.get('chat_messages', 'r1')).toMatchObject({
        content: 'Book the venue first.',
        status: 'complete',
      });
      expect(await ids(a.collections)).toEqual(['q1', 'r1']);
      expect(await ids(b.collections)).toEqual([]);
    });

    test('keepChatMessage refuses a message its schema refuses, writing nothing', async () => {
      const { a } = await subject.couples();
      await expect(
        runCommand(a.collections, keepChatMessage, message('q1', { content: '' })),
      ).rejects.toThrow();
      expect(await ids(a.collections)).toEqual([]);
    });

    test('removeChatMessages removes several in one batch, skips one already gone, and its undo puts them back', async () => {
      const { a, b } = await subject.couples();
      for (const id of ['q1', 'r1', 'q2']) await runCommand(a.collections, keepChatMessage, message(id));
      await runCommand(b.collections, keepChatMessage, message('q1'));
      const ran = await runCommand(a.collections, removeChatMessages, { ids: ['q1', 'r1', 'gone'] });
      expect(ran.result).toBe(2);
      expect(ran.touched.filter((t) => t.after === null)).toHaveLength(2);
      expect(await ids(a.collections)).toEqual(['q2']);
      // Another couple's message of the same id is theirs.
      expect(await ids(b.collections)).toEqual(['q1']);
      await a.collections.apply(ran.inverse);
      expect(await ids(a.collections)).toEqual(['q1', 'q2', 'r1']);
    });

    test('askPlanner begins a conversation titled from its first question, then keeps it the most recent', async () => {
      const { a, b } = await subject.couples();
      await runCommand(
        a.collections,
        askPlanner,
        message('q1', {
          content: '  How much of our   budget is left?',
          createdAt: '2026-11-21T10:00:00.000Z',
        }),
      );
      expect(await a.collections.get('chat_conversations', 'c1')).toMatchObject({
        title: 'How much of our budget is left?',
        lastActiveAt: expect.stringMatching(/^2026-11-21T10:00:00/),
      });
      await runCommand(a.collections, renameConversation, { id: 'c1', changes: { title: 'Budget' } });
      await runCommand(a.collections, askPlanner, message('q2', { createdAt: '2026-11-22T09:00:00.000Z' }));
      const conversation = await a.collections.get('chat_conversations', 'c1');
      // The second question neither renames it nor starts another.
      expect(conversation).toMatchObject({
        title: 'Budget',
        lastActiveAt: expect.stringMatching(/^2026-11-22T09/),
      });
      expect(await ids(a.collections, 'chat_conversations')).toEqual(['c1']);
      expect(await ids(a.collections)).toEqual(['q1', 'q2']);
      expect(await ids(b.collections, 'chat_conversations')).toEqual([]);
    });

    test("renameConversation is refused on a stale version, keeping the other tab's name", async () => {
      const { a } = await subject.couples();
      await runCommand(a.collections, askPlanner, message('q1'));
      const stale = withWriteAfterRead(a.collections, 'chat_conversations', {
        ...(await a.collections.get('chat_conversations', 'c1'))!,
        title: 'Vendors',
      });
      await expect(
        runCommand(stale, renameConversation, { id: 'c1', changes: { title: 'Budget' } }),
      ).rejects.toBeInstanceOf(VersionConflictError);
      expect(await a.collections.get('chat_conversations', 'c1')).toMatchObject({ title: 'Vendors' });
    });

    test('removeConversation deletes a conversation with its messages in one batch; its undo brings all back', async () => {
      const { a } = await subject.couples();
      await runCommand(a.collections, askPlanner, message('q1'));
      await runCommand(a.collections, keepChatMessage, message('r1', { role: 'assistant', content: 'Here' }));
      await runCommand(a.collections, askPlanner, message('other', { conversationId: 'c2' }));
      const ran = await runCommand(a.collections, removeConversation, { id: 'c1' });
      expect(ran.touched.map((t) => `${t.table}:${t.id}`).sort()).toEqual([
        'chat_conversations:c1',
        'chat_messages:q1',
        'chat_messages:r1',
      ]);
      expect(await ids(a.collections, 'chat_conversations')).toEqual(['c2']);
      expect(await ids(a.collections)).toEqual(['other']);
      await a.collections.apply(ran.inverse);
      expect(await ids(a.collections, 'chat_conversations')).toEqual(['c1', 'c2']);
      expect(await ids(a.collections)).toEqual(['other', 'q1', 'r1']);
      expect(await a.collections.get('chat_messages', 'r1')).toMatchObject({
        content: 'Here',
        conversationId: 'c1',
      });
    });

    test('removeConversation is refused whole, its messages kept, when the conversation changed since it was read', async () => {
      const { a } = await subject.couples();
      await runCommand(a.collections, askPlanner, message('q1'));
      await runCommand(a.collections, keepChatMessage, message('r1', { role: 'assistant', content: 'Here' }));
      const stale = withWriteAfterRead(a.collections, 'chat_conversations', {
        ...(await a.collections.get('chat_conversations', 'c1'))!,
        title: 'Vendors',
      });
      await expect(runCommand(stale, removeConversation, { id: 'c1' })).rejects.toBeInstanceOf(
        VersionConflictError,
      );
      expect(await ids(a.collections, 'chat_conversations')).toEqual(['c1']);
      expect(await ids(a.collections)).toEqual(['q1', 'r1']);
    });
  });
}
