import { Pencil, Receipt, Trash2 } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, NativeSelect } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { ShowMoreButton } from '@/components/ui/show-more';
import { formatShortDate } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import { usePaged } from '@/lib/use-paged';
import { filterExpenses, searchable, type BudgetCategory, type Expense } from './model';
import { compareCodeUnits } from '@/lib/compare';
import { formatCount } from '@/lib/format-number';

const UNCATEGORIZED = { name: 'Uncategorized', color: '#6b7280' };
const ALL = '';
/**
 * Rows rendered at a time. Mounting a row costs about 0.2 ms, so a thousand would make a keystroke that widens
 * the search take a quarter of a second; a page of 50 keeps every keystroke well under 100 ms.
 */
export const PAGE_SIZE = 50;

/**
 * The expenses, newest first, with a search (description or category) and a category filter. The list follows the
 * search in the background, rows are memoised so a keystroke re-renders only what the filter changes, and at most a
 * page of them is mounted (Show more adds the next page); off-screen rows skip layout (content-visibility).
 */
export function ExpenseList({
  expenses,
  categories,
  currency,
  onTogglePaid,
  onEdit,
  onDelete,
}: {
  expenses: Expense[];
  categories: BudgetCategory[];
  currency: string;
  onTogglePaid: (id: string, paid: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState(ALL);
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const sorted = useMemo(
    // Stable sort keeps insertion order within a day.
    () => [...expenses].sort((a, b) => compareCodeUnits(b.date, a.date)),
    [expenses],
  );
  const items = useMemo(
    () => sorted.map((e) => searchable(e, (byId.get(e.categoryId) ?? UNCATEGORIZED).name)),
    [sorted, byId],
  );
  // The field shows each key at once; the list follows in the background.
  const shownQuery = useDeferredValue(query);
  const shownCategory = useDeferredValue(categoryId);
  const visible = useMemo(
    () => filterExpenses(items, shownQuery, shownCategory),
    [items, shownQuery, shownCategory],
  );
  const { page, total, remaining, showMore } = usePaged(
    visible,
    `${shownQuery}\n${shownCategory}`,
    PAGE_SIZE,
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)] sm:items-end">
        <SearchInput
          placeholder="Search expenses..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={200}
        />
        <Field label={<span className="sr-only">Filter by category</span>}>
          {(p) => (
            <NativeSelect {...p} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <option value={ALL}>All categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {expenses.length === 0 ? (
        <EmptyState
          icon={<Receipt />}
          title="No expenses yet"
          description="Add your first expense to start tracking what you spend."
        />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={<Receipt />}
          title="No expenses found"
          description="Try a different search or category."
        />
      ) : (
        <ul aria-label="Expenses" className="divide-y divide-border rounded-xl border border-border bg-card">
          {page.map((e) => (
            <ExpenseRow
              key={e.id}
              expense={e}
              category={byId.get(e.categoryId) ?? UNCATEGORIZED}
              currency={currency}
              onTogglePaid={onTogglePaid}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <div className="space-y-2 text-center text-sm text-muted-foreground">
          <p>
            Showing {formatCount(page.length)} of {formatCount(total)} expenses
          </p>
          <ShowMoreButton remaining={remaining} onClick={showMore} />
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {query || categoryId ? `${visible.length} of ${expenses.length} expenses shown` : ''}
      </p>
    </div>
  );
}

const ExpenseRow = memo(function ExpenseRow({
  expense: e,
  category,
  currency,
  onTogglePaid,
  onEdit,
  onDelete,
}: {
  expense: Expense;
  category: { name: string; color: string };
  currency: string;
  onTogglePaid: (id: string, paid: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 [contain-intrinsic-size:auto_5rem] [content-visibility:auto]">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium [overflow-wrap:anywhere] break-words text-foreground">{e.description}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-subtle-foreground">
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: category.color }}
            />
            {category.name}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={e.date}>{formatShortDate(e.date)}</time>
        </p>
      </div>
      <p className="font-semibold text-foreground tabular-nums">{formatAmount(e.amount, currency)}</p>
      <div className="flex items-center gap-1">
        <label className="mr-1 inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm text-copy hover:bg-muted">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={e.paid}
            onChange={(ev) => onTogglePaid(e.id, ev.target.checked)}
            aria-label={`Paid: ${e.description}`}
          />
          <span aria-hidden="true">{e.paid ? 'Paid' : 'Mark paid'}</span>
        </label>
        <Button variant="ghost" size="icon" aria-label={`Edit ${e.description}`} onClick={() => onEdit(e.id)}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${e.description}`}
          onClick={() => onDelete(e.id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
});
