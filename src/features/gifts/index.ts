import { lazy } from 'react';

/** The gifts ledger (issue 32): its collection, for backups. */
export { giftsCollection } from './model';
/** The overview's count of thank-yous still owed: lazy, so /account's first load does not carry the ledger's rules. */
export const ThankYouLine = lazy(() => import('./thank-you-line'));
