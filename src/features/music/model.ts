import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';
import { optionalText, requiredText } from '@/lib/form-fields';

export const TITLE_MAX = 200;
export const ARTIST_MAX = 200;
export const NOTES_MAX = 2000;

export const SONG_CATEGORIES = [
  'ceremony',
  'cocktail',
  'dinner',
  'first-dance',
  'special-moments',
  'party',
] as const;
export type SongCategory = (typeof SONG_CATEGORIES)[number];
/** Spec §3: cocktail is shown as "Cocktail Hour" and party as "Dance Party". */
export const SONG_CATEGORY_LABELS: Record<SongCategory, string> = {
  ceremony: 'Ceremony',
  cocktail: 'Cocktail Hour',
  dinner: 'Dinner',
  'first-dance': 'First Dance',
  'special-moments': 'Special Moments',
  party: 'Dance Party',
};

/**
 * A song of the playlist. "Playing" is not stored (the songs table has no such column): it is the page's own
 * state, and only one song plays at a time (spec §4).
 */
export const songSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  title: requiredText('Song title', TITLE_MAX),
  artist: requiredText('Artist', ARTIST_MAX),
  category: z._default(z.enum(SONG_CATEGORIES), 'ceremony'),
  notes: optionalText('Notes', NOTES_MAX),
});
export type Song = z.infer<typeof songSchema>;

export const songFormSchema = z.omit(songSchema, { id: true });
export type SongFormInput = z.input<typeof songFormSchema>;
export type SongFormValues = z.output<typeof songFormSchema>;

/** A starter playlist covering every part of the day. */
export function seedSongs(): Song[] {
  const song = (id: string, title: string, artist: string, category: SongCategory, notes?: string): Song => ({
    id: `sample-${id}`,
    title,
    artist,
    category,
    ...(notes ? { notes } : {}),
  });
  return [
    song('canon-in-d', 'Canon in D', 'Johann Pachelbel', 'ceremony', 'Processional for the wedding party'),
    song('a-thousand-years', 'A Thousand Years', 'Christina Perri', 'ceremony', 'Walking down the aisle'),
    song('fly-me-to-the-moon', 'Fly Me to the Moon', 'Frank Sinatra', 'cocktail'),
    song('la-vie-en-rose', 'La Vie en Rose', 'Louis Armstrong', 'dinner'),
    song('perfect', 'Perfect', 'Ed Sheeran', 'first-dance', 'Our first dance'),
    song('my-girl', 'My Girl', 'The Temptations', 'special-moments', 'Father-daughter dance'),
    song('september', 'September', 'Earth, Wind & Fire', 'party', 'Opens the dance floor'),
  ];
}

export const songsCollection = defineCollection<Song>({
  table: 'songs',
  schema: songSchema,
  seed: seedSongs,
  noun: 'song',
});

export type SongFilter = SongCategory | 'all';

/** Spec §5: case-insensitive substring of the title or the artist. */
export function matchesSongSearch(song: Pick<Song, 'title' | 'artist'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return song.title.toLowerCase().includes(q) || song.artist.toLowerCase().includes(q);
}

export function filterSongs(songs: readonly Song[], query: string, category: SongFilter): Song[] {
  return songs.filter((s) => (category === 'all' || s.category === category) && matchesSongSearch(s, query));
}

/**
 * Where the couple can listen to a song: the app stores no audio, so "playing" a song opens it on a
 * streaming service. Search pages, since the playlist holds a title and an artist, not a track id.
 */
export function listenLinks(song: Pick<Song, 'title' | 'artist'>): { service: string; href: string }[] {
  const q = encodeURIComponent(`${song.title} ${song.artist}`);
  return [
    { service: 'YouTube', href: `https://www.youtube.com/results?search_query=${q}` },
    { service: 'Spotify', href: `https://open.spotify.com/search/${q}` },
  ];
}
