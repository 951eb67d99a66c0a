import {
  SONG_CATEGORIES,
  SONG_CATEGORY_LABELS,
  filterSongs,
  listenLinks,
  matchesSongSearch,
  seedSongs,
  songFormSchema,
  songSchema,
  type Song,
} from './model';

const song = (over: Partial<Song> = {}): Song => ({
  id: 's1',
  title: 'Perfect',
  artist: 'Ed Sheeran',
  category: 'first-dance',
  ...over,
});
const firstMessage = (value: unknown) => songSchema.safeParse(value).error?.issues[0].message;

describe('songSchema', () => {
  it('requires a title and an artist, trimmed', () => {
    expect(firstMessage(song({ title: '  ' }))).toBe('Song title is required');
    expect(firstMessage(song({ artist: '' }))).toBe('Artist is required');
    expect(songSchema.parse(song({ title: ' At Last ', artist: ' Etta James ' }))).toMatchObject({
      title: 'At Last',
      artist: 'Etta James',
    });
  });

  it('refuses 5,000-character titles, artists and notes', () => {
    expect(firstMessage(song({ title: 'x'.repeat(5000) }))).toBe('Keep the song title under 200 characters');
    expect(firstMessage(song({ artist: 'x'.repeat(5000) }))).toBe('Keep the artist under 200 characters');
    expect(firstMessage(song({ notes: 'x'.repeat(5000) }))).toBe('Keep the notes under 2000 characters');
  });

  it('defaults the category to ceremony; notes are optional and an empty note is stored as absent', () => {
    expect(songFormSchema.parse({ title: 'At Last', artist: 'Etta James' })).toEqual({
      title: 'At Last',
      artist: 'Etta James',
      category: 'ceremony',
    });
    expect(songSchema.parse(song({ notes: '   ' })).notes).toBeUndefined();
    expect(songSchema.parse(song({ notes: ' Cue at 0:30 ' })).notes).toBe('Cue at 0:30');
  });

  it('accepts only the six categories, shown with the spec’s names', () => {
    for (const category of SONG_CATEGORIES)
      expect(songSchema.safeParse(song({ category })).success).toBe(true);
    expect(songSchema.safeParse({ ...song(), category: 'all' }).success).toBe(false);
    expect(SONG_CATEGORY_LABELS.cocktail).toBe('Cocktail Hour');
    expect(SONG_CATEGORY_LABELS.party).toBe('Dance Party');
  });

  it('stores no playing state', () => {
    expect(songSchema.parse({ ...song(), isPlaying: true })).not.toHaveProperty('isPlaying');
  });
});

describe('search and filter', () => {
  const list = [
    song({
      id: 'a',
      title: 'Canon in D',
      artist: 'Johann Pachelbel',
      category: 'ceremony',
      notes: 'processional',
    }),
    song({ id: 'b', title: 'September', artist: 'Earth, Wind & Fire', category: 'party' }),
    song({ id: 'c', title: 'Dancing Queen', artist: 'ABBA', category: 'party' }),
  ];

  it('matches the title or the artist case-insensitively, never the notes', () => {
    expect(matchesSongSearch(list[0], 'CANON')).toBe(true);
    expect(matchesSongSearch(list[1], 'wind &')).toBe(true);
    expect(matchesSongSearch(list[0], 'processional')).toBe(false);
  });

  it('combines the category chip with the search', () => {
    expect(filterSongs(list, '', 'all').map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(filterSongs(list, '', 'party').map((s) => s.id)).toEqual(['b', 'c']);
    expect(filterSongs(list, 'abba', 'party').map((s) => s.id)).toEqual(['c']);
    expect(filterSongs(list, 'abba', 'ceremony')).toEqual([]);
  });
});

describe('seed and listen links', () => {
  it('seeds valid songs with unique ids', () => {
    const seeds = seedSongs();
    expect(new Set(seeds.map((s) => s.id)).size).toBe(seeds.length);
    for (const s of seeds) expect(songSchema.parse(s)).toEqual(s);
  });

  it('builds https search links with the title and artist encoded', () => {
    const links = listenLinks(song({ title: 'Rock & Roll <script>', artist: 'A/B' }));
    expect(links.map((l) => l.service)).toEqual(['YouTube', 'Spotify']);
    for (const { href } of links) {
      expect(href).toMatch(/^https:\/\//);
      expect(href).toContain('Rock%20%26%20Roll%20%3Cscript%3E%20A%2FB');
    }
  });
});
