import { z } from 'zod/mini';

/**
 * The app's zod: the tree-shakable `zod/mini` API (the classic one is not tree-shakable and was about 15 KiB gzip of
 * every signed-in first load), with zod's English messages for the checks that carry none of their own. Classic zod
 * loaded them with its first schema; `zod/mini` leaves them out unless asked, and a check without a message would
 * otherwise say only "Invalid input". Every schema that ships imports `z` from here (eslint.config.js), so the
 * messages are in place before any schema parses.
 */
z.config(z.locales.en());

export { z };
