import {
  filterRegistryItems,
  matchesRegistrySearch,
  registryCategories,
  registryItemSchema,
  registryStoreSchema,
  seedRegistryItems,
  seedRegistryStores,
  summarizeRegistry,
  type RegistryItem,
} from './model';

const item = (over: Partial<RegistryItem> = {}): RegistryItem => ({
  id: 'a',
  name: 'Mixer',
  price: 100,
  category: 'Kitchen',
  priority: 'medium',
  purchased: false,
  ...over,
});

describe('registryItemSchema', () => {
  it('needs a name and a price greater than 0 (spec §5), and defaults priority and purchased', () => {
    expect(registryItemSchema.safeParse({ id: 'a', name: '  ', price: 10 }).error?.issues[0].message).toBe(
      'Item name is required',
    );
    expect(registryItemSchema.safeParse({ id: 'a', name: 'Mixer', price: 0 }).error?.issues[0].message).toBe(
      'Enter a price greater than 0',
    );
    expect(registryItemSchema.safeParse({ id: 'a', name: 'Mixer', price: -3 }).success).toBe(false);
    expect(registryItemSchema.safeParse({ id: 'a', name: 'Mixer', price: Number.NaN }).success).toBe(false);
    expect(
      registryItemSchema.safeParse({ id: 'a', name: 'Mixer', price: 2e15 }).error?.issues[0].message,
    ).toBe('That price is too large');
    expect(registryItemSchema.parse({ id: 'a', name: ' Mixer ', price: 10.005 })).toEqual({
      id: 'a',
      name: 'Mixer',
      price: 10.01,
      priority: 'medium',
      purchased: false,
    });
  });

  it('bounds long text instead of storing it', () => {
    expect(registryItemSchema.safeParse(item({ name: 'x'.repeat(5000) })).success).toBe(false);
    expect(registryItemSchema.safeParse(item({ category: 'x'.repeat(101) })).success).toBe(false);
  });

  it('keeps only http(s) links; an empty link is stored as absent', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.example',
      'www.example.com',
    ]) {
      expect(registryItemSchema.safeParse(item({ url: bad })).success).toBe(false);
      expect(registryItemSchema.safeParse(item({ imageUrl: bad })).success).toBe(false);
    }
    const parsed = registryItemSchema.parse(
      item({ url: '', imageUrl: ' https://img.example.com/a.jpg ', category: '' }),
    );
    expect(parsed.url).toBeUndefined();
    expect(parsed.category).toBeUndefined();
    expect(parsed.imageUrl).toBe('https://img.example.com/a.jpg');
  });

  it('stores need a name and an http(s) link', () => {
    expect(registryStoreSchema.safeParse({ id: 's', name: 'Shop', url: '' }).error?.issues[0].message).toBe(
      'Store link is required',
    );
    expect(registryStoreSchema.safeParse({ id: 's', name: 'Shop', url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(
      registryStoreSchema.parse({ id: 's', name: 'Shop', url: 'https://shop.example.com', logo: '' }),
    ).toEqual({ id: 's', name: 'Shop', url: 'https://shop.example.com' });
  });

  it('accepts its own seeds: three stores and unpurchased-by-default items', () => {
    for (const s of seedRegistryItems()) expect(registryItemSchema.parse(s)).toEqual(s);
    expect(seedRegistryStores().map((s) => registryStoreSchema.parse(s).name)).toEqual([
      'Amazon',
      'Target',
      'Crate & Barrel',
    ]);
  });
});

describe('search, chips and summary', () => {
  const items = [
    item({ id: '1', name: 'Stand Mixer', category: 'Kitchen' }),
    item({ id: '2', name: 'Sheets', category: 'Bedroom' }),
    item({ id: '3', name: 'Toaster', category: 'kitchen' }),
    item({ id: '4', name: 'Gift card', category: undefined }),
  ];

  it('searches name or category, case-insensitively (spec §5)', () => {
    expect(matchesRegistrySearch(items[0], 'MIXER')).toBe(true);
    expect(matchesRegistrySearch(items[1], 'bed')).toBe(true);
    expect(matchesRegistrySearch(items[1], 'mixer')).toBe(false);
    expect(matchesRegistrySearch(items[3], 'card')).toBe(true);
    expect(matchesRegistrySearch(items[3], '  ')).toBe(true);
  });

  it('offers each category once, and filters by chip and search together', () => {
    expect(registryCategories(items)).toEqual(['Kitchen', 'Bedroom']);
    expect(filterRegistryItems(items, '', 'Kitchen').map((i) => i.id)).toEqual(['1', '3']);
    expect(filterRegistryItems(items, 'toast', 'Kitchen').map((i) => i.id)).toEqual(['3']);
    expect(filterRegistryItems(items, '', 'all')).toHaveLength(4);
  });

  it('sums value, purchased (whole percent) and remaining to the cent', () => {
    const s = summarizeRegistry([
      item({ price: 0.1 }),
      item({ price: 0.2, purchased: true }),
      item({ price: 100, purchased: true }),
    ]);
    expect(s).toEqual({
      total: 100.3,
      purchased: 100.2,
      remaining: 0.1,
      purchasedPercent: 100,
      purchasedCount: 2,
      count: 3,
    });
    expect(
      summarizeRegistry([item({ price: 200 }), item({ price: 100, purchased: true })]).purchasedPercent,
    ).toBe(33);
    expect(summarizeRegistry([])).toMatchObject({ total: 0, purchasedPercent: 0 });
  });
});
