import {
  PHOTO_CATEGORIES,
  TITLE_MAX,
  filterPhotoIdeas,
  matchesPhotoSearch,
  photoIdeaFormSchema,
  photoIdeaSchema,
  seedPhotoIdeas,
  shareText,
  type PhotoIdea,
} from './model';

const idea = (over: Partial<PhotoIdea> = {}): PhotoIdea => ({
  id: 'p1',
  title: 'First Look',
  description: 'Before the ceremony',
  category: 'must-have',
  isFavorite: false,
  isCompleted: false,
  ...over,
});

describe('photoIdeaSchema', () => {
  it('requires a title and trims it', () => {
    expect(photoIdeaSchema.safeParse(idea({ title: '   ' })).error?.issues[0].message).toBe(
      'Title is required',
    );
    expect(photoIdeaSchema.parse(idea({ title: '  Rings  ' })).title).toBe('Rings');
  });

  it('refuses a 5,000-character title and an overlong description', () => {
    expect(photoIdeaSchema.safeParse(idea({ title: 'x'.repeat(5000) })).success).toBe(false);
    expect(photoIdeaSchema.safeParse(idea({ title: 'x'.repeat(TITLE_MAX) })).success).toBe(true);
    expect(photoIdeaSchema.safeParse(idea({ description: 'x'.repeat(5000) })).success).toBe(false);
  });

  it('defaults the category to must-have and new ideas to neither favourite nor captured', () => {
    const parsed = photoIdeaSchema.parse({ id: 'p2', title: 'Cake' });
    expect(parsed).toMatchObject({
      category: 'must-have',
      isFavorite: false,
      isCompleted: false,
      description: '',
    });
    expect(photoIdeaFormSchema.parse({ title: 'Cake' }).category).toBe('must-have');
  });

  it('accepts only the seven categories', () => {
    for (const category of PHOTO_CATEGORIES)
      expect(photoIdeaSchema.safeParse(idea({ category })).success).toBe(true);
    expect(photoIdeaSchema.safeParse({ ...idea(), category: 'all' }).success).toBe(false);
  });

  it('keeps only http(s) reference images; an empty one is stored as absent', () => {
    expect(
      photoIdeaSchema.parse(idea({ referenceImageUrl: ' https://example.com/a.jpg ' })).referenceImageUrl,
    ).toBe('https://example.com/a.jpg');
    expect(photoIdeaSchema.parse(idea({ referenceImageUrl: '' })).referenceImageUrl).toBeUndefined();
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.com/a.jpg',
      'example.com/a.jpg',
    ]) {
      expect(photoIdeaSchema.safeParse(idea({ referenceImageUrl: bad })).error?.issues[0].message).toBe(
        'Use a web address that starts with http:// or https://',
      );
    }
  });
});

describe('search and filter', () => {
  const list = [
    idea({ id: 'a', title: 'First Look', description: 'Private moment', category: 'must-have' }),
    idea({ id: 'b', title: 'Grandparents', description: 'FAMILY portrait', category: 'family' }),
    idea({ id: 'c', title: 'Rings', description: '', category: 'details' }),
  ];

  it('matches the title or the description, case-insensitively', () => {
    expect(matchesPhotoSearch(list[0], 'first')).toBe(true);
    expect(matchesPhotoSearch(list[1], 'family')).toBe(true);
    expect(matchesPhotoSearch(list[2], 'details')).toBe(false);
    expect(matchesPhotoSearch(list[2], '  ')).toBe(true);
  });

  it('combines the category chip with the search; "all" keeps every category', () => {
    expect(filterPhotoIdeas(list, '', 'all').map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(filterPhotoIdeas(list, '', 'family').map((i) => i.id)).toEqual(['b']);
    expect(filterPhotoIdeas(list, 'r', 'details').map((i) => i.id)).toEqual(['c']);
    expect(filterPhotoIdeas(list, 'moment', 'family')).toEqual([]);
  });
});

describe('seed and share text', () => {
  it('seeds valid ideas with unique ids and no remote images', () => {
    const seeds = seedPhotoIdeas();
    expect(new Set(seeds.map((s) => s.id)).size).toBe(seeds.length);
    for (const s of seeds) expect(photoIdeaSchema.parse(s)).toEqual(s);
    expect(seeds.some((s) => s.referenceImageUrl)).toBe(false);
  });

  it('words an idea for sharing', () => {
    expect(shareText(idea({ category: 'getting-ready', referenceImageUrl: 'https://x.test/a.jpg' }))).toBe(
      'Photo idea: First Look\nCategory: Getting Ready\nBefore the ceremony\nReference: https://x.test/a.jpg',
    );
    expect(shareText(idea({ description: '' }))).toBe('Photo idea: First Look\nCategory: Must-Have');
  });
});
