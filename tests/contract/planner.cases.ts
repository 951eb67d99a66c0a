/** The planner conversation's commands (src/features/planner/commands.ts) on both backends. */
import { describe, expect, test } from 'vitest';
import { keepChatMessage, removeChatMessages } from '../../src/features/planner/commands';
import type { ChatMessage } from '../../src/features/planner/model';
import { runCommand } from '../../src/lib/commands/run-command';
import type { Subject } from './subjects';

const message = (id: string, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  role: 'user',
  content: `Question ${id}`,
  createdAt: '2026-11-21T10:00:00.000Z',
  status: 'complete',
  ...fields,
});

const ids = async (port: { list: (t: string) => Promise<{ id: string }[]> }) =>
  (await port.list('chat_messages')).map((m) => m.id).sort();

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
  });
}
