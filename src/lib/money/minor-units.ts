/**
 * Money arithmetic in whole minor units (paise, cents, fils: every supported currency has two decimals), so sums of
 * instalments never pick up floating-point dust (0.1 + 0.2). Amounts are stored in major units (₹1,250.50); they are
 * turned into integers here, added and subtracted as integers, and turned back once, for display.
 */
export const MINOR_PER_MAJOR = 100;

/** An amount in major units as whole minor units (rounded to the nearest paisa/cent). */
export const toMinor = (amount: number): number => Math.round(amount * MINOR_PER_MAJOR);

/** Whole minor units back in major units, for display and storage. */
export const fromMinor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** The sum of amounts in major units, added exactly in minor units. */
export const sumMinor = (amounts: Iterable<number>): number => {
  let total = 0;
  for (const amount of amounts) total += toMinor(amount);
  return total;
};
