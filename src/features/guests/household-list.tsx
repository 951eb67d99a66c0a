import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { VirtualList } from '@/components/ui/virtual-list';
import { HouseholdCard, type HouseholdActions } from './household-card';
import type { GuestEntry } from './guest-list';
import type { Household, WeddingEvent } from './model';
import type { PhoneCountry } from '@/lib/phone-countries';

/**
 * The households the search and filters leave, as cards in a virtualised list (only those on screen are mounted, so
 * 3,000 guests stay quick), or what to do when there are none.
 */
export function HouseholdList({
  shown,
  sizes,
  events,
  selected,
  actions,
  phoneCountry,
  isEmpty,
}: {
  shown: readonly { household: Household; members: readonly GuestEntry[] }[];
  /** Each household's number of guests, whatever the filters. */
  sizes: ReadonlyMap<string, number>;
  events: readonly WeddingEvent[];
  selected: ReadonlySet<string>;
  actions: HouseholdActions;
  phoneCountry: PhoneCountry;
  /** No households and no guests at all (not merely none that match). */
  isEmpty: boolean;
}) {
  if (shown.length === 0)
    return (
      <EmptyState
        icon={<Users />}
        title={isEmpty ? 'No guests yet' : 'No guests found'}
        description={
          isEmpty
            ? 'Add your first household, or import your spreadsheet.'
            : 'Try adjusting your search or filters.'
        }
      />
    );
  return (
    <VirtualList
      aria-label="Households"
      className="grid"
      items={shown}
      itemKey={(g) => g.household.id}
      estimateSize={220}
      gap={12}
      renderItem={({ household, members }, slot) => (
        <HouseholdCard
          {...slot}
          household={household}
          members={members}
          total={sizes.get(household.id) ?? 0}
          events={events}
          selected={selected.has(household.id)}
          actions={actions}
          phoneCountry={phoneCountry}
        />
      )}
    />
  );
}
