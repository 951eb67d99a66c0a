import { useCallback, useEffect, useRef, useState } from 'react';
import { draftFailureMessage, streamDraft, type DraftFacts, type DraftPurpose } from './draft';
import { useAi } from './use-ai';

/** The field a draft is written into. */
export interface DraftTarget {
  /** What the field holds now: put back by Undo, and after a failure. */
  read: () => string;
  /** Puts text into the field (the draft so far, or what it held before). */
  write: (text: string) => void;
  /** The draft is over (finished, stopped or failed): e.g. the editor closes its one undo step. */
  onSettled?: () => void;
}

export interface DraftState {
  drafting: boolean;
  /** What went wrong with the last draft (the field was left as it was), or null. */
  error: string | null;
  /** Whether Undo has something to put back. */
  canUndo: boolean;
  draft: (facts: DraftFacts, request: string) => Promise<void>;
  /** Stops the draft where it is: what arrived stays in the field, and Undo still puts back the original. */
  stop: () => void;
  /** Puts back what the field held before the last draft, whatever was typed since. */
  undo: () => void;
}

/**
 * Streams an AI draft into a field (issue 31 item 4): the field shows the text as it arrives and stays the couple's
 * to edit; Stop keeps what came; one Undo puts back what the field held before; a failure says what happened and
 * puts the field back as it was.
 */
export function useDraft(purpose: DraftPurpose, target: DraftTarget): DraftState {
  const ai = useAi();
  const [drafting, setDrafting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [before, setBefore] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  // Leaving the page stops a draft still on its way.
  useEffect(() => () => running.current?.abort(), []);

  const draft = useCallback(
    async (facts: DraftFacts, request: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      const original = latest.current.read();
      setError(null);
      setDrafting(true);
      try {
        const client = await ai.client();
        if (!client) throw new Error('No AI provider is available.');
        await streamDraft(client, purpose, facts, request, {
          signal: controller.signal,
          model: ai.provider.chatModel,
          onText: (text) => {
            if (!controller.signal.aborted) latest.current.write(text);
          },
        });
        setBefore(original);
      } catch (failure) {
        if (controller.signal.aborted) setBefore(original);
        else {
          latest.current.write(original);
          setBefore(null);
          setError(draftFailureMessage(failure));
        }
      } finally {
        running.current = null;
        setDrafting(false);
        latest.current.onSettled?.();
      }
    },
    [ai, purpose],
  );

  const stop = useCallback(() => running.current?.abort(), []);
  const undo = useCallback(() => {
    if (before === null) return;
    latest.current.write(before);
    latest.current.onSettled?.();
    setBefore(null);
  }, [before]);

  return { drafting, error, canUndo: before !== null, draft, stop, undo };
}
