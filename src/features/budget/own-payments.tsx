import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCommand } from '@/lib/data/use-command';
import { formatShortDate } from '@/lib/dates';
import { lazyNamed } from '@/lib/lazy-named';
import { useNamedPayments } from './api/use-named-payments';
import { addPayment } from './payment-commands';
import type { PaymentOwner } from './payment-form';
import { PaymentList } from './payment-list';
import { PaymentStatusBadge } from './payment-status-badge';
import { calendarDayAt, paymentStatus } from './payments-model';

const PaymentForm = lazyNamed(() => import('./payment-form'), 'PaymentForm');

/**
 * One expense's or one vendor's instalments, where that money is (a booked vendor's card): folded to a line that
 * says how many and what falls due next, opened to the same list as the budget's schedule, with its own Add.
 */
export function OwnPayments({
  owner,
  name,
  currency,
}: {
  owner: PaymentOwner;
  /** The expense's description or the vendor's name: the list's and the dialog's words. */
  name: string;
  currency: string;
}) {
  const { items } = useNamedPayments();
  const add = useCommand(addPayment, { noun: 'payment' });
  const [adding, setAdding] = useState(false);
  const today = calendarDayAt(new Date());
  // By kind and id, not by the owner object, which a card makes afresh on every render.
  const byVendor = 'vendorId' in owner;
  const ownerId = byVendor ? owner.vendorId : owner.expenseId;
  const own = useMemo(
    () => items.filter((p) => (byVendor ? p.vendorId : p.expenseId) === ownerId),
    [items, byVendor, ownerId],
  );
  const next = own.filter((p) => !p.paidOn).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];

  return (
    <details className="group rounded-lg border border-border-subtle">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-3 py-2 text-sm font-medium">
        <span>Payments</span>
        <span className="text-muted-foreground">
          {own.length === 0
            ? 'none yet'
            : next
              ? `${own.length}, next due ${formatShortDate(next.dueDate)}`
              : `${own.length}, all paid`}
        </span>
        {next && <PaymentStatusBadge status={paymentStatus(next, today)} />}
      </summary>
      <div className="space-y-2 px-3 pb-3">
        {own.length > 0 && (
          <PaymentList payments={own} currency={currency} today={today} label={`Instalments: ${name}`} />
        )}
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add instalment
        </Button>
      </div>
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title="Add Instalment"
        description={`${name}, in ${currency}.`}
      >
        {adding && (
          <PaymentForm
            payment={null}
            owner={owner}
            currency={currency}
            onSubmit={async (payment) => {
              await add(payment);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </Dialog>
    </details>
  );
}
