import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_GREETING,
  checkMessage,
  streamChatReply,
  type ChatTurn,
} from '@/lib/ai/chat';
import { useAi } from '@/lib/ai/use-ai';
import { useCollection } from '@/lib/data';
import { shortId } from '@/lib/ids';
import { chatMessagesCollection, inConversationOrder, type ChatMessage } from './model';

/** The reply being written: its id (the stored message will reuse it) and the text streamed so far. */
export interface PendingReply {
  id: string;
  text: string;
}

/**
 * The planner conversation: the stored messages (per user, both modes), the reply in progress, and the two
 * actions. States (spec §4): idle → waiting on send → idle on reply or error; no sending while waiting.
 * A failed reply is replaced by the spec's apology, stored like any assistant message.
 */
export function usePlannerChat() {
  const ai = useAi();
  const collection = useCollection(chatMessagesCollection);
  const messages = useMemo(() => inConversationOrder(collection.items), [collection.items]);
  const [pending, setPending] = useState<PendingReply | null>(null);

  // The latest values for the stable callbacks below (the composer is memoised and must not re-render per token).
  const latest = useRef({ messages, collection, ai });
  useLayoutEffect(() => {
    latest.current = { messages, collection, ai };
  });
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the page stops the reply: nothing would be left to show it, and a later visit starts clean.
  useEffect(() => () => inFlight.current?.abort(), []);

  const reply = useCallback(async (conversation: ChatTurn[]) => {
    const id = shortId();
    const controller = new AbortController();
    inFlight.current = controller;
    setPending({ id, text: '' });
    let content: string;
    try {
      const client = await latest.current.ai.client();
      if (!client) throw new Error('No AI provider');
      content = await streamChatReply(client, conversation, {
        model: latest.current.ai.provider.chatModel,
        signal: controller.signal,
        onText: (text) => {
          if (!controller.signal.aborted) setPending({ id, text });
        },
      });
    } catch {
      // Stopped on purpose (new conversation, page left): no apology for a reply nobody is waiting for.
      if (controller.signal.aborted) return;
      content = CHAT_FAILURE_MESSAGE;
    }
    try {
      await latest.current.collection.add({
        id,
        role: 'assistant',
        content,
        createdAt: new Date().toISOString(),
      });
    } catch {
      // The data layer has already said the message couldn't be kept.
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setPending(null);
      }
    }
  }, []);

  /** Keeps the user's message and starts the reply. Resolves false when nothing was sent (so the box keeps its text). */
  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const check = checkMessage(input);
      if (!check.ok || inFlight.current) return false;
      const message: ChatMessage = {
        id: shortId(),
        role: 'user',
        content: check.text,
        createdAt: new Date().toISOString(),
      };
      const history = latest.current.messages;
      try {
        await latest.current.collection.add(message);
      } catch {
        return false;
      }
      const conversation: ChatTurn[] = [
        { role: 'assistant' as const, content: CHAT_GREETING },
        ...history,
        message,
      ].map(({ role, content }) => ({ role, content }));
      void reply(conversation);
      return true;
    },
    [reply],
  );

  /** "New conversation": stops any reply in progress and deletes the stored messages. */
  const clear = useCallback(async () => {
    inFlight.current?.abort();
    inFlight.current = null;
    setPending(null);
    const { collection: current } = latest.current;
    // Every delete is attempted; the data layer reports any that fail and puts those messages back.
    await Promise.allSettled(current.items.map((m) => current.remove(m.id)));
  }, []);

  return {
    messages,
    isLoading: collection.isLoading,
    pending,
    unavailable: ai.unavailable,
    provider: ai.provider,
    send,
    clear,
  };
}
