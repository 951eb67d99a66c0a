import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { SONG_CATEGORY_LABELS, type Song } from './model';

export interface SongActions {
  onTogglePlay: (song: Song) => void;
  onEdit: (song: Song) => void;
  onDelete: (song: Song) => void;
}

const wrap = '[overflow-wrap:anywhere]';

/**
 * The playlist table (spec §2: Play, Song, Artist, Category, Notes, Actions). Below the `sm` breakpoint the
 * Artist, Category and Notes columns fold into the Song cell so the table fits a 360 px screen.
 */
export function SongTable({
  songs,
  playingId,
  actions,
}: {
  songs: Song[];
  playingId: string | null;
  actions: SongActions;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <table aria-label="Songs" className="w-full table-fixed text-left text-sm">
        <thead className="bg-muted text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="w-14 px-2 py-3 text-center">
              Play
            </th>
            <th scope="col" className="px-3 py-3">
              Song
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:table-cell">
              Artist
            </th>
            <th scope="col" className="hidden w-36 px-3 py-3 md:table-cell">
              Category
            </th>
            <th scope="col" className="hidden px-3 py-3 lg:table-cell">
              Notes
            </th>
            <th scope="col" className="w-24 px-2 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {songs.map((song) => (
            <SongRow key={song.id} song={song} playing={song.id === playingId} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Memoised: playing, toggling or editing one song re-renders its row only, even in a long playlist. */
const SongRow = memo(function SongRow({
  song,
  playing,
  actions,
}: {
  song: Song;
  playing: boolean;
  actions: SongActions;
}) {
  const category = SONG_CATEGORY_LABELS[song.category];
  return (
    <tr className={cn('align-top', playing && 'bg-accent')}>
      <td className="px-2 py-2 text-center">
        <Button
          variant={playing ? 'primary' : 'secondary'}
          size="icon"
          className="rounded-full"
          aria-label={`${playing ? 'Pause' : 'Play'} ${song.title}`}
          onClick={() => actions.onTogglePlay(song)}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
      </td>
      <td className="px-3 py-3">
        <p className={cn('font-medium text-foreground', wrap)}>{song.title}</p>
        {/* Small screens: the folded columns, in the table's order. */}
        <div className="mt-1 space-y-1 sm:hidden">
          <p className={cn('text-muted-foreground', wrap)}>{song.artist}</p>
          <Badge tone="brand">{category}</Badge>
          {song.notes && (
            <p className={cn('text-xs whitespace-pre-line text-subtle-foreground', wrap)}>{song.notes}</p>
          )}
        </div>
        <div className="mt-1 hidden space-y-1 sm:block md:hidden">
          <Badge tone="brand">{category}</Badge>
        </div>
        {song.notes && (
          <p
            className={cn(
              'mt-1 hidden text-xs whitespace-pre-line text-subtle-foreground sm:block lg:hidden',
              wrap,
            )}
          >
            {song.notes}
          </p>
        )}
      </td>
      <td className={cn('hidden px-3 py-3 text-copy sm:table-cell', wrap)}>{song.artist}</td>
      <td className="hidden px-3 py-3 md:table-cell">
        <Badge tone="brand">{category}</Badge>
      </td>
      <td className={cn('hidden px-3 py-3 whitespace-pre-line text-muted-foreground lg:table-cell', wrap)}>
        {song.notes ?? ''}
      </td>
      <td className="px-2 py-2">
        <div className="flex justify-end">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${song.title}`}
            onClick={() => actions.onEdit(song)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${song.title}`}
            onClick={() => actions.onDelete(song)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
});
