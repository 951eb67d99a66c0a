import { toCsv } from '@/lib/csv';
import type { BudgetCategory, Expense } from './model';
import { compareCodeUnits } from '@/lib/compare';

export const CSV_HEADER = ['Date', 'Description', 'Category', 'Amount', 'Currency', 'Paid'];

/** The expenses as a spreadsheet, oldest first; amounts as plain numbers so they can be summed. */
export function expensesCsv(expenses: Expense[], categories: BudgetCategory[], currency: string): string {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const rows = [...expenses]
    .sort((a, b) => compareCodeUnits(a.date, b.date))
    .map((e) => [
      e.date,
      e.description,
      names.get(e.categoryId) ?? 'Uncategorized',
      e.amount,
      currency,
      e.paid ? 'Yes' : 'No',
    ]);
  return toCsv([CSV_HEADER, ...rows]);
}
