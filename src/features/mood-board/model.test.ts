import {
  boardName,
  downloadFilename,
  imageKeyFor,
  moodBoardSchema,
  NAME_MAX,
  newestFirst,
  searchBoards,
  STYLE_PROMPTS,
  type MoodBoard,
} from './model';

const board = (over: Partial<MoodBoard>): MoodBoard => ({
  id: 'b1',
  name: 'Garden',
  prompt: 'Garden party',
  isFavorite: false,
  createdAt: '2026-06-15T10:00:00.000Z',
  ...over,
});

describe('mood board model', () => {
  it('has the six style prompts of the spec', () => {
    expect(STYLE_PROMPTS.map((s) => s.label)).toEqual([
      'Modern Minimalist',
      'Romantic Garden',
      'Rustic Elegance',
      'Bohemian Chic',
      'Classic Black-Tie',
      'Beach Paradise',
    ]);
    for (const s of STYLE_PROMPTS)
      expect(s.prompt.toLowerCase()).toContain(s.label.toLowerCase().replace('-', ' ').split(' ')[0]);
  });

  it('names a board after its description, shortened at a word', () => {
    expect(boardName('  Rustic   barn\nwedding ')).toBe('Rustic barn wedding');
    const long =
      'Romantic garden wedding with blooming roses and peonies, fairy lights, and soft pastel colors everywhere you look';
    const name = boardName(long);
    expect(name.length).toBeLessThanOrEqual(NAME_MAX);
    expect(name).toMatch(/^Romantic garden wedding with .*[a-z]…$/);
    expect(long.startsWith(name.slice(0, -1))).toBe(true);
    expect(boardName('x'.repeat(200))).toHaveLength(NAME_MAX);
  });

  it('puts new boards on top', () => {
    const older = board({ id: 'old', createdAt: '2026-06-15T10:00:00.000Z' });
    // Postgres spells times with an offset; they still order by instant.
    const newer = board({ id: 'new', createdAt: '2026-06-15T10:00:01.5+00:00' });
    expect(newestFirst([older, newer]).map((b) => b.id)).toEqual(['new', 'old']);
  });

  it('searches name or prompt, case-insensitively', () => {
    const boards = [
      board({ id: 'a', name: 'Beach', prompt: 'Sunset by the OCEAN' }),
      board({ id: 'b', name: 'Barn', prompt: 'Rustic wood' }),
    ];
    expect(searchBoards(boards, 'ocean').map((b) => b.id)).toEqual(['a']);
    expect(searchBoards(boards, 'BARN').map((b) => b.id)).toEqual(['b']);
    expect(searchBoards(boards, '  ').map((b) => b.id)).toEqual(['a', 'b']);
    expect(searchBoards(boards, 'castle')).toEqual([]);
  });

  it('gives downloads a recognisable file name with the right extension', () => {
    expect(downloadFilename('Romantic Garden, with peonies!', 'image/png')).toBe(
      'mood-board-romantic-garden-with-peonies.png',
    );
    expect(downloadFilename('Crème brûlée café', 'image/jpeg')).toBe('mood-board-creme-brulee-cafe.jpg');
    expect(downloadFilename('💍💍', 'image/webp')).toBe('mood-board.webp');
    expect(downloadFilename('a'.repeat(120), 'image/png')).toBe(`mood-board-${'a'.repeat(50)}.png`);
    expect(imageKeyFor('abc', 'image/png')).toBe('mood-boards/abc.png');
  });

  it('validates stored records', () => {
    expect(
      moodBoardSchema.safeParse(
        board({ createdAt: '2026-06-15T10:00:00.123+00:00', imageKey: 'mood-boards/b1.png' }),
      ).success,
    ).toBe(true);
    expect(moodBoardSchema.safeParse(board({ createdAt: 'yesterday' })).success).toBe(false);
    expect(moodBoardSchema.safeParse(board({ prompt: '   ' })).success).toBe(false);
    expect(moodBoardSchema.safeParse({ ...board({}), isFavorite: undefined }).data?.isFavorite).toBe(false);
  });
});
