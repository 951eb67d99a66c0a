import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format-number';
import { formatAmount, fromMinor } from '@/lib/money';
import { thankYouOwed, totalsByEvent, totalsByKind, type Totals } from './ledger';
import { GIFT_KINDS, GIFT_KIND_LABELS, type Gift } from './model';

const gifts = (n: number) => `${formatCount(n)} ${n === 1 ? 'gift' : 'gifts'}`;

/** "3 gifts · ₹15,100": the count, and the cash among them when there is any. */
function TotalLine({ totals, currency }: { totals: Totals; currency: string }) {
  return (
    <>
      {gifts(totals.count)}
      {totals.cashMinor > 0 && (
        <span className="font-semibold text-foreground">
          {' · '}
          {formatAmount(fromMinor(totals.cashMinor), currency)}
        </span>
      )}
    </>
  );
}

/**
 * The ledger's figures (confirmed gifts only): all gifts with the cash received and the thank-yous still owed, then
 * totals by type and by event (events in the guest list's order, gifts at no particular event last).
 */
export function GiftTotals({
  entries,
  events,
  currency,
}: {
  entries: readonly Gift[];
  events: readonly { id: string; name: string }[];
  currency: string;
}) {
  const byKind = totalsByKind(entries);
  const byEvent = totalsByEvent(entries);
  const owed = entries.filter(thankYouOwed).length;
  // Gifts for an event since deleted count with those at no event in particular.
  const known = new Set(events.map((e) => e.id));
  let other: Totals | undefined;
  for (const [id, t] of byEvent)
    if (!known.has(id))
      other = { count: (other?.count ?? 0) + t.count, cashMinor: (other?.cashMinor ?? 0) + t.cashMinor };
  const eventRows: [string, Totals][] = [
    ...events.filter((e) => byEvent.has(e.id)).map((e): [string, Totals] => [e.name, byEvent.get(e.id)!]),
    ...(other ? [['No particular event', other] as [string, Totals]] : []),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card role="region" aria-labelledby="gifts-received">
        <h2 id="gifts-received" className="text-sm font-medium text-muted-foreground">
          Gifts received
        </h2>
        <p className="mt-1 text-2xl font-semibold text-foreground tabular-nums">
          {formatCount(byKind.all.count)}
        </p>
        <p className="mt-1 text-sm break-words text-muted-foreground">
          Cash {formatAmount(fromMinor(byKind.all.cashMinor), currency)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">{formatCount(owed)}</span> thank-you
          {owed === 1 ? '' : 's'} still owed
        </p>
      </Card>
      <Card role="region" aria-labelledby="gifts-by-type">
        <h2 id="gifts-by-type" className="text-sm font-medium text-muted-foreground">
          By type
        </h2>
        <dl className="mt-2 space-y-1 text-sm">
          {GIFT_KINDS.map((kind) => (
            <div key={kind} className="flex flex-wrap justify-between gap-x-3">
              <dt>{GIFT_KIND_LABELS[kind]}</dt>
              <dd className="text-muted-foreground tabular-nums">
                <TotalLine totals={byKind[kind]} currency={currency} />
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card role="region" aria-labelledby="gifts-by-event">
        <h2 id="gifts-by-event" className="text-sm font-medium text-muted-foreground">
          By event
        </h2>
        {eventRows.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No gifts yet.</p>
        ) : (
          <dl className="mt-2 space-y-1 text-sm">
            {eventRows.map(([name, totals], i) => (
              <div key={i} className="flex flex-wrap justify-between gap-x-3">
                <dt className="min-w-0 [overflow-wrap:anywhere]">{name}</dt>
                <dd className="text-muted-foreground tabular-nums">
                  <TotalLine totals={totals} currency={currency} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </div>
  );
}
