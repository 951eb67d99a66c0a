/**
 * Orders strings by their UTF-16 code units, as `<` does: the right order for ISO dates and times ("2030-12-10",
 * "15:00"), timestamps and ids. `localeCompare` orders these the same way but starts the locale's collator on its
 * first call, about 20 ms of a page's first load on a fast machine and four times that on a phone, so it is kept for
 * names people read.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
