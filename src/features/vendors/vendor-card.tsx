import { Globe, Mail, Pencil, Phone, Trash2, User } from 'lucide-react';
import { memo, Suspense } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatShortDate } from '@/lib/dates';
import { lazyNamed } from '@/lib/lazy-named';
import { formatAmount } from '@/lib/money';
import { safeHttpUrl } from '@/lib/safe-url';
import { ContractControls, type ContractActions } from './contract-controls';
import { isBooked, type Vendor } from './model';

// A booked vendor's instalments, fetched with the first booked card, so the budget's payment code stays out of
// /vendors' first load.
const OwnPayments = lazyNamed(
  () => import('./vendor-payments').then((m) => m.loadVendorPayments()),
  'OwnPayments',
);

export interface VendorActions extends ContractActions {
  onToggleDeposit: (vendor: Vendor) => void;
  onToggleContract: (vendor: Vendor) => void;
  onEdit: (vendor: Vendor) => void;
  onDelete: (vendor: Vendor) => void;
}

function Toggle({
  checked,
  label,
  vendor,
  onChange,
}: {
  checked: boolean;
  label: string;
  vendor: string;
  onChange: () => void;
}) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-copy">
      <input
        type="checkbox"
        className="size-5 accent-primary"
        checked={checked}
        onChange={onChange}
        aria-label={`${label}: ${vendor}`}
      />
      <span aria-hidden="true">{label}</span>
    </label>
  );
}

/** One vendor; memoised so a toggle re-renders only its card. */
export const VendorCard = memo(function VendorCard({
  vendor: v,
  actions,
  currency,
}: {
  vendor: Vendor;
  actions: VendorActions;
  /** The couple's currency (their budget's), in which every price is kept. */
  currency: string;
}) {
  const website = safeHttpUrl(v.website);
  const tel = v.phone?.replace(/[^\d+]/g, '');
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm [contain-intrinsic-size:auto_26rem] [content-visibility:auto]">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold [overflow-wrap:anywhere] text-foreground">{v.name}</h3>
          <Badge tone="brand">{v.category}</Badge>
        </div>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <Button variant="ghost" size="icon" aria-label={`Edit ${v.name}`} onClick={() => actions.onEdit(v)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${v.name}`}
            onClick={() => actions.onDelete(v)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>

      <ul aria-label={`Contact for ${v.name}`} className="space-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <User aria-hidden="true" className="size-4 shrink-0 text-faint-foreground" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{v.contactName}</span>
        </li>
        {v.phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-faint-foreground" />
            {tel ? (
              <a
                href={`tel:${tel}`}
                className="min-w-0 [overflow-wrap:anywhere] text-primary-strong hover:underline"
              >
                {v.phone}
              </a>
            ) : (
              <span className="min-w-0 [overflow-wrap:anywhere]">{v.phone}</span>
            )}
          </li>
        )}
        {v.email && (
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-faint-foreground" />
            <a
              href={`mailto:${v.email}`}
              className="min-w-0 [overflow-wrap:anywhere] text-primary-strong hover:underline"
            >
              {v.email}
            </a>
          </li>
        )}
        {v.website && (
          <li className="flex items-center gap-2">
            <Globe aria-hidden="true" className="size-4 shrink-0 text-faint-foreground" />
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 [overflow-wrap:anywhere] text-primary-strong hover:underline"
              >
                {v.website}
              </a>
            ) : (
              <span className="min-w-0 [overflow-wrap:anywhere]">{v.website}</span>
            )}
          </li>
        )}
      </ul>

      <div className="rounded-lg bg-muted p-3">
        <p className="text-lg font-semibold text-foreground tabular-nums">
          {formatAmount(v.price, currency)}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-4">
          <Toggle
            checked={v.depositPaid}
            label="Deposit Paid"
            vendor={v.name}
            onChange={() => actions.onToggleDeposit(v)}
          />
          <Toggle
            checked={v.contractSigned}
            label="Contract Signed"
            vendor={v.name}
            onChange={() => actions.onToggleContract(v)}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {v.finalPaymentDue ? (
            <>
              Final payment due <time dateTime={v.finalPaymentDue}>{formatShortDate(v.finalPaymentDue)}</time>
            </>
          ) : (
            'No final payment date set'
          )}
        </p>
      </div>

      {isBooked(v) && (
        <Suspense fallback={null}>
          <OwnPayments owner={{ vendorId: v.id }} name={v.name} currency={currency} />
        </Suspense>
      )}

      {v.notes && (
        <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-muted-foreground">
          {v.notes}
        </p>
      )}

      <div className="mt-auto border-t border-border-subtle pt-3">
        <ContractControls vendor={v} actions={actions} />
      </div>
    </li>
  );
});
