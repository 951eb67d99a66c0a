import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_GREETING,
  checkMessage,
  streamChatRound,
  type ChatTurn,
} from '@/lib/ai/chat';
import { useAi } from '@/lib/ai/use-ai';
import type { SharedPlan } from '@/lib/ai/chat';
import type { ToolCall } from '@/lib/ai/tool-calls';
import { useCollection } from '@/lib/data';
import { todayIso } from '@/lib/dates';
import { shortId } from '@/lib/ids';
import { useChatCommands } from './api/use-chat-commands';
import { usePlannerReader } from './api/use-planner-reader';
import {
  chatMessagesCollection,
  inConversationOrder,
  KEPT_PROPOSALS_MAX,
  type ChatMessage,
  type KeptProposal,
} from './model';
import { createThrottledWriter, type ThrottledWriter } from './throttled-writer';

/** How often a streaming reply is written to the store: a reload loses at most this much of it. */
export const PERSIST_EVERY_MS = 1000;

/** The reply being written: its id (the stored message uses it from the first token) and the text so far. */
export interface PendingReply {
  id: string;
  text: string;
}

/**
 * A change the planner proposed, shown as a card in the conversation beside the reply that proposed it: `open` until
 * the couple applies or dismisses it (nothing is written before), `failed` when applying was refused.
 */
export interface Proposal {
  id: string;
  replyId: string;
  call: ToolCall;
  /** Exactly what will change. */
  summary: string;
  /** The page that shows the record once applied, and its name. */
  href: string;
  place: string;
  state: 'open' | 'applying' | 'applied' | 'dismissed' | 'failed';
  /** Why applying failed. */
  error?: string;
}

/** A card as the conversation shows it: a live proposal, or one kept with its reply (decided: nothing to apply). */
export type ShownProposal = Omit<Proposal, 'call'> & { call?: ToolCall };

/** What a reply keeps of its cards; a change still being applied is kept as open (the store has not said yet). */
const keptOf = (cards: readonly Proposal[]): KeptProposal[] | undefined =>
  cards.length
    ? cards.slice(0, KEPT_PROPOSALS_MAX).map(({ id, summary, href, place, state, error }) => ({
        id,
        summary: summary.slice(0, 1000),
        href,
        place: place.slice(0, 60),
        state: state === 'applying' ? 'open' : state,
        ...(error && { error: error.slice(0, 500) }),
      }))
    : undefined;

/** What the model is told of a proposal the couple decided on (or left undecided when the reply was stopped). */
const decision = (state: 'applied' | 'dismissed' | 'failed', change: string, reason?: string) =>
  JSON.stringify({
    status: state,
    change,
    ...(state === 'dismissed' ? { note: 'The couple dismissed this change; nothing was written.' } : {}),
    ...(reason ? { reason } : {}),
  });

/** Said once when the model's server refuses tools: the chat goes on in plain replies. */
export const NO_TOOLS_NOTE = "This model can't make changes to your plan; it can still answer questions.";

/** Why a reply in progress was ended on purpose. */
type StopReason = 'stop' | 'leave';

/** The conversation as the model sees it: the greeting, then every message but the apologies (not its words). */
const asTurns = (messages: readonly ChatMessage[]): ChatTurn[] => [
  { role: 'assistant', content: CHAT_GREETING },
  ...messages.filter((m) => m.status !== 'failed').map(({ role, content }) => ({ role, content })),
];

/** How long a question asked before the plan summary is read waits for it (the summary reads every planning list). */
export const PLAN_WAIT_MS = 4000;

