/** The gifts ledger (issue 32): its collection, for backups. */
export { giftsCollection } from './model';
