import { Camera, Heart, Pencil, Share2, Trash2 } from 'lucide-react';
import { memo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { safeHttpUrl } from '@/lib/safe-url';
import { PHOTO_CATEGORY_LABELS, type PhotoIdea } from './model';

export interface PhotoIdeaActions {
  onToggleFavorite: (idea: PhotoIdea) => void;
  onToggleCaptured: (idea: PhotoIdea) => void;
  onEdit: (idea: PhotoIdea) => void;
  onShare: (idea: PhotoIdea) => void;
  onDelete: (idea: PhotoIdea) => void;
}

/** A reference picture, only for an http(s) address; a broken one gives way to a neutral placeholder. */
function ReferenceImage({ url, title }: { url: string | undefined; title: string }) {
  const src = safeHttpUrl(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = 'size-16 shrink-0 rounded-lg sm:size-28';
  if (!src || failedSrc === src) {
    return (
      <div
        className={cn(box, 'flex items-center justify-center bg-secondary text-faint-foreground')}
        aria-hidden="true"
      >
        <Camera className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={`Reference for ${title}`}
      width={112}
      height={112}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className={cn(box, 'bg-secondary object-cover')}
    />
  );
}

/** One idea of the list; memoised so toggling one idea re-renders only that card. */
export const PhotoIdeaCard = memo(function PhotoIdeaCard({
  idea,
  actions,
}: {
  idea: PhotoIdea;
  actions: PhotoIdeaActions;
}) {
  return (
    <li className="flex gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <ReferenceImage url={idea.referenceImageUrl} title={idea.title} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex items-start justify-between gap-2">
          <h3
            className={cn(
              'min-w-0 font-semibold [overflow-wrap:anywhere] text-foreground',
              idea.isCompleted && 'text-faint-foreground line-through',
            )}
          >
            {idea.title}
          </h3>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Favorite ${idea.title}`}
            aria-pressed={idea.isFavorite}
            onClick={() => actions.onToggleFavorite(idea)}
            className="-mt-2 -mr-2 shrink-0"
          >
            <Heart
              aria-hidden="true"
              className={cn(idea.isFavorite ? 'fill-primary text-primary' : 'text-faint-foreground')}
            />
          </Button>
        </div>
        <Badge tone="brand">{PHOTO_CATEGORY_LABELS[idea.category]}</Badge>
        {idea.description && (
          <p
            className={cn(
              'text-sm [overflow-wrap:anywhere] whitespace-pre-line text-muted-foreground',
              idea.isCompleted && 'line-through',
            )}
          >
            {idea.description}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-copy">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={idea.isCompleted}
              onChange={() => actions.onToggleCaptured(idea)}
            />
            Mark as captured
          </label>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${idea.title}`}
              onClick={() => actions.onEdit(idea)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Share ${idea.title}`}
              onClick={() => actions.onShare(idea)}
            >
              <Share2 aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${idea.title}`}
              onClick={() => actions.onDelete(idea)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
});