/** The plan once it has been read ('reading' until then), waiting at most PLAN_WAIT_MS; null sends none. */
async function planWhenRead(current: () => SharedPlan | null | 'reading'): Promise<SharedPlan | null> {
  for (const start = Date.now(); current() === 'reading' && Date.now() - start < PLAN_WAIT_MS;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const plan = current();
  return plan === 'reading' ? null : plan;
}

/**
 * The planner conversation: the stored messages (per user, both modes), the reply in progress, and the actions.
 * States (spec §4): idle → waiting on send → idle on reply or error; no sending while waiting.
 * A reply is kept as it streams (throttled), so a reload or a closed tab leaves it in the store marked
 * `streaming`: with nothing writing it any more, it shows as interrupted. Stop ends a reply where it got to;
 * Regenerate asks again for the last reply, whatever became of it. A failed reply is the spec's apology.
 */
export function usePlannerChat({
  conversationId,
  plan = null,
}: {
  /** The conversation shown: its messages, and where a question goes (one not stored yet begins with it). */
  conversationId: string;
  plan?: SharedPlan | null | 'reading';
}) {
  const ai = useAi();
  const reader = usePlannerReader();
  const collection = useCollection(chatMessagesCollection);
  const commands = useChatCommands();
  const messages = useMemo(
    () => inConversationOrder(collection.items.filter((m) => m.conversationId === conversationId)),
    [collection.items, conversationId],
  );
  const [pending, setPending] = useState<PendingReply | null>(null);
  // From Send until the reply has started: the question is kept but nothing streams yet.
  const [sending, setSending] = useState(false);
  const [proposals, setProposals] = useState<Proposal[]>([]);
  // The cards as they are now, for what a reply keeps (a state update shows on the next render; this at once).
  const cards = useRef<Proposal[]>([]);
  const updateProposals = useCallback((change: (all: Proposal[]) => Proposal[]) => {
    cards.current = change(cards.current);
    setProposals(cards.current);
  }, []);
  // Once this model's server has refused tools, replies are asked for without them, and the note shows.
  const [toolsRefused, setToolsRefused] = useState(false);
  // What each open proposal's decision is waited on by: the reply goes on once every card of its round is decided.
  const decide = useRef(new Map<string, { summary: string; resolve: (toolMessage: string) => void }>());

  // The latest values for the stable callbacks below (the composer is memoised and must not re-render per token).
  const latest = useRef({ conversationId, messages, commands, ai, plan, reader, toolsRefused });
  useLayoutEffect(() => {
    latest.current = { conversationId, messages, commands, ai, plan, reader, toolsRefused };
  });

  const inFlight = useRef<{
    controller: AbortController;
    reason: StopReason | null;
    writer: ThrottledWriter<string>;
    /** Stores the text that has arrived, still marked streaming. */
    keep: () => void;
    /** Stores it soon (throttled), with the cards as they are now. */
    persist: () => void;
  } | null>(null);

  /** Marks proposals decided and tells the waiting reply what became of each. */
  const settle = useCallback(
    (ids: readonly string[], state: 'applied' | 'dismissed' | 'failed', error?: string) => {
      updateProposals((all) => all.map((p) => (ids.includes(p.id) ? { ...p, state, error } : p)));
      // The reply keeps what was decided at once, so a reload shows the card as it was left.
      inFlight.current?.persist();
      for (const id of ids) {
        const waiting = decide.current.get(id);
        decide.current.delete(id);
        waiting?.resolve(decision(state, waiting.summary, error));
      }
    },
    [updateProposals],
  );

  /** Ends the reply in progress for `reason`; nothing more is written on its own from here. */
  const end = useCallback(
    (reason: StopReason) => {
      const run = inFlight.current;
      // Ended already (the page left, then its conversation went with it): the first reason stands.
      if (!run || run.reason) return;
      run.reason = reason;
      run.writer.cancel();
      run.controller.abort();
      // Cards still open are left undecided: nothing of them is written, and the reply waiting on them ends.
      settle([...decide.current.keys()], 'dismissed');
      // Leaving keeps what arrived at once, not when the aborted stream settles: a stream that went on settling
      // after the page had gone could otherwise write its reply back after a Regenerate on the next page.
      if (reason === 'leave') run.keep();
    },
    [settle],
  );

  // Leaving the page stops the reply; what it had written stays, and shows as interrupted on the next visit.
  useEffect(() => () => end('leave'), [end]);
  // So does going to another conversation: the reply stays in its own, where it got to.
  useEffect(() => () => end('stop'), [conversationId, end]);

  const reply = useCallback(
    async (conversation: ChatTurn[]) => {
      const id = shortId();
      const createdAt = new Date().toISOString();
      const { conversationId } = latest.current;
      const store = (content: string, status: ChatMessage['status']) =>
        latest.current.commands.keepChatMessage({
          id,
          conversationId,
          role: 'assistant',
          content,
          createdAt,
          status,
          proposals: keptOf(cards.current.filter((p) => p.replyId === id)),
        });
      const writer = createThrottledWriter<string>({
        intervalMs: PERSIST_EVERY_MS,
        write: (text) => store(text, 'streaming'),
      });
      let text = '';
      const run = {
        controller: new AbortController(),
        reason: null as StopReason | null,
        writer,
        keep: () => {
          if (text.trim()) store(text, 'streaming').catch(() => {}); // a failed write has been reported already
        },
        persist: () => {
          if (text.trim()) writer.push(text);
        },
      };
      inFlight.current = run;
      setPending({ id, text: '' });
      let outcome: { content: string; status: ChatMessage['status'] } | null = null;
      let failed = false;
      try {
        const client = await latest.current.ai.client();
        if (!client) throw new Error('No AI provider');
        // The tools load with the first reply, not with the page.
        const [{ plannerToolDefinitions }, { runToolCall }, { replyWithTools }] = await Promise.all([
          import('./tools/registry'),
          import('./tools/run-call'),
          import('./tool-loop'),
        ]);
        const read = latest.current.reader;
        // The plan as it stands when the question is asked (null, switched off, sends none of it); a question asked
        // before the plan has been read waits for it a moment rather than go without it.
        const plan = await planWhenRead(() => latest.current.plan);
        const content = await replyWithTools({
          withoutTools: latest.current.toolsRefused,
          onToolsRefused: () => setToolsRefused(true),
          ask: (exchange, mode, onText) =>
            streamChatRound(client, conversation, {
              model: latest.current.ai.provider.chatModel,
              plan,
              signal: run.controller.signal,
              exchange,
              tools: mode === 'off' ? [] : plannerToolDefinitions,
              toolChoice: mode === 'none' ? 'none' : undefined,
              onText,
            }),
          // Read tools answer at once; each change waits for the couple's Apply or Dismiss on its card.
          answer: async (calls) => {
            const outcomes = await Promise.all(calls.map((call) => runToolCall(call, read, todayIso())));
            if (run.controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
            const proposed: Proposal[] = [];
            const answers = outcomes.map((outcome, i) => {
              if (outcome.kind === 'answered') return Promise.resolve(JSON.stringify(outcome.result));
              if (outcome.kind === 'refused')
                return Promise.resolve(JSON.stringify({ status: 'refused', reason: outcome.reason }));
              const card: Proposal = {
                id: `${id}.${calls[i]!.id}`,
                replyId: id,
                call: calls[i]!,
                ...outcome.prepared,
                state: 'open',
              };
              proposed.push(card);
              return new Promise<string>((resolve) =>
                decide.current.set(card.id, { summary: card.summary, resolve }),
              );
            });
            if (proposed.length) updateProposals((all) => [...all, ...proposed]);
            return Promise.all(answers);
          },
          onText: (so) => {
            if (run.controller.signal.aborted) return;
            text = so;
            setPending({ id, text });
            writer.push(text);
          },
        });
        outcome = { content, status: 'complete' };
      } catch {
        failed = true;
      }
      // Ended on purpose (the SDK may end an aborted stream quietly rather than throw): decided by why.
      if (run.reason === 'stop') outcome = text.trim() ? { content: text, status: 'stopped' } : null;
      // The page left: what had arrived was kept then, unfinished (it shows as interrupted); nothing more is written.
      else if (run.reason === 'leave') outcome = null;
      else if (failed) outcome = { content: CHAT_FAILURE_MESSAGE, status: 'failed' };
      writer.cancel();
      try {
        if (outcome) await store(outcome.content, outcome.status);
      } catch {
        // The data layer has already said the message couldn't be kept.
      } finally {
        if (inFlight.current === run) {
          inFlight.current = null;
          setPending(null);
        }
      }
    },
    [updateProposals],
  );

  /**
   * Applies open proposals (one card's, or every open card of a reply's) as one change, one step on the undo, with
   * `run`: the cards' command (they bring the command layer with them).
   */
  const apply = useCallback(
    async (ids: readonly string[], run: (calls: ToolCall[]) => Promise<unknown>) => {
      const chosen = cards.current.filter((p) => ids.includes(p.id) && p.state === 'open');
      if (!chosen.length) return;
      const chosenIds = chosen.map((p) => p.id);
      updateProposals((all) => all.map((p) => (chosenIds.includes(p.id) ? { ...p, state: 'applying' } : p)));
      try {
        await run(chosen.map(({ call }) => call));
        settle(chosenIds, 'applied');
      } catch (error) {
        // The notice has said why; the card says it too, and so is the model told.
        settle(chosenIds, 'failed', error instanceof Error ? error.message : String(error));
      }
    },
    [settle, updateProposals],
  );

  /** Dismisses a proposal: nothing is written, and the model is told. */
  const dismiss = useCallback((id: string) => settle([id], 'dismissed'), [settle]);

  /** Keeps the user's message and starts the reply. Resolves false when nothing was sent (so the box keeps its text). */
  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const check = checkMessage(input);
      if (!check.ok || inFlight.current) return false;
      const message: ChatMessage = {
        id: shortId(),
        conversationId: latest.current.conversationId,
        role: 'user',
        content: check.text,
        createdAt: new Date().toISOString(),
        status: 'complete',
      };
      const history = latest.current.messages;
      setSending(true);
      try {
        await latest.current.commands.askPlanner(message);
      } catch {
        return false;
      } finally {
        setSending(false);
      }
      void reply(asTurns([...history, message]));
      return true;
    },
    [reply],
  );

  /** Ends the reply in progress; what has arrived is kept (marked stopped). */
  const stop = useCallback(() => end('stop'), [end]);

  /**
   * Asks again for the last reply: the last assistant message (complete, stopped, interrupted or the apology) is
   * replaced by a new answer to the conversation before it; a last question that never got an answer gets one.
   */
  const regenerate = useCallback(async () => {
    if (inFlight.current) return;
    const { messages: current, commands } = latest.current;
    const last = current.at(-1);
    if (!last) return;
    const before = last.role === 'assistant' ? current.slice(0, -1) : current;
    if (!before.some((m) => m.role === 'user')) return;
    if (last.role === 'assistant') {
      try {
        await commands.removeChatMessages({ ids: [last.id] });
      } catch {
        return; // The command said why, and nothing went.
      }
    }
    void reply(asTurns(before));
  }, [reply]);

  /** A reply's cards: live while this page has them, else as the reply kept them (an undecided one went undecided). */
  const proposalsOf = useCallback(
    (replyId: string): ShownProposal[] => {
      const live = proposals.filter((p) => p.replyId === replyId);
      if (live.length) return live;
      const kept = messages.find((m) => m.id === replyId)?.proposals ?? [];
      return kept.map((p) => ({ ...p, replyId, state: p.state === 'open' ? 'dismissed' : p.state }));
    },
    [proposals, messages],
  );

  return {
    messages,
    isLoading: collection.isLoading,
    pending,
    /** A question is being kept or answered: nothing else may be sent, and no reply is missing yet. */
    busy: pending !== null || sending,
    unavailable: ai.unavailable,
    provider: ai.provider,
    proposals,
    proposalsOf,
    /** The model's server refused tools: it answers questions but cannot propose changes. */
    toolsRefused,
    send,
    stop,
    regenerate,
    apply,
    dismiss,
  };
}
