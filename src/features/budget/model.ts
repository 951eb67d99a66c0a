import { subDays } from 'date-fns';
import { z } from '@/lib/zod';
import { requiredText } from '@/lib/form-fields';
import { defineCollection } from '@/lib/data';
import { isoDateSchema } from '@/lib/date-schema';
import { toIsoDate } from '@/lib/dates';
import { MAX_AMOUNT } from '@/lib/money';

/**
 * The budget's data. The total and its currency live in the profile (spec §9: 3,000,000 INR until the couple
 * chooses); categories and expenses are collections. A category's "actual" is not stored: it is the sum of its
 * expenses, so the two can never disagree. Amounts are in the budget's currency and are not converted when the
 * couple switches currency (it relabels the plan, it is not an exchange).
 */
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 200;

export const CATEGORY_COLORS = [
  { value: '#db2777', label: 'Pink' },
  { value: '#ea580c', label: 'Orange' },
  { value: '#7c3aed', label: 'Purple' },
  { value: '#2563eb', label: 'Blue' },
  { value: '#16a34a', label: 'Green' },
  { value: '#0891b2', label: 'Teal' },
  { value: '#ca8a04', label: 'Gold' },
  { value: '#dc2626', label: 'Red' },
  { value: '#6b7280', label: 'Grey' },
] as const;
const COLOR_VALUES = CATEGORY_COLORS.map((c) => c.value) as [string, ...string[]];
export const DEFAULT_COLOR = '#6b7280';

// No `.finite()` needed: zod's numbers refuse NaN and ±Infinity.
const amount = z.number().check(z.lte(MAX_AMOUNT, 'That amount is too large'));

export const categorySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: requiredText('Name', NAME_MAX, 'Add a name'),
  planned: amount.check(z.gte(0, 'The planned amount cannot be negative')),
  // Only our palette: a colour ends up in a style attribute.
  color: z.catch(z.enum(COLOR_VALUES), DEFAULT_COLOR),
});
export type BudgetCategory = z.infer<typeof categorySchema>;

export const expenseSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  description: requiredText('Description', DESCRIPTION_MAX, 'Add a description'),
  amount: amount.check(z.positive('Enter an amount greater than 0')),
  date: isoDateSchema('Choose a date'),
  categoryId: z.string().check(z.minLength(1, 'Choose a category'), z.maxLength(64)),
  paid: z._default(z.boolean(), false),
  // The vendor this expense pays, so a booked vendor's price and its expense count once (commitments.ts).
  vendorId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type Expense = z.infer<typeof expenseSchema>;

/** The seven categories of the spec, planned to 28 L of the default 30 L total, leaving a small reserve. */
export function seedCategories(): BudgetCategory[] {
  return [
    { id: 'venue', name: 'Venue', planned: 900_000, color: '#db2777' },
    { id: 'catering', name: 'Catering', planned: 750_000, color: '#ea580c' },
    { id: 'photography', name: 'Photography', planned: 300_000, color: '#7c3aed' },
    { id: 'attire', name: 'Attire', planned: 300_000, color: '#2563eb' },
    { id: 'flowers', name: 'Flowers', planned: 200_000, color: '#16a34a' },
    { id: 'music', name: 'Music', planned: 150_000, color: '#0891b2' },
    { id: 'miscellaneous', name: 'Miscellaneous', planned: 200_000, color: '#6b7280' },
  ];
}

/** A few bookings a couple has typically made already, dated back from the day the sample is created. */
export function seedExpenses(today: Date = new Date()): Expense[] {
  const ago = (days: number) => toIsoDate(subDays(today, days));
  return [
    {
      id: 'sample-venue-deposit',
      description: 'Venue booking deposit',
      amount: 300_000,
      date: ago(90),
      categoryId: 'venue',
      paid: true,
    },
    {
      id: 'sample-catering-advance',
      description: 'Caterer advance',
      amount: 150_000,
      date: ago(60),
      categoryId: 'catering',
      paid: true,
    },
    {
      id: 'sample-photographer',
      description: 'Photographer booking fee',
      amount: 75_000,
      date: ago(45),
      categoryId: 'photography',
      paid: true,
    },
    {
      id: 'sample-outfit',
      description: 'Wedding outfit (first fitting)',
      amount: 120_000,
      date: ago(20),
      categoryId: 'attire',
      paid: false,
    },
    {
      id: 'sample-decor',
      description: 'Mandap flowers advance',
      amount: 40_000,
      date: ago(10),
      categoryId: 'flowers',
      paid: false,
    },
    {
      id: 'sample-dj',
      description: 'DJ booking',
      amount: 25_000,
      date: ago(5),
      categoryId: 'music',
      paid: false,
    },
  ];
}

export const categoriesCollection = defineCollection<BudgetCategory>({
  table: 'budget_categories',
  schema: categorySchema,
  seed: seedCategories,
  noun: 'category',
});

export const expensesCollection = defineCollection<Expense>({
  table: 'expenses',
  schema: expenseSchema,
  seed: () => seedExpenses(),
  noun: 'expense',
});

export interface CategoryTotals {
  category: BudgetCategory;
  actual: number;
  count: number;
}

export interface BudgetTotals {
  total: number;
  planned: number;
  spent: number;
  paid: number;
  remaining: number;
  byCategory: CategoryTotals[];
  /** Expenses whose category no longer exists (e.g. written by another device before it was removed). */
  uncategorized: number;
}

/** Sums that the page shows; amounts are rounded to the cent so floating-point dust never appears. */
export function summarize(total: number, categories: BudgetCategory[], expenses: Expense[]): BudgetTotals {
  const cents = (n: number) => Math.round(n * 100) / 100;
  const byId = new Map(categories.map((c) => [c.id, { category: c, actual: 0, count: 0 }]));
  let spent = 0;
  let paid = 0;
  let uncategorized = 0;
  for (const e of expenses) {
    spent += e.amount;
    if (e.paid) paid += e.amount;
    const bucket = byId.get(e.categoryId);
    if (bucket) {
      bucket.actual += e.amount;
      bucket.count += 1;
    } else uncategorized += e.amount;
  }
  const planned = categories.reduce((sum, c) => sum + c.planned, 0);
  return {
    total,
    planned: cents(planned),
    spent: cents(spent),
    paid: cents(paid),
    remaining: cents(total - spent),
    byCategory: [...byId.values()].map((b) => ({ ...b, actual: cents(b.actual) })),
    uncategorized: cents(uncategorized),
  };
}

/** An expense with what the search reads of it: its description and its category's name, lower-cased. */
export interface Searchable {
  expense: Expense;
  text: string;
}

/** Built once per change of the list, not per keystroke: 5,000 expenses then filter well inside a keystroke. */
export const searchable = (expense: Expense, categoryName: string): Searchable => ({
  expense,
  text: `${expense.description}\u0000${categoryName}`.toLowerCase(),
});

/** The expenses of a category ('' for all) whose description or category's name holds `query`, case-insensitively. */
export function filterExpenses(items: readonly Searchable[], query: string, categoryId: string): Expense[] {
  const q = query.trim().toLowerCase();
  const out: Expense[] = [];
  for (const { expense, text } of items)
    if ((categoryId === '' || expense.categoryId === categoryId) && (q === '' || text.includes(q)))
      out.push(expense);
  return out;
}
