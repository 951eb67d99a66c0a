import { Music, Plus } from 'lucide-react';
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
import { useCollection, useUndoableRemove } from '@/lib/data';
import { useSongCommands } from './api/use-song-commands';
import { usePaged } from '@/lib/use-paged';
import { useStableCallback } from '@/lib/use-stable-callback';
import { EntertainmentOptions, MusicTips } from './music-guides';
import { NowPlaying } from './now-playing';
import {
  SONG_CATEGORIES,
  SONG_CATEGORY_LABELS,
  filterSongs,
  songsCollection,
  type Song,
  type SongFilter,
} from './model';
import { SongTable, type SongActions } from './song-table';
import { formatCount } from '@/lib/format-number';
import { lazyNamed } from '@/lib/lazy-named';
import { SideColumn } from '@/components/side-column';
import { musicHeading } from './heading';

// The form, and react-hook-form with it, arrives when its dialog first opens.
const SongForm = lazyNamed(() => import('./song-form'), 'SongForm');

const FILTERS: { value: SongFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...SONG_CATEGORIES.map((c) => ({ value: c, label: SONG_CATEGORY_LABELS[c] })),
];

export default function MusicPage() {
  const { items, isLoading } = useCollection(songsCollection);
  const { addSong, updateSong } = useSongCommands();
  const remove = useUndoableRemove(songsCollection);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SongFilter>('all');
  // Typing stays instant: the table follows the text as a lower-priority render.
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterSongs(items, deferredQuery, category),
    [items, deferredQuery, category],
  );
  const { page, total, remaining, showMore } = usePaged(filtered, `${category}\u0000${deferredQuery}`);
  // Spec §4: only one song plays at a time. Page state only: the songs table has no "playing" column.
  const [playingId, setPlayingId] = useState<string | null>(null);
  const playing = playingId ? (items.find((s) => s.id === playingId) ?? null) : null;
  const [form, setForm] = useState<{ song: Song | null } | null>(null);

  const onTogglePlay = useStableCallback((song: Song) =>
    setPlayingId((id) => (id === song.id ? null : song.id)),
  );
  const onEdit = useStableCallback((song: Song) => setForm({ song }));
  const onDelete = useStableCallback((song: Song) => {
    if (playingId === song.id) setPlayingId(null);
    void remove(song.id, { name: song.title });
  });
  const actions = useMemo<SongActions>(
    () => ({ onTogglePlay, onEdit, onDelete }),
    [onTogglePlay, onEdit, onDelete],
  );

  const save = async (song: Song) => {
    if (form?.song)
      await updateSong({
        id: song.id,
        changes: { title: song.title, artist: song.artist, category: song.category, notes: song.notes },
        seen: form.song,
      });
    else await addSong(song);
    setForm(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        {...musicHeading}
        actions={
          <Button onClick={() => setForm({ song: null })}>
            <Plus aria-hidden="true" />
            Add Song
          </Button>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-label="Playlist" className="min-w-0 space-y-4 lg:col-span-2">
          <Card className="space-y-4">
            <SearchInput
              placeholder="Search songs or artists..."
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

          {playing && <NowPlaying song={playing} onPause={() => setPlayingId(null)} />}

          {isLoading ? (
            <Spinner label="Loading your songs" />
          ) : (
            <>
              <p aria-live="polite" className="text-sm text-muted-foreground">
                Showing {formatCount(page.length)} of {formatCount(total)} songs
              </p>
              {total === 0 ? (
                <EmptyState
                  icon={<Music />}
                  title="No songs found"
                  description="Try a different search or category, or add a song."
                />
              ) : (
                <SongTable songs={page} playingId={playingId} actions={actions} />
              )}
              <ShowMoreButton remaining={remaining} onClick={showMore} />
            </>
          )}
        </section>

        <SideColumn waiting={isLoading} className="space-y-6">
          <EntertainmentOptions />
          <MusicTips />
        </SideColumn>
      </div>

      <Dialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={form?.song ? 'Edit Song' : 'Add Song'}
      >
        {form && <SongForm song={form.song} onSubmit={save} onCancel={() => setForm(null)} />}
      </Dialog>
    </div>
  );
}
