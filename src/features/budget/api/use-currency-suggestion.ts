import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth, useUserBackend } from '@/lib/auth';
import { defaultProfile } from '@/lib/backend';
import type { ProfileData } from '@/lib/backend';
import { detectCurrency, type CurrencyCode } from '@/lib/money';
import { queryKeys } from '@/lib/data';

/** Recorded with the seed markers: the detected currency has been offered to this user (on any device). */
export const SUGGESTION_MARKER = 'budget_currency_hint';
const DEFAULT_BUDGET = defaultProfile('').budget;

/**
 * The currency detected from the couple's location, offered once and only while the budget is still the
 * untouched default (3,000,000 INR): detection suggests, it never changes a saved budget by itself. The lookup
 * runs in the background; the page never waits for it.
 */
export function useCurrencySuggestion(budget: ProfileData['budget'], profileLoading: boolean) {
  const { user } = useAuth();
  const { collections } = useUserBackend();
  const [dismissed, setDismissed] = useState(false);
  const untouched = budget.total === DEFAULT_BUDGET.total && budget.currency === DEFAULT_BUDGET.currency;

  const query = useQuery({
    queryKey: queryKeys.currencySuggestion(user!.id),
    enabled: !profileLoading && untouched,
    queryFn: async (): Promise<CurrencyCode | null> => {
      const detected = await detectCurrency();
      if (detected === budget.currency) return null;
      return (await collections.claimSeed(SUGGESTION_MARKER)) ? detected : null;
    },
    staleTime: Infinity,
    retry: false,
  });

  return {
    suggested: !dismissed && untouched ? (query.data ?? null) : null,
    dismiss: () => setDismissed(true),
  };
}
