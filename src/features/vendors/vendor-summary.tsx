import { Card } from '@/components/ui/card';
import { formatAmount } from '@/lib/money';
import type { VendorSummary as Summary } from './model';

/** The three summary cards of spec §2: Total Vendor Budget, Deposits Paid and Contracts Signed (x of n, percent). */
export function VendorSummary({ summary: s, currency }: { summary: Summary; currency: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card role="region" aria-labelledby="vendor-total">
        <h2 id="vendor-total" className="text-sm font-medium text-muted-foreground">
          Total Vendor Budget
        </h2>
        <p className="mt-1 text-2xl font-semibold break-words text-foreground tabular-nums">
          {formatAmount(s.total, currency)}
        </p>
        <p className="mt-1 text-xs text-subtle-foreground">
          {s.count} {s.count === 1 ? 'vendor' : 'vendors'}
        </p>
      </Card>
      <Card role="region" aria-labelledby="vendor-deposits">
        <h2 id="vendor-deposits" className="text-sm font-medium text-muted-foreground">
          Deposits Paid
        </h2>
        <p className="mt-1 text-2xl font-semibold text-foreground tabular-nums">
          {s.depositsPaid} of {s.count}
        </p>
        <p className="mt-1 text-xs text-subtle-foreground">{s.depositsPercent}% paid</p>
      </Card>
      <Card role="region" aria-labelledby="vendor-contracts">
        <h2 id="vendor-contracts" className="text-sm font-medium text-muted-foreground">
          Contracts Signed
        </h2>
        <p className="mt-1 text-2xl font-semibold text-foreground tabular-nums">
          {s.contractsSigned} of {s.count}
        </p>
        <p className="mt-1 text-xs text-subtle-foreground">{s.contractsPercent}% signed</p>
      </Card>
    </div>
  );
}
