import { formatShortDate } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import type { NamedPayment } from './payment-dues';
import { PaymentStatusBadge } from './payment-status-badge';
import type { PaymentStatus } from './payments-model';

/** The overdue and due-soon payments (paymentsNeedingAttention), for the overview's next-up list and notifications. */
export function PaymentsDueList({
  payments,
  currency,
}: {
  payments: readonly (NamedPayment & { status: PaymentStatus })[];
  currency: string;
}) {
  return (
    <ul aria-label="Payments due" className="space-y-1">
      {payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="inline-flex min-w-0 items-center gap-2">
            <PaymentStatusBadge status={p.status} />
            <span className="min-w-0 [overflow-wrap:anywhere]">{p.payee}</span>
          </span>
          <span className="shrink-0 text-subtle-foreground">
            {formatAmount(p.amount, currency)} · {formatShortDate(p.dueDate)}
          </span>
        </li>
      ))}
    </ul>
  );
}
