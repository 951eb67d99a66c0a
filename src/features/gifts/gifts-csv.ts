import { compareCodeUnits } from '@/lib/compare';
import { toCsv } from '@/lib/csv';
import { giverOf } from './ledger';
import { GIFT_KIND_LABELS, THANK_YOU_LABELS, type Gift } from './model';

export const GIFTS_CSV_HEADER = [
  'Received on',
  'Description',
  'Type',
  'Amount',
  'Currency',
  'From',
  'Event',
  'Thank-you',
  'Thanked on',
  'Confirmed',
  'Note',
];

/**
 * The ledger as a spreadsheet, oldest first (undated gifts last); a cash amount as a plain number so it can be summed,
 * in the couple's currency.
 */
export function giftsCsv(
  gifts: readonly Gift[],
  names: { household: (id: string) => string | undefined; event: (id: string) => string | undefined },
  currency: string,
): string {
  const rows = [...gifts]
    .sort((a, b) => compareCodeUnits(a.receivedOn ?? '\uffff', b.receivedOn ?? '\uffff'))
    .map((g) => [
      g.receivedOn ?? '',
      g.description,
      GIFT_KIND_LABELS[g.kind],
      g.amount ?? '',
      g.amount === undefined ? '' : currency,
      giverOf(g, names.household) ?? '',
      (g.eventId && names.event(g.eventId)) || '',
      THANK_YOU_LABELS[g.thankYou],
      g.thankedOn ?? '',
      g.confirmed ? 'Yes' : 'No',
      g.note ?? '',
    ]);
  return toCsv([GIFTS_CSV_HEADER, ...rows]);
}
