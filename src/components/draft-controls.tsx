import { Popover } from 'radix-ui';
import { RotateCcw, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { AiUnavailableNotice } from '@/components/ai-notice';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { NativeSelect, Textarea } from '@/components/ui/field';
import { DRAFT_REQUEST_MAX, draftFacts } from '@/lib/ai/draft';
import { useAi } from '@/lib/ai/use-ai';
import { useDraft } from '@/lib/ai/use-draft';
import { useProfile } from '@/lib/data';
import { DraftButton, type DraftWithAiProps } from './draft-button';

export const DRAFT_TONES = ['Warm', 'Formal', 'Playful', 'Romantic', 'Simple'] as const;

/**
 * The draft's controls, loaded on the first press (draft-with-ai.tsx): a popover asking what the text should say and
 * in which tone; while the draft streams into the field the button stops it; after it, Undo puts back what the field
 * held (unless the field's owner keeps its own history); a failure says what happened.
 */
export function DraftControls({ purpose, target, ownUndo = true, field, className }: DraftWithAiProps) {
  const ai = useAi();
  const { data: profile } = useProfile();
  const state = useDraft(purpose, target);
  const [open, setOpen] = useState(true);
  const [request, setRequest] = useState('');
  const [tone, setTone] = useState<string>(DRAFT_TONES[0]);
  const button = useRef<HTMLButtonElement>(null);
  const requestField = useRef<HTMLTextAreaElement>(null);
  const requestId = useId();
  const toneId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setOpen(false);
    void state.draft(draftFacts(profile, tone.toLowerCase()), request);
  };

  return (
    <div className={cn('space-y-2', className)}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor className="flex flex-wrap items-center gap-2">
          {state.drafting ? (
            <DraftButton ref={button} onClick={state.stop}>
              Stop drafting
            </DraftButton>
          ) : (
            <DraftButton
              ref={button}
              field={field}
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            />
          )}
          {ownUndo && state.canUndo && !state.drafting && (
            <Button variant="ghost" size="sm" onClick={state.undo}>
              <RotateCcw aria-hidden="true" />
              Undo draft
            </Button>
          )}
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            aria-label="Draft with AI"
            align="start"
            sideOffset={8}
            collisionPadding={8}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              requestField.current?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
            className="z-50 w-80 max-w-[calc(100vw-1rem)] space-y-3 rounded-xl border border-border bg-popover p-4 text-popover-foreground shadow-xl outline-none"
          >
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold">Draft with AI</p>
              <Popover.Close
                aria-label="Close"
                className="inline-flex size-9 items-center justify-center rounded-md hover:bg-secondary"
              >
                <X aria-hidden="true" className="size-4" />
              </Popover.Close>
            </div>
            {ai.unavailable ? (
              <AiUnavailableNotice
                reason={ai.unavailable}
                feature="AI drafting"
                consequence="the AI can't write drafts"
                provider={ai.provider}
                className="rounded-lg"
              />
            ) : (
              <form onSubmit={submit} className="space-y-3">
                <div className="space-y-1">
                  <label htmlFor={requestId} className="block text-sm font-medium text-copy">
                    What should it say? (optional)
                  </label>
                  <Textarea
                    id={requestId}
                    rows={2}
                    maxLength={DRAFT_REQUEST_MAX}
                    value={request}
                    onChange={(e) => setRequest(e.target.value)}
                    ref={requestField}
                  />
                </div>
                <div className="space-y-1">
                  <label htmlFor={toneId} className="block text-sm font-medium text-copy">
                    Tone
                  </label>
                  <NativeSelect id={toneId} value={tone} onChange={(e) => setTone(e.target.value)}>
                    {DRAFT_TONES.map((t) => (
                      <option key={t}>{t}</option>
                    ))}
                  </NativeSelect>
                </div>
                <p className="text-xs text-subtle-foreground">
                  Your names, date and wedding location from Settings go with the request. The draft replaces
                  what the field holds; Undo puts it back.
                </p>
                <Button type="submit" size="sm">
                  Write draft
                </Button>
              </form>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {state.drafting && (
        <p role="status" className="text-xs text-muted-foreground">
          Writing a draft…
        </p>
      )}
      {state.error && (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          {state.error}
        </p>
      )}
    </div>
  );
}
