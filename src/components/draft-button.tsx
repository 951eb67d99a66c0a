import { Sparkles } from 'lucide-react';
import type { DraftPurpose } from '@/lib/ai/draft';
import type { DraftTarget } from '@/lib/ai/use-draft';
import { Button } from '@/components/ui/button';

export interface DraftWithAiProps {
  purpose: DraftPurpose;
  /** The field the draft streams into. */
  target: DraftTarget;
  /** Whether this offers its own Undo; false where the field's owner has one (the invitation editor's history). */
  ownUndo?: boolean;
  /** The field's name where a page offers drafts for more than one: the button is then "Draft with AI: <field>". */
  field?: string;
  className?: string;
}

/**
 * The "Draft with AI" button: the same element before the controls have loaded, after, and as Stop while a draft
 * streams (so focus stays on it).
 */
export function DraftButton({
  children,
  field,
  ...props
}: React.ComponentProps<typeof Button> & { field?: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={field && !children ? `Draft with AI: ${field}` : undefined}
      {...props}
    >
      {children ?? (
        <>
          <Sparkles aria-hidden="true" />
          Draft with AI
        </>
      )}
    </Button>
  );
}
