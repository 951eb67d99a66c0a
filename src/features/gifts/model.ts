import { defineCollection } from '@/lib/data';
import { isoDateSchema } from '@/lib/date-schema';
import { optionalText, requiredText } from '@/lib/form-fields';
import { MAX_AMOUNT } from '@/lib/money';
import { z } from '@/lib/zod';

/**
 * The gifts ledger's data (issue 32 items 3 and 4), stored in `gifts` (supabase/migrations/…_gifts.sql). A registry
 * gift is derived from its bought registry item (ledger.ts); a row with `registryItemId` only carries that entry's
 * ledger details once the couple edits them.
 */
export const DESCRIPTION_MAX = 200;
export const FROM_NAME_MAX = 120;
export const NOTE_MAX = 500;

export const GIFT_KINDS = ['registry', 'gift', 'cash'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
export const GIFT_KIND_LABELS: Record<GiftKind, string> = {
  registry: 'Registry item',
  gift: 'Other gift',
  cash: 'Cash',
};

export const GIFT_SOURCES = ['couple', 'registry', 'guest-report'] as const;
export type GiftSource = (typeof GIFT_SOURCES)[number];

export const THANK_YOU_STATUSES = ['to-write', 'written', 'sent'] as const;
export type ThankYouStatus = (typeof THANK_YOU_STATUSES)[number];
export const THANK_YOU_LABELS: Record<ThankYouStatus, string> = {
  'to-write': 'To write',
  written: 'Written',
  sent: 'Sent',
};

const ref = z.optional(z.string().check(z.minLength(1), z.maxLength(64)));

export const giftSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    kind: z.enum(GIFT_KINDS),
    description: requiredText('Description', DESCRIPTION_MAX, 'Describe the gift'),
    /** Cash only, in the couple's currency (the profile's). */
    amount: z.optional(
      z
        .number()
        .check(z.positive('Enter an amount greater than 0'), z.lte(MAX_AMOUNT, 'That amount is too large')),
    ),
    householdId: ref,
    guestId: ref,
    /** Who gave it when they are not on the guest list (a colleague, a neighbour). */
    fromName: optionalText('From', FROM_NAME_MAX),
    eventId: ref,
    receivedOn: z.optional(isoDateSchema()),
    registryItemId: ref,
    source: z._default(z.enum(GIFT_SOURCES), 'couple'),
    /** A guest's own report starts unconfirmed; the couple confirms it in the ledger. */
    confirmed: z._default(z.boolean(), true),
    thankYou: z._default(z.enum(THANK_YOU_STATUSES), 'to-write'),
    thankedOn: z.optional(isoDateSchema()),
    note: optionalText('Note', NOTE_MAX),
  })
  .check(
    z.refine((g) => (g.kind === 'cash') === (g.amount !== undefined), {
      message: 'Enter the amount of a cash gift',
      path: ['amount'],
    }),
    z.refine((g) => (g.kind === 'registry') === (g.registryItemId !== undefined), {
      message: 'A registry gift names its registry item',
      path: ['kind'],
    }),
  );
export type Gift = z.infer<typeof giftSchema>;

export const giftsCollection = defineCollection<Gift>({
  table: 'gifts',
  schema: giftSchema,
  noun: 'gift',
});
