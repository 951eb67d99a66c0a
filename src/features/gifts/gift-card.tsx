import { Check, Pencil, Trash2 } from 'lucide-react';
import { memo, useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/field';
import { formatShortDate } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import type { LedgerEntry } from './ledger';
import { GIFT_KIND_LABELS, THANK_YOU_LABELS, THANK_YOU_STATUSES, type ThankYouStatus } from './model';

export interface GiftActions {
  onEdit: (entry: LedgerEntry) => void;
  onDelete: (entry: LedgerEntry) => void;
  onConfirm: (entry: LedgerEntry) => void;
  onThankYou: (entry: LedgerEntry, status: ThankYouStatus) => void;
}

export interface GiftNames {
  giver: (entry: LedgerEntry) => string | undefined;
  event: (id: string) => string | undefined;
}

const wrap = '[overflow-wrap:anywhere]';

/** The thank-you's status, changed in place; "Sent" records today (shown beside it). */
export function ThankYouSelect({
  entry,
  onThankYou,
}: {
  entry: LedgerEntry;
  onThankYou: GiftActions['onThankYou'];
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        Thank-you
      </label>
      <NativeSelect
        id={id}
        aria-label={`Thank-you for ${entry.description}`}
        className="w-auto"
        value={entry.thankYou}
        onChange={(e) => onThankYou(entry, e.target.value as ThankYouStatus)}
      >
        {THANK_YOU_STATUSES.map((s) => (
          <option key={s} value={s}>
            {THANK_YOU_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      {entry.thankYou === 'sent' && entry.thankedOn && (
        <span className="text-subtle-foreground">on {formatShortDate(entry.thankedOn)}</span>
      )}
    </div>
  );
}

/**
 * One gift of the ledger as a card (a list of cards at every width, so a phone never scrolls sideways): what it is,
 * cash with its amount, who gave it, when and at which event; a guest's report waits for Confirm; the thank-you is
 * set in place. Memoised: changing one gift re-renders its card only.
 */
export const GiftCard = memo(function GiftCard({
  entry,
  currency,
  names,
  actions,
}: {
  entry: LedgerEntry;
  currency: string;
  names: GiftNames;
  actions: GiftActions;
}) {
  const giver = names.giver(entry);
  const event = entry.eventId ? names.event(entry.eventId) : undefined;
  const facts = [
    giver && `From ${giver}`,
    event,
    entry.receivedOn && `Received ${formatShortDate(entry.receivedOn)}`,
  ].filter(Boolean);
  return (
    <li className="space-y-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className={`font-medium text-foreground ${wrap}`}>{entry.description}</p>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={entry.kind === 'cash' ? 'green' : entry.kind === 'registry' ? 'brand' : 'blue'}>
              {GIFT_KIND_LABELS[entry.kind]}
            </Badge>
            {entry.amount !== undefined && (
              <span className="font-semibold tabular-nums">{formatAmount(entry.amount, currency)}</span>
            )}
            {!entry.confirmed && <Badge tone="yellow">Awaiting confirmation</Badge>}
          </div>
        </div>
        <div className="flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${entry.description}`}
            onClick={() => actions.onEdit(entry)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {/* A registry gift leaves the ledger when its item is unmarked on the registry, never from here. */}
          {entry.kind !== 'registry' && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${entry.description}`}
              onClick={() => actions.onDelete(entry)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {facts.length > 0 && <p className={`text-sm text-muted-foreground ${wrap}`}>{facts.join(' · ')}</p>}
      {entry.note && (
        <p className={`text-sm whitespace-pre-line text-subtle-foreground ${wrap}`}>{entry.note}</p>
      )}
      {entry.confirmed ? (
        <ThankYouSelect entry={entry} onThankYou={actions.onThankYou} />
      ) : (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Reported by a guest. Did it arrive?</span>
          <Button
            size="sm"
            aria-label={`Confirm ${entry.description}`}
            onClick={() => actions.onConfirm(entry)}
          >
            <Check aria-hidden="true" />
            Confirm
          </Button>
        </div>
      )}
    </li>
  );
});
