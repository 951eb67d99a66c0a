import { z } from '@/lib/zod';
import { parseAmount } from '@/lib/money';

/** What to type, per currency: INR takes the lakh/crore shorthand. */
export const amountPlaceholder = (currency: string) =>
  currency === 'INR' ? 'e.g., 45000, 2.5L or 1Cr' : 'e.g., 1500';

/**
 * A typed amount read the way the total budget is (lakh/crore for INR, digits and a point otherwise).
 * `allowZero` lets a planned amount be 0 ("nothing set aside yet"); an expense must be above 0.
 */
export function amountText(currency: string, { allowZero = false } = {}) {
  return z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      if (allowZero && /^(0+(\.0*)?|\.0+)$/.test(text.trim())) return 0;
      const value = parseAmount(text, currency);
      if (value === null) {
        // zod/mini's transform has no `ctx.addIssue`: the issue goes on the payload's list, as addIssue would put it.
        ctx.issues.push({
          code: 'custom',
          message: allowZero ? 'Enter an amount (0 or more)' : 'Enter an amount greater than 0',
          input: text,
        });
        return z.NEVER;
      }
      return value;
    }),
  );
}

/** An amount as the form shows it for editing: a plain number, no grouping. */
export const amountToText = (amount: number) => String(amount);
