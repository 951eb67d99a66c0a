import { lazy } from 'react';

/**
 * What other features use of the gifts ledger (issue 32): the overview's count of thank-yous still owed, lazy, and
 * nothing else, so /account's first load carries neither the ledger's rules nor its schema (backups take the
 * collection from model.ts).
 */
export const ThankYouLine = lazy(() => import('./thank-you-line'));
