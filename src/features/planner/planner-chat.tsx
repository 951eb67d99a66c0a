import { MessagesSquare, MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { CHAT_GREETING } from '@/lib/ai/chat';
import { AiProviderNote, AiUnavailableNotice } from '@/components/ai-notice';
import { useCollection } from '@/lib/data';
import { shortId } from '@/lib/ids';
import { useChatCommands } from './api/use-chat-commands';
import { ChatComposer } from './chat-composer';
import { ChatFrame } from './chat-frame';
import { ChatMessageBubble, MissingReply, RegenerateButton } from './chat-message';
import { ConversationList } from './conversation-list';
import { RenameConversationDialog } from './rename-conversation-dialog';
import { chatConversationsCollection, newestFirst, type ChatConversation } from './model';
import { NO_TOOLS_NOTE, usePlannerChat } from './use-planner-chat';
import type { SharedPlan } from '@/lib/ai/chat';

// Its own chunk with the command layer that applies proposals: fetched when the planner first proposes a change.
const ProposalCards = lazy(() => import('./proposal-cards').then((m) => ({ default: m.ProposalCards })));

// Fetched with the first empty conversation: the starters, with the money formatting they need.
const StarterButtons = lazy(() => import('./starter-buttons'));

// Its own chunk: the summary builder and the planning tools' models it reads come after the chat has painted.
const PlanPanel = lazy(() => import('./plan-panel'));

/** Within this many pixels of the bottom, the list follows new text; further up, the reader is left where they are. */
const FOLLOW_THRESHOLD_PX = 80;

/**
 * The conversations and the one shown: `?c=` names it (so a reload and Back keep it); without it, the most recent
 * one, or a new one when there is none. A new conversation is stored with its first question.
 */
function useConversations() {
  const [params, setParams] = useSearchParams();
  const { items, isLoading } = useCollection(chatConversationsCollection);
  const conversations = useMemo(() => newestFirst(items), [items]);
  const [fresh, setFresh] = useState(shortId);
  const activeId = params.get('c') ?? conversations[0]?.id ?? fresh;
  const show = (id: string | null) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (id) next.set('c', id);
      else next.delete('c');
      return next;
    });
  const startNew = () => {
    const id = shortId();
    setFresh(id);
    show(id);
  };
  return { conversations, isLoading, activeId, show, startNew };
}

/**
 * The AI planner chat (spec §2 Chat assistant): the conversations, and the one shown: greeting, its messages (or
 * starters built from the plan while it is empty), the streaming reply, the message box, and "New conversation".
 * Its box is ChatFrame, which the page also shows while this chunk loads.
 */
