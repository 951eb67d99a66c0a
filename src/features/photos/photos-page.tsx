import { Camera, Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useCollection, useUndoableRemove } from '@/lib/data';
import { usePhotoCommands } from './api/use-photo-commands';
import { usePaged } from '@/lib/use-paged';
import { useStableCallback } from '@/lib/use-stable-callback';
import { PhotoIdeaCard, type PhotoIdeaActions } from './photo-idea-card';
import { PhotoTimeline, PhotoTips } from './photo-guides';
import {
  PHOTO_CATEGORIES,
  PHOTO_CATEGORY_LABELS,
  filterPhotoIdeas,
  photoIdeasCollection,
  shareText,
  type PhotoFilter,
  type PhotoIdea,
} from './model';
import { share } from '@/lib/share';
import { formatCount } from '@/lib/format-number';
import { lazyNamed } from '@/lib/lazy-named';
import { SideColumn } from '@/components/side-column';
import { photosHeading } from './heading';

// The form, and react-hook-form with it, arrives when its dialog first opens.
const PhotoIdeaForm = lazyNamed(() => import('./photo-idea-form'), 'PhotoIdeaForm');

const FILTERS: { value: PhotoFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...PHOTO_CATEGORIES.map((c) => ({ value: c, label: PHOTO_CATEGORY_LABELS[c] })),
];
// The hook has already told the user with a notice when a write fails.
const ignore = () => undefined;

export default function PhotosPage() {
  const { items, isLoading } = useCollection(photoIdeasCollection);
  const { addPhotoIdea, updatePhotoIdea } = usePhotoCommands();
  const remove = useUndoableRemove(photoIdeasCollection);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<PhotoFilter>('all');
  // Typing stays instant: the list follows the text as a lower-priority render.
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterPhotoIdeas(items, deferredQuery, category),
    [items, deferredQuery, category],
  );
  const { page, total, remaining, showMore } = usePaged(filtered, `${category}\u0000${deferredQuery}`);
  const captured = useMemo(() => items.filter((i) => i.isCompleted).length, [items]);
  const [form, setForm] = useState<{ idea: PhotoIdea | null } | null>(null);

  const onToggleFavorite = useStableCallback(
    (idea: PhotoIdea) =>
      void updatePhotoIdea({ id: idea.id, changes: { isFavorite: !idea.isFavorite } }).catch(ignore),
  );
  const onToggleCaptured = useStableCallback(
    (idea: PhotoIdea) =>
      void updatePhotoIdea({ id: idea.id, changes: { isCompleted: !idea.isCompleted } }).catch(ignore),
  );
  const onEdit = useStableCallback((idea: PhotoIdea) => setForm({ idea }));
  const onDelete = useStableCallback((idea: PhotoIdea) => void remove(idea.id, { name: idea.title }));
  const onShare = useStableCallback(async (idea: PhotoIdea) => {
    try {
      const outcome = await share({ title: idea.title, text: shareText(idea) });
      if (outcome === 'copied-text') toast(`Copied “${idea.title}” to the clipboard.`, 'success');
    } catch {
      toast("Couldn't share or copy this idea: the browser refused clipboard access.", 'error');
    }
  });
  const actions = useMemo<PhotoIdeaActions>(
    () => ({ onToggleFavorite, onToggleCaptured, onEdit, onShare: (idea) => void onShare(idea), onDelete }),
    [onToggleFavorite, onToggleCaptured, onEdit, onShare, onDelete],
  );

  const save = async (idea: PhotoIdea) => {
    if (form?.idea) {
      // An edit changes only what the form shows; favourite and captured stay as they are now.
      const { title, description, category, referenceImageUrl } = idea;
      await updatePhotoIdea({
        id: idea.id,
        changes: { title, description, category, referenceImageUrl },
        seen: form.idea,
      });
    } else {
      await addPhotoIdea(idea);
    }
    setForm(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        {...photosHeading}
        actions={
          <Button onClick={() => setForm({ idea: null })}>
            <Plus aria-hidden="true" />
            Add Photo Idea
          </Button>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="shot-list-heading" className="min-w-0 space-y-4 lg:col-span-2">
          {/* The ideas' cards are h3s: their section has the h2 between them and the page's h1 (heading order). */}
          <h2 id="shot-list-heading" className="sr-only">
            Shot list
          </h2>
          <Card className="space-y-4">
            <SearchInput
              placeholder="Search photo ideas..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              maxLength={200}
            />
            <FilterChips
              label="Filter by category"
              options={FILTERS}
              value={category}
              onChange={setCategory}
            />
          </Card>

          {isLoading ? (
            <Spinner label="Loading your photo ideas" />
          ) : (
            <>
              <p aria-live="polite" className="text-sm text-muted-foreground">
                Showing {formatCount(page.length)} of {formatCount(total)} photo ideas ·{' '}
                {formatCount(captured)} of {formatCount(items.length)} captured
              </p>
              {total === 0 ? (
                <EmptyState
                  icon={<Camera />}
                  title="No photo ideas found"
                  description="Try adjusting your search or category filters."
                />
              ) : (
                <ul aria-label="Photo ideas" className="space-y-3">
                  {page.map((idea) => (
                    <PhotoIdeaCard key={idea.id} idea={idea} actions={actions} />
                  ))}
                </ul>
              )}
              <ShowMoreButton remaining={remaining} onClick={showMore} />
            </>
          )}
        </section>

        <SideColumn waiting={isLoading} className="space-y-6">
          <PhotoTimeline />
          <PhotoTips />
        </SideColumn>
      </div>

      <Dialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={form?.idea ? 'Edit Photo Idea' : 'Add Photo Idea'}
      >
        {form && <PhotoIdeaForm idea={form.idea} onSubmit={save} onCancel={() => setForm(null)} />}
      </Dialog>
    </div>
  );
}
