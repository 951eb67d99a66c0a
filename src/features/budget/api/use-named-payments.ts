import { useMemo } from 'react';
import { vendorsCollection } from '@/features/vendors';
import { useCollection } from '@/lib/data';
import { expensesCollection } from '../model';
import { namePayments } from '../payment-dues';
import { paymentsCollection } from '../payments-model';

/** The couple's payments, each named by its expense or vendor, for the pages that show them outside the budget. */
export function useNamedPayments() {
  const payments = useCollection(paymentsCollection);
  const expenses = useCollection(expensesCollection);
  const vendors = useCollection(vendorsCollection);
  const items = useMemo(
    () => namePayments(payments.items, expenses.items, vendors.items),
    [payments.items, expenses.items, vendors.items],
  );
  return { items, isLoading: payments.isLoading || expenses.isLoading || vendors.isLoading };
}
