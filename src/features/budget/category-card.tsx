import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatAmount } from '@/lib/money';
import type { CategoryTotals } from './model';

/** One category: planned against actual (the sum of its expenses), with how much is left or over. */
export const CategoryCard = memo(function CategoryCard({
  totals: { category, actual, count },
  currency,
  onEdit,
  onDelete,
}: {
  totals: CategoryTotals;
  currency: string;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const over = actual > category.planned;
  const used =
    category.planned > 0
      ? Math.min(100, Math.round((actual / category.planned) * 100))
      : actual > 0
        ? 100
        : 0;
  const difference = Math.abs(category.planned - actual);
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="flex min-w-0 items-center gap-2 font-medium text-foreground">
          <span
            aria-hidden="true"
            className="size-3 shrink-0 rounded-full"
            style={{ backgroundColor: category.color }}
          />
          <span className="[overflow-wrap:anywhere] break-words">{category.name}</span>
        </h3>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${category.name}`}
            onClick={() => onEdit(category.id)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${category.name}`}
            onClick={() => onDelete(category.id)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-subtle-foreground">Planned</dt>
          <dd className="font-medium break-words text-foreground">
            {formatAmount(category.planned, currency)}
          </dd>
        </div>
        <div>
          <dt className="text-subtle-foreground">Actual</dt>
          <dd className={cn('font-medium break-words', over ? 'text-destructive-strong' : 'text-foreground')}>
            {formatAmount(actual, currency)}
          </dd>
        </div>
      </dl>
      <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-secondary">
        <div
          className="h-full rounded-full"
          style={{
            width: `${used}%`,
            backgroundColor: over ? 'var(--color-destructive-strong)' : category.color,
          }}
        />
      </div>
      <p
        className={cn(
          'mt-2 text-xs',
          over ? 'font-medium text-destructive-strong' : 'text-subtle-foreground',
        )}
      >
        {over
          ? `Over by ${formatAmount(difference, currency)}`
          : `${formatAmount(difference, currency)} left`}{' '}
        · {count} {count === 1 ? 'expense' : 'expenses'}
      </p>
    </li>
  );
});
