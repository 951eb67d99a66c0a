import { Download, Heart, ImageOff, Share2, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { MoodBoard } from './model';
import { useBoardImage } from './api/use-board-image';
import { formatMomentDay } from '@/lib/dates';

export type BoardView = 'grid' | 'list';

export interface BoardActions {
  onToggleFavorite: (board: MoodBoard) => void;
  onDownload: (board: MoodBoard, blob: Blob) => void;
  onShare: (board: MoodBoard, blob: Blob | null) => void;
  onDelete: (board: MoodBoard) => void;
}

function BoardImage({
  src,
  status,
  name,
  view,
}: {
  src: string | null;
  status: 'loading' | 'ready' | 'missing';
  name: string;
  view: BoardView;
}) {
  const box =
    view === 'grid' ? 'aspect-square w-full rounded-t-xl' : 'size-24 shrink-0 rounded-lg sm:size-32';
  if (src) {
    return (
      <img
        src={src}
        alt={`Mood board: ${name}`}
        width={1024}
        height={1024}
        decoding="async"
        className={cn(box, 'bg-secondary object-cover')}
      />
    );
  }
  if (status === 'loading')
    return <div aria-hidden="true" className={cn(box, 'animate-pulse bg-secondary')} />;
  return (
    <div
      className={cn(
        box,
        'flex flex-col items-center justify-center gap-1 bg-secondary px-2 text-center text-xs text-subtle-foreground',
      )}
    >
      <ImageOff aria-hidden="true" className="size-6" />
      Image unavailable
    </div>
  );
}

/** One board, in either view; memoised so typing in the search or prompt doesn't re-render every image card. */
export const BoardCard = memo(function BoardCard({
  board,
  view,
  actions,
}: {
  board: MoodBoard;
  view: BoardView;
  actions: BoardActions;
}) {
  const { blob, src, status } = useBoardImage(board.imageKey);
  const titleId = `board-${board.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border border-border bg-card shadow-sm',
        view === 'grid'
          ? 'flex flex-col [contain-intrinsic-size:auto_28rem] [content-visibility:auto]'
          : 'flex gap-4 p-3 sm:p-4',
      )}
    >
      <BoardImage src={src} status={status} name={board.name} view={view} />
      <div className={cn('flex min-w-0 flex-1 flex-col gap-2', view === 'grid' && 'p-4')}>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold [overflow-wrap:anywhere] text-foreground">
              {board.name}
            </h3>
            <p className="text-xs text-subtle-foreground">
              <time dateTime={board.createdAt}>{formatMomentDay(board.createdAt)}</time>
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Favorite ${board.name}`}
            aria-pressed={board.isFavorite}
            onClick={() => actions.onToggleFavorite(board)}
            className="-mt-2 -mr-2 shrink-0"
          >
            <Heart
              aria-hidden="true"
              className={cn(board.isFavorite ? 'fill-primary text-primary' : 'text-faint-foreground')}
            />
          </Button>
        </div>
        {board.prompt !== board.name && (
          <p
            className={cn(
              'text-sm [overflow-wrap:anywhere] text-muted-foreground',
              view === 'grid' && 'line-clamp-3',
            )}
          >
            {board.prompt}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Download ${board.name}`}
            disabled={!blob}
            onClick={() => blob && actions.onDownload(board, blob)}
          >
            <Download aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Share ${board.name}`}
            onClick={() => actions.onShare(board, blob)}
          >
            <Share2 aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${board.name}`}
            onClick={() => actions.onDelete(board)}
          >
            <Trash2 aria-hidden="true" className="text-destructive-strong" />
          </Button>
        </div>
      </div>
    </li>
  );
});
