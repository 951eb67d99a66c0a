import type { BudgetCategory, Expense } from './model';

/**
 * CSV per RFC 4180: a field holding a comma, quote or line break is quoted, quotes doubled. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, so an expense
 * called "=HYPERLINK(...)" stays text when the file is opened.
 */
export function csvField(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: (string | number | boolean)[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const CSV_HEADER = ['Date', 'Description', 'Category', 'Amount', 'Currency', 'Paid'];

/** The expenses as a spreadsheet, oldest first; amounts as plain numbers so they can be summed. */
export function expensesCsv(expenses: Expense[], categories: BudgetCategory[], currency: string): string {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const rows = [...expenses]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((e) => [e.date, e.description, names.get(e.categoryId) ?? 'Uncategorized', e.amount, currency, e.paid ? 'Yes' : 'No']);
  return toCsv([CSV_HEADER, ...rows]);
}
