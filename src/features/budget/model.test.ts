import {
  categorySchema,
  expenseSchema,
  filterExpenses,
  searchable,
  seedCategories,
  seedExpenses,
  summarize,
  type Expense,
} from './model';

const expense = (over: Partial<Expense> = {}): Expense => ({
  id: 'e1',
  description: 'Deposit',
  amount: 100,
  date: '2026-03-01',
  categoryId: 'venue',
  paid: false,
  ...over,
});

describe('budget model', () => {
  it('seeds the seven categories of the spec, planned within the default total', () => {
    const categories = seedCategories();
    expect(categories.map((c) => c.name)).toEqual([
      'Venue',
      'Catering',
      'Photography',
      'Attire',
      'Flowers',
      'Music',
      'Miscellaneous',
    ]);
    const planned = categories.reduce((s, c) => s + c.planned, 0);
    expect(planned).toBe(2_800_000);
    expect(planned).toBeLessThanOrEqual(3_000_000);
    expect(new Set(categories.map((c) => c.color)).size).toBe(7);
    for (const c of categories) expect(categorySchema.parse(c)).toEqual(c);
  });

  it('seeds valid expenses in existing categories, dated before the day they are created', () => {
    const today = new Date(2026, 10, 22);
    const ids = new Set(seedCategories().map((c) => c.id));
    for (const e of seedExpenses(today)) {
      expect(expenseSchema.parse(e)).toEqual(e);
      expect(ids.has(e.categoryId)).toBe(true);
      expect(e.date < '2026-11-22').toBe(true);
    }
    expect(seedExpenses(today)[0].date).toBe('2026-08-24');
  });

  it.each([
    ['an empty description', { description: '   ' }],
    ['a 5,000-character description', { description: 'x'.repeat(5000) }],
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['an infinite amount', { amount: Infinity }],
    ['an amount above the bound', { amount: 1e16 }],
    ['an impossible date', { date: '2026-02-30' }],
    ['a date in another format', { date: '03/01/2026' }],
    ['no category', { categoryId: '' }],
  ])('refuses an expense with %s', (_label, over) => {
    expect(expenseSchema.safeParse(expense(over)).success).toBe(false);
  });

  it('trims text and defaults paid to false', () => {
    const { paid: _paid, ...rest } = expense({ description: '  Cake  ' });
    expect(expenseSchema.parse(rest)).toEqual({ ...rest, description: 'Cake', paid: false });
  });

  it('refuses bad categories and replaces a colour outside the palette', () => {
    expect(categorySchema.safeParse({ id: 'c', name: '', planned: 0, color: '#db2777' }).success).toBe(false);
    expect(categorySchema.safeParse({ id: 'c', name: 'Cake', planned: -1, color: '#db2777' }).success).toBe(
      false,
    );
    expect(
      categorySchema.parse({ id: 'c', name: 'Cake', planned: 0, color: 'red;background:url(x)' }).color,
    ).toBe('#6b7280');
  });

  it('sums planned, spent, paid and remaining, and each category from its expenses', () => {
    const categories = seedCategories();
    const totals = summarize(3_000_000, categories, [
      expense({ id: '1', amount: 300_000, paid: true }),
      expense({ id: '2', amount: 0.1, categoryId: 'venue' }),
      expense({ id: '3', amount: 0.2, categoryId: 'music', paid: true }),
      expense({ id: '4', amount: 5000, categoryId: 'deleted-category' }),
    ]);
    expect(totals).toMatchObject({
      total: 3_000_000,
      planned: 2_800_000,
      spent: 305_000.3,
      paid: 300_000.2,
      remaining: 2_694_999.7,
      uncategorized: 5000,
    });
    expect(totals.byCategory.find((c) => c.category.id === 'venue')).toMatchObject({
      actual: 300_000.1,
      count: 2,
    });
    expect(totals.byCategory.find((c) => c.category.id === 'music')).toMatchObject({ actual: 0.2, count: 1 });
    expect(totals.byCategory.find((c) => c.category.id === 'attire')).toMatchObject({ actual: 0, count: 0 });
  });

  it('goes negative when spending passes the total', () => {
    expect(summarize(100, [], [expense({ amount: 150 })]).remaining).toBe(-50);
  });

  it('searches description and category name, case-insensitively, within a category or all of them', () => {
    const e = expense({ description: 'Caterer advance', categoryId: 'catering' });
    const f = expense({ id: 'f', description: 'Hall deposit', categoryId: 'venue' });
    const items = [searchable(e, 'Catering'), searchable(f, 'Venue')];
    expect(filterExpenses(items, '', '')).toEqual([e, f]);
    expect(filterExpenses(items, ' ADVANCE ', '')).toEqual([e]);
    expect(filterExpenses(items, 'venue', '')).toEqual([f]);
    expect(filterExpenses(items, 'cake', '')).toEqual([]);
    expect(filterExpenses(items, '', 'venue')).toEqual([f]);
    expect(filterExpenses(items, 'advance', 'venue')).toEqual([]);
    // The description and the category's name are searched apart, not as one text.
    expect(filterExpenses(items, 'advance catering', '')).toEqual([]);
  });
});