export function PlannerChat() {
  // 'reading' until the plan panel has read the plan (a question asked before waits for it a moment).
  const [plan, setPlan] = useState<SharedPlan | null | 'reading'>('reading');
  const list = useConversations();
  const chat = usePlannerChat({ plan, conversationId: list.activeId });
  const commands = useChatCommands();
  const [renaming, setRenaming] = useState<ChatConversation | null>(null);
  const [listOpen, setListOpen] = useState(false);
  // Until both are read, which conversation shows (and whether it is empty) is not known yet.
  const loading = chat.isLoading || list.isLoading;
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastCount = useRef(0);

  const count = chat.messages.length;
  const pendingText = chat.pending?.text;
  // Auto-scroll to the newest message: always when a message is added, and while a reply streams as long as the
  // reader hasn't scrolled up to read something earlier.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const added = count !== lastCount.current;
    lastCount.current = count;
    if (added || following.current) {
      el.scrollTop = el.scrollHeight;
      following.current = true;
    }
  }, [count, pendingText, chat.pending, loading]);

  // The conversation's height can change without a new message or token (fonts loading, the window narrowing and
  // bubbles re-wrapping): while following, stay pinned to the bottom whenever it does.
  const logRef = useRef<HTMLDivElement>(null);
  const loaded = !loading;
  useEffect(() => {
    const el = listRef.current;
    const content = logRef.current;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [loaded]);

  const onScroll = () => {
    const el = listRef.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_THRESHOLD_PX;
  };

  const pending = chat.pending;
  // The stored reply and the streaming one share an id: while it streams, its place shows the live text (the
  // stored copy is written only once a second).
  const showPending = pending && !chat.messages.some((m) => m.id === pending.id);
  const isEmpty = count === 0 && pending === null;
  const last = chat.messages.at(-1);
  const idle = !chat.busy && !loading && !chat.unavailable;
  // A question whose answer never began (the page closed first, or Stop before the first word).
  const missingReply = idle && last?.role === 'user';
  // Regenerate: on the last reply, whatever became of it, and on a question left without one.
  const canRegenerate = idle && last !== undefined;
  // The cards a reply proposed, after it: while it streams (it may be stored or not yet) and once it is kept.
  const cardsOf = (replyId: string) => {
    const mine = chat.proposalsOf(replyId);
    return mine.length ? (
      <ProposalCards
        key={`${replyId}.cards`}
        proposals={mine}
        onApply={chat.apply}
        onDismiss={chat.dismiss}
      />
    ) : null;
  };
  const waitingOnCards = chat.proposals.some((p) => p.replyId === pending?.id && p.state === 'open');

  const conversationList = (
    <ConversationList
      conversations={list.conversations}
      activeId={list.activeId}
      busyId={chat.busy ? list.activeId : null}
      onSelect={(id) => {
        setListOpen(false);
        list.show(id);
      }}
      onRename={(c) => {
        setListOpen(false);
        setRenaming(c);
      }}
      onDelete={(c) => {
        setListOpen(false);
        // The one shown goes: the most recent of the others shows instead.
        if (c.id === list.activeId) list.show(null);
        void commands.removeConversation({ id: c.id }).catch(() => undefined);
      }}
    />
  );

  return (
    <ChatFrame>
      <nav aria-label="Your conversations" className="hidden w-60 shrink-0 overflow-y-auto md:block">
        {conversationList}
      </nav>
      <section
        aria-label="AI planner chat"
        className="flex min-w-0 flex-1 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      >
        <div className="flex items-center justify-end gap-2 border-b border-border px-3 py-2 sm:justify-between">
          {/* Visually hidden on phones, where the row only has room for the button; still the region's heading. */}
          <h2 className="sr-only font-serif text-lg font-semibold sm:not-sr-only">Chat with your planner</h2>
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label="Conversations"
              onClick={() => setListOpen(true)}
            >
              <MessagesSquare aria-hidden="true" />
            </Button>
            <Suspense fallback={null}>
              <PlanPanel onPlan={setPlan} />
            </Suspense>
            <Button variant="ghost" onClick={list.startNew} disabled={isEmpty}>
              <MessageSquarePlus aria-hidden="true" />
              New conversation
            </Button>
          </div>
        </div>

        {/* Above the conversation, where it is seen at once; there is no message box to put it beside. */}
        {chat.unavailable && (
          <AiUnavailableNotice
            reason={chat.unavailable}
            feature="AI planner"
            consequence="the AI planner can't reply"
            className="border-b border-warning-border"
          />
        )}

        <div ref={listRef} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
          {loading ? (
            <div className="flex h-full items-center justify-center">
              <Spinner label="Loading your conversation" />
            </div>
          ) : (
            <div ref={logRef} role="log" aria-label="Conversation" aria-busy={pending !== null}>
              <ol aria-label="Messages" className="space-y-3">
                <ChatMessageBubble role="assistant" content={CHAT_GREETING} />
                {chat.messages.map((m) => [
                  m.id === pending?.id ? (
                    <ChatMessageBubble key={m.id} role="assistant" content={pending.text} />
                  ) : (
                    <ChatMessageBubble
                      key={m.id}
                      role={m.role}
                      content={m.content}
                      state={m.status === 'streaming' ? 'interrupted' : m.status}
                    />
                  ),
                  cardsOf(m.id),
                ])}
                {showPending &&
                  (pending.text === '' ? (
                    !waitingOnCards && (
                      <li className="flex justify-start">
                        <div className="rounded-2xl rounded-bl-sm bg-secondary px-4 py-3">
                          <Spinner label="Your planner is writing a reply" />
                        </div>
                      </li>
                    )
                  ) : (
                    <ChatMessageBubble role="assistant" content={pending.text} />
                  ))}
                {showPending && cardsOf(pending.id)}
                {missingReply && <MissingReply />}
              </ol>
              {/* Once the plan is read: starters that changed under the couple's finger would send another question. */}
              {isEmpty && !chat.unavailable && plan !== 'reading' && (
                <Suspense fallback={null}>
                  <StarterButtons
                    plan={plan?.context ?? null}
                    disabled={chat.busy}
                    onAsk={(question) => void chat.send(question)}
                  />
                </Suspense>
              )}
              {chat.toolsRefused && (
                <p role="status" className="mt-3 text-xs text-muted-foreground italic">
                  {NO_TOOLS_NOTE}
                </p>
              )}
              {canRegenerate && <RegenerateButton onRegenerate={() => void chat.regenerate()} />}
            </div>
          )}
        </div>

        {!chat.unavailable && (
          <>
            <ChatComposer
              pending={chat.busy}
              loading={loading}
              streaming={pending !== null}
              onSend={chat.send}
              onStop={chat.stop}
            />
            <AiProviderNote provider={chat.provider} className="px-3 pb-2" />
          </>
        )}

        <Dialog open={listOpen} onOpenChange={setListOpen} title="Conversations">
          {conversationList}
        </Dialog>
        <RenameConversationDialog
          conversation={renaming}
          onClose={() => setRenaming(null)}
          onRename={(c, title) => commands.renameConversation({ id: c.id, changes: { title }, seen: c })}
        />
      </section>
    </ChatFrame>
  );
}
