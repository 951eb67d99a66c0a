import { useDeferredValue, useMemo, useState } from 'react';
import {
  filterEntries,
  groupByHousehold,
  hasFilters,
  NO_FILTERS,
  tagsInUse,
  type GuestFilters,
} from './guest-list';
import type { useGuestData } from './use-guest-data';

/**
 * What the guest list shows for its search and filters: the households with the guests that match (worked out in the
 * background, so typing stays quick with 3,000 guests), every household's full group for counts, print and reminders,
 * and the tags in use for the tag filter.
 */
export function useGuestListView({ households, guests, entries }: ReturnType<typeof useGuestData>) {
  const [filters, setFilters] = useState<GuestFilters>(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const filtered = useMemo(() => filterEntries(entries, deferred), [entries, deferred]);
  const groups = useMemo(() => groupByHousehold(households.items, filtered), [households.items, filtered]);
  const allGroups = useMemo(() => groupByHousehold(households.items, entries), [households.items, entries]);
  const sizes = useMemo(() => new Map(allGroups.map((g) => [g.household.id, g.members.length])), [allGroups]);
  const tags = useMemo(() => tagsInUse(guests.items), [guests.items]);
  // Households without guests show only when nothing narrows the list.
  const shown = useMemo(
    () =>
      hasFilters(deferred)
        ? groups
        : [
            ...groups,
            ...households.items
              .filter((h) => !sizes.has(h.id))
              .map((household) => ({ household, members: [] })),
          ],
    [groups, households.items, sizes, deferred],
  );
  return { filters, setFilters, filtered, allGroups, sizes, tags, shown };
}
