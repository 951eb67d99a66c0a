import { ArrowLeft, Redo2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import type { EditorAction } from './actions';

/**
 * The editor's top bar: back to the invites, the invitation's name with whether its changes are saved, the zoom, and
 * Undo / Redo.
 */
export function EditorHeader({
  name,
  saving,
  dirty,
  zoom,
  canUndo,
  canRedo,
  dispatch,
}: {
  name: string;
  saving: boolean;
  dirty: boolean;
  zoom: number;
  canUndo: boolean;
  canRedo: boolean;
  dispatch: (action: EditorAction) => void;
}) {
  return (
    <header className="flex min-h-14 shrink-0 items-center gap-2 border-b border-border bg-background px-2 sm:px-4">
      <Link
        to={paths.invites()}
        className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary-strong hover:bg-accent"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Back to invites</span>
      </Link>
      <div className="min-w-0 flex-1">
        <h1 className="truncate font-serif text-base font-semibold text-foreground sm:text-lg">{name}</h1>
        <p role="status" className="truncate text-xs text-subtle-foreground">
          {saving
            ? 'Saving…'
            : dirty
              ? 'Unsaved changes · kept as a draft on this device'
              : 'All changes saved'}
        </p>
      </div>
      <span className="hidden text-xs text-subtle-foreground tabular-nums sm:inline" aria-live="polite">
        Zoom {Math.round(zoom * 100)}%
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Undo"
        aria-keyshortcuts="Control+Z"
        disabled={!canUndo}
        onClick={() => dispatch({ type: 'undo' })}
      >
        <Undo2 aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Redo"
        aria-keyshortcuts="Control+Shift+Z Control+Y"
        disabled={!canRedo}
        onClick={() => dispatch({ type: 'redo' })}
      >
        <Redo2 aria-hidden="true" />
      </Button>
    </header>
  );
}

/** Under the bar: a draft brought back (with a way to drop it), or a browser that keeps none. */
export function DraftNotice({
  restored,
  refused,
  dirty,
  onDiscard,
}: {
  restored: boolean;
  refused: boolean;
  dirty: boolean;
  onDiscard: () => void;
}) {
  if (!restored && !refused) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-warning-soft px-4 py-2 text-sm text-warning-deep"
    >
      {refused
        ? "This browser isn't keeping a draft of your changes; save to keep them."
        : 'We brought back the changes you had not saved yet.'}
      {restored && dirty && (
        <Button variant="link" size="inline" onClick={onDiscard}>
          Discard them
        </Button>
      )}
    </div>
  );
}
