import { Download, Plus } from 'lucide-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useCollection, useEditBase, useProfile, useUndoableRemove } from '@/lib/data';
import { todayIso } from '@/lib/dates';
import { formatAmount, getCurrency, isCurrencyCode, type CurrencyCode } from '@/lib/money';
import { BudgetSummary } from './budget-summary';
import { CategoryCard } from './category-card';
import { CurrencySuggestion } from './currency-suggestion';
import { downloadText } from '@/lib/download';
import { expensesCsv } from './csv';
import { ExpenseList } from './expense-list';
import { categoriesCollection, expensesCollection, summarize } from './model';
import { TotalBudget, type BudgetValue } from './total-budget';
import { useBudgetCommands } from './api/use-budget-commands';
import { useCurrencySuggestion } from './api/use-currency-suggestion';
import { lazyNamed } from '@/lib/lazy-named';
import { budgetHeading } from './heading';

// The forms, and react-hook-form with them, arrive when their dialog first opens.
const CategoryForm = lazyNamed(() => import('./category-form'), 'CategoryForm');
const ExpenseForm = lazyNamed(
  () => import('./expense-form').then((m) => ({ ExpenseFormWithVendors: m.ExpenseFormWithVendors })),
  'ExpenseFormWithVendors',
);
// Instalments, commitments and cash flow need the vendors and payments too: fetched after the page's first load.
const PaymentSchedule = lazyNamed(() => import('./payment-schedule'), 'PaymentSchedule');

type Editing = { kind: 'expense' | 'category'; id: string | null } | null;
/** A category that still has expenses: deleting it leaves them uncategorised, so it asks first. */
type Deleting = { id: string; name: string; expenses: number } | null;

