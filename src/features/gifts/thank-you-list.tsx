import { Heart, Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import './gifts-print.css';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCount } from '@/lib/format-number';
import { formatAmount } from '@/lib/money';
import { ThankYouSelect, type GiftActions } from './gift-card';
import type { LedgerEntry, ThankYouGroup } from './ledger';
import { THANK_YOU_LABELS, type Gift } from './model';

const TITLE = 'Thank-you list';

const groupName = (group: ThankYouGroup) => group.household?.name ?? group.fromName ?? 'Giver not named';

const giftText = (gift: Gift, currency: string) =>
  gift.amount === undefined
    ? gift.description
    : `${gift.description} (${formatAmount(gift.amount, currency)})`;

/** Prints the sheet under a title the PDF is saved by, put back once the print dialog closes. */
function printList() {
  const previous = document.title;
  document.title = TITLE;
  window.addEventListener('afterprint', () => (document.title = previous), { once: true });
  window.print();
}

/**
 * The thank-you list (issue 32 item 4): the gifts still owed a thank-you, grouped by household with the household's
 * address for the cards, each status set in place. While it shows, a print sheet of the same groups sits hidden on
 * <body> (gifts-print.css), so Print gives the cards' addresses and nothing of the app around them.
 */
export function ThankYouList({
  groups,
  currency,
  onThankYou,
}: {
  groups: readonly ThankYouGroup<LedgerEntry>[];
  currency: string;
  onThankYou: GiftActions['onThankYou'];
}) {
  const owed = groups.reduce((n, g) => n + g.gifts.length, 0);
  if (owed === 0)
    return (
      <EmptyState
        icon={<Heart />}
        title="No thank-yous owed"
        description="Every gift received has its thank-you sent."
      />
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {formatCount(owed)} thank-you{owed === 1 ? '' : 's'} still owed, to {formatCount(groups.length)}{' '}
          {groups.length === 1 ? 'giver' : 'givers'}
        </p>
        <Button variant="secondary" onClick={printList}>
          <Printer aria-hidden="true" />
          Print thank-you list
        </Button>
      </div>
      <ul aria-label="Thank-yous owed" className="grid gap-4 md:grid-cols-2">
        {groups.map((group) => (
          <li
            key={group.household?.id ?? `name:${group.fromName ?? ''}`}
            className="space-y-3 rounded-xl border border-border bg-card p-4 [overflow-wrap:anywhere] shadow-sm"
          >
            <div>
              <h3 className="font-medium text-foreground">{groupName(group)}</h3>
              {group.household?.address ? (
                <p className="text-sm whitespace-pre-line text-muted-foreground">{group.household.address}</p>
              ) : (
                <p className="text-sm text-subtle-foreground">
                  {group.household
                    ? 'No address yet: add it to the household on the guest list.'
                    : 'Not on the guest list.'}
                </p>
              )}
            </div>
            <ul className="space-y-3">
              {group.gifts.map((entry) => (
                <li key={entry.id} className="space-y-1">
                  <p className="text-sm">{giftText(entry, currency)}</p>
                  <ThankYouSelect entry={entry} onThankYou={onThankYou} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {createPortal(
        <div className="gifts-print-sheet" data-testid="gifts-print-sheet">
          <h1 className="mb-4 font-serif text-2xl font-semibold">{TITLE}</h1>
          {groups.map((group) => (
            <section key={group.household?.id ?? `name:${group.fromName ?? ''}`}>
              <h2 className="font-semibold">{groupName(group)}</h2>
              {group.household?.address && <p className="whitespace-pre-line">{group.household.address}</p>}
              <ul>
                {group.gifts.map((gift) => (
                  <li key={gift.id}>
                    {giftText(gift, currency)}: {THANK_YOU_LABELS[gift.thankYou]}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>,
        document.body,
      )}
    </div>
  );
}
