import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { ChatConversation } from './model';

/**
 * The conversations with the planner, the most recent first: each opens with a click, and has Rename and Delete.
 * A new conversation not asked in yet shows first, as "New conversation". Beside the chat on wide screens; in a
 * dialog on phones.
 */
export function ConversationList({
  conversations,
  activeId,
  busyId,
  onSelect,
  onRename,
  onDelete,
}: {
  conversations: readonly ChatConversation[];
  activeId: string;
  /** The conversation a reply is being written in: it cannot be deleted until the reply ends. */
  busyId: string | null;
  onSelect: (id: string) => void;
  onRename: (conversation: ChatConversation) => void;
  onDelete: (conversation: ChatConversation) => void;
}) {
  const isDraft = !conversations.some((c) => c.id === activeId);
  return (
    <ul aria-label="Conversations" className="space-y-1">
      {isDraft && (
        <li>
          <span
            aria-current="true"
            className="flex min-h-10 items-center gap-2 rounded-lg bg-accent px-3 text-sm font-medium"
          >
            <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
            New conversation
          </span>
        </li>
      )}
      {conversations.map((c) => {
        const active = c.id === activeId;
        return (
          <li key={c.id} className={cn('flex items-center gap-1 rounded-lg', active && 'bg-accent')}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
              className="flex min-h-10 min-w-0 flex-1 items-center gap-2 rounded-lg px-3 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
              <span className={cn('truncate', active && 'font-medium')}>{c.title}</span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Rename "${c.title}"`}
              onClick={() => onRename(c)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete "${c.title}"`}
              disabled={c.id === busyId}
              onClick={() => onDelete(c)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
