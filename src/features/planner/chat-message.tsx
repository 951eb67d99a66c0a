import { memo } from 'react';
import { cn } from '@/components/ui/cn';
import type { ChatRole } from '@/lib/ai/chat';
import { MarkdownText } from './markdown';

/**
 * One message: the couple's on the right as plain text (what they typed, never interpreted), the planner's on the
 * left as markdown. Memoised so a long conversation doesn't re-render while a reply streams or the user types.
 */
export const ChatMessageBubble = memo(function ChatMessageBubble({
  role,
  content,
}: {
  role: ChatRole;
  content: string;
}) {
  const mine = role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed sm:max-w-[75%]',
          mine ? 'bg-brand-600 rounded-br-sm text-white' : 'rounded-bl-sm bg-gray-100 text-gray-900',
        )}
      >
        <span className="sr-only">{mine ? 'You:' : 'Planner:'}</span>
        {mine ? (
          <p className="break-words whitespace-pre-wrap">{content}</p>
        ) : (
          <MarkdownText text={content} />
        )}
      </div>
    </li>
  );
});
