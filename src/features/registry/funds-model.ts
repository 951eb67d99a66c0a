import { defineCollection } from '@/lib/data';
import { optionalText, requiredText } from '@/lib/form-fields';
import { MAX_AMOUNT } from '@/lib/money';
import { httpsUrl, UPI_ID_PATTERN } from '@/lib/upi';
import { z } from '@/lib/zod';

/**
 * Cash funds on the registry (issue 32 item 5), stored in `gift_funds` (supabase/migrations/…_gift_funds.sql): a
 * fund with a goal, and how guests pay the couple directly (their UPI ID, their own https payment link, or both).
 */
export const FUND_TITLE_MAX = 100;
export const FUND_DESCRIPTION_MAX = 1000;
export const PAYEE_MAX = 100;
export const PAYMENT_URL_MAX = 2000;

const optionalUpiId = z.optional(
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || UPI_ID_PATTERN.test(v), 'Enter a UPI ID like name@bank'),
    ),
    z.transform((v: string) => v || undefined),
  ),
);

const optionalHttpsUrl = z.optional(
  z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(PAYMENT_URL_MAX, 'That link is too long'),
      z.refine(
        (v) => v === '' || httpsUrl(v) !== null,
        'Use a secure payment link that starts with https://',
      ),
    ),
    z.transform((v: string) => (v ? (httpsUrl(v) ?? undefined) : undefined)),
  ),
);

/** A fund's fields; the form reads its goal as typed text (lakh/crore) in their place. */
export const fundFields = {
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  title: requiredText('Fund name', FUND_TITLE_MAX, 'Name the fund'),
  goal: z.optional(
    z.number().check(z.positive('Enter a goal greater than 0'), z.lte(MAX_AMOUNT, 'That goal is too large')),
  ),
  description: optionalText('Description', FUND_DESCRIPTION_MAX),
  upiId: optionalUpiId,
  /** The name UPI apps show the guest before they pay. */
  payeeName: optionalText('Payee name', PAYEE_MAX),
  paymentUrl: optionalHttpsUrl,
};

/** Guests must have a way to pay: a UPI ID or a payment link (the database checks the same). */
export const wayToPay = z.refine<{ upiId?: string; paymentUrl?: string }>(
  (f) => Boolean(f.upiId || f.paymentUrl),
  {
    message: 'Give a UPI ID or a payment link, so guests know how to send a gift',
    path: ['upiId'],
  },
);

export const fundSchema = z.object(fundFields).check(wayToPay);
export type Fund = z.infer<typeof fundSchema>;

export const fundsCollection = defineCollection<Fund>({
  table: 'gift_funds',
  schema: fundSchema,
  noun: 'fund',
});
