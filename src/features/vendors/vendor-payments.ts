import { loadOwnPayments } from '@/features/budget';

/**
 * The budget's instalments for a booked vendor's card, reached through this module so that the budget's index (and
 * the budget's model it brings, about 2 KiB) is fetched with the cards' payments, not in /vendors' first load.
 */
export const loadVendorPayments = loadOwnPayments;
