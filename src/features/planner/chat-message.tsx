import { RotateCcw } from 'lucide-react';
import { lazy, memo, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { ChatRole } from '@/lib/ai/chat';
import type { ReplyStatus } from './model';

// The markdown renderer (react-markdown with GFM, about 47 KiB gzip) is its own chunk, fetched as the first bubble
// renders: the page paints without it, each reply shows as plain text for that moment, and /planner's first load stays
// within the tool pages' budget (perf-budget.json).
const MarkdownText = lazy(() => import('./markdown').then((m) => ({ default: m.MarkdownText })));

/** What a reply that did not finish says under its text. */
const NOTES: Partial<Record<ReplyStatus | 'interrupted', string>> = {
  interrupted: 'This reply was cut short: the page was closed or reloaded while it arrived.',
  stopped: 'Stopped.',
};

/**
 * One message: the couple's on the right as plain text (what they typed, never interpreted), the planner's on the
 * left as markdown, with a note when it did not finish. Memoised so a long conversation doesn't re-render while a
 * reply streams or the user types.
 */
export const ChatMessageBubble = memo(function ChatMessageBubble({
  role,
  content,
  state = 'complete',
}: {
  role: ChatRole;
  content: string;
  /** A stored reply still marked streaming that nothing is writing any more was interrupted. */
  state?: ReplyStatus | 'interrupted';
}) {
  const mine = role === 'user';
  const note = NOTES[state];
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed sm:max-w-[75%]',
          mine
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-secondary text-foreground',
        )}
      >
        <span className="sr-only">{mine ? 'You:' : 'Planner:'}</span>
        {mine ? (
          <PlainText text={content} />
        ) : (
          <Suspense fallback={<PlainText text={content} />}>
            <MarkdownText text={content} />
          </Suspense>
        )}
        {note && (
          <p className="mt-2 border-t border-input pt-1 text-xs text-muted-foreground italic">{note}</p>
        )}
      </div>
    </li>
  );
});

function PlainText({ text }: { text: string }) {
  return <p className="break-words whitespace-pre-wrap">{text}</p>;
}

/** In the planner's place when the last question has no answer (the page closed before one began). */
export function MissingReply() {
  return (
    <li className="flex justify-start">
      <div className="max-w-[85%] rounded-2xl rounded-bl-sm border border-dashed border-input px-4 py-2 text-sm text-muted-foreground italic sm:max-w-[75%]">
        <span className="sr-only">Planner:</span>
        This reply was cut short before it began.
      </div>
    </li>
  );
}

/** Under the conversation, after the last reply (or a question left without one): ask for that reply again. */
export function RegenerateButton({ onRegenerate }: { onRegenerate: () => void }) {
  return (
    <div className="mt-2 flex justify-start">
      <Button variant="ghost" size="sm" onClick={onRegenerate}>
        <RotateCcw aria-hidden="true" />
        Regenerate
      </Button>
    </div>
  );
}