export default function BudgetPage() {
  const profile = useProfile();
  const categories = useCollection(categoriesCollection);
  const expenses = useCollection(expensesCollection);
  const removeExpense = useUndoableRemove(expensesCollection);
  const removeCategory = useUndoableRemove(categoriesCollection);
  const { addExpense, updateExpense, addCategory, updateCategory } = useBudgetCommands();
  const budget = profile.data.budget;
  const currency = budget.currency;
  const suggestion = useCurrencySuggestion(budget, profile.isLoading);

  const [budgetEditor, setBudgetEditor] = useState<{ preset: CurrencyCode | null } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const totals = useMemo(
    () => summarize(budget.total, categories.items, expenses.items),
    [budget.total, categories.items, expenses.items],
  );

  // The record as it was when its dialog opened: the save is based on it, so a change another tab makes meanwhile is
  // merged or reported, never silently overwritten (and the dialog stays an edit if the record is deleted elsewhere).
  const editingExpense = useEditBase(expenses.items, editing?.kind === 'expense' ? editing.id : null);
  const editingCategory = useEditBase(categories.items, editing?.kind === 'category' ? editing.id : null);

  // Stable callbacks keep the memoised rows from re-rendering on every keystroke in the search box.
  // Failures are announced by the data layer's notice and the row shows the stored value again.
  const togglePaid = useCallback(
    (id: string, paid: boolean) => void updateExpense({ id, changes: { paid } }).catch(() => undefined),
    [updateExpense],
  );
  const editExpense = useCallback((id: string) => setEditing({ kind: 'expense', id }), []);
  const { items: expenseItems } = expenses;
  const { items: categoryItems } = categories;
  const deleteExpense = useCallback(
    (id: string) => void removeExpense(id, { name: expenseItems.find((e) => e.id === id)?.description }),
    [removeExpense, expenseItems],
  );
  const editCategory = useCallback((id: string) => setEditing({ kind: 'category', id }), []);
  const deleteCategory = useCallback(
    (id: string) => {
      const name = categoryItems.find((c) => c.id === id)?.name ?? '';
      const count = expenseItems.filter((e) => e.categoryId === id).length;
      if (count > 0) setDeleting({ id, name, expenses: count });
      else void removeCategory(id, { name });
    },
    [removeCategory, categoryItems, expenseItems],
  );

  const saveBudget = async (next: BudgetValue) => {
    await profile.save({
      budget: { total: next.total, currency: isCurrencyCode(next.currency) ? next.currency : currency },
    });
    suggestion.dismiss();
    setBudgetEditor(null);
  };

  const exportCsv = () => {
    downloadText(
      expensesCsv(expenses.items, categories.items, currency),
      `wedding-budget-${todayIso()}.csv`,
      'text/csv;charset=utf-8',
    );
    toast(
      `Exported ${expenses.items.length} ${expenses.items.length === 1 ? 'expense' : 'expenses'}.`,
      'success',
    );
  };

  const unallocated = Math.round((budget.total - totals.planned) * 100) / 100;

  // The page's title shows at once; what depends on the couple's figures waits for them.
  const loading = profile.isLoading || categories.isLoading || expenses.isLoading;
  const header = (
    <PageHeader
      {...budgetHeading}
      actions={
        <>
          <Button variant="secondary" onClick={exportCsv} disabled={loading}>
            <Download aria-hidden="true" />
            Export
          </Button>
          <Button onClick={() => setEditing({ kind: 'expense', id: null })} disabled={loading}>
            <Plus aria-hidden="true" />
            Add Expense
          </Button>
        </>
      }
    />
  );
  if (loading)
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        {header}
        <PageSpinner />
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {header}

      {suggestion.suggested && !budgetEditor && (
        <CurrencySuggestion
          suggested={suggestion.suggested}
          current={currency}
          onUse={() => setBudgetEditor({ preset: suggestion.suggested })}
          onKeep={suggestion.dismiss}
        />
      )}

      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <TotalBudget
          value={budget}
          editing={budgetEditor !== null}
          presetCurrency={budgetEditor?.preset ?? null}
          onEdit={() => setBudgetEditor({ preset: null })}
          onCancel={() => setBudgetEditor(null)}
          onSave={saveBudget}
        />
        <BudgetSummary totals={totals} currency={currency} expenseCount={expenses.items.length} />
      </div>

      <section aria-labelledby="categories-heading" className="mt-10">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="categories-heading" className="font-serif text-xl font-semibold text-foreground">
              Budget Categories
            </h2>
            <p className="text-sm text-muted-foreground">
              Planned {formatAmount(totals.planned, currency)} of {formatAmount(budget.total, currency)} ·{' '}
              {unallocated >= 0
                ? `${formatAmount(unallocated, currency)} not yet allocated`
                : `over-allocated by ${formatAmount(-unallocated, currency)}`}
            </p>
          </div>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'category', id: null })}>
            <Plus aria-hidden="true" />
            Add Category
          </Button>
        </div>
        {totals.byCategory.length === 0 ? (
          <p className="rounded-xl border border-dashed border-input p-6 text-center text-muted-foreground">
            No categories yet. Add one to plan your spending.
          </p>
        ) : (
          <ul aria-label="Budget categories" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {totals.byCategory.map((t) => (
              <CategoryCard
                key={t.category.id}
                totals={t}
                currency={currency}
                onEdit={editCategory}
                onDelete={deleteCategory}
              />
            ))}
          </ul>
        )}
        {totals.uncategorized > 0 && (
          <p className="mt-3 text-sm text-muted-foreground">
            Uncategorized expenses: {formatAmount(totals.uncategorized, currency)}
          </p>
        )}
      </section>

      <section aria-labelledby="expenses-heading" className="mt-10">
        <h2 id="expenses-heading" className="mb-4 font-serif text-xl font-semibold text-foreground">
          Expenses
        </h2>
        <ExpenseList
          expenses={expenses.items}
          categories={categories.items}
          currency={currency}
          onTogglePaid={togglePaid}
          onEdit={editExpense}
          onDelete={deleteExpense}
        />
      </section>

      <Suspense fallback={null}>
        <PaymentSchedule currency={currency} />
      </Suspense>

      <Dialog
        open={editing?.kind === 'expense'}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editingExpense ? 'Edit Expense' : 'Add Expense'}
        description={`Amounts in ${getCurrency(currency).name} (${currency}).`}
      >
        <ExpenseForm
          // A new form (and a new id) each time the dialog opens.
          key={editing?.id ?? 'new'}
          expense={editingExpense}
          categories={categories.items}
          currency={currency}
          onSubmit={async (expense) => {
            await (editingExpense
              ? updateExpense({ id: expense.id, changes: expense, seen: editingExpense })
              : addExpense(expense));
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </Dialog>

      <Dialog
        open={editing?.kind === 'category'}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editingCategory ? 'Edit Category' : 'Add Category'}
        description={`Amounts in ${getCurrency(currency).name} (${currency}).`}
      >
        <CategoryForm
          key={editing?.id ?? 'new'}
          category={editingCategory}
          currency={currency}
          onSubmit={async (category) => {
            await (editingCategory
              ? updateCategory({ id: category.id, changes: category, seen: editingCategory })
              : addCategory(category));
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this category?"
        description={
          deleting
            ? `"${deleting.name}" will be removed. Its ${deleting.expenses === 1 ? 'expense stays' : `${deleting.expenses} expenses stay`} in your budget as uncategorized.`
            : undefined
        }
        onConfirm={() => {
          if (deleting) void removeCategory(deleting.id, { name: deleting.name });
        }}
      />
    </div>
  );
}
