import { useCollection } from '@/lib/data';
import { formatCount } from '@/lib/format-number';
import type { Guest } from './model';
import { travelCounts } from './travel-counts';
import { roomAssignmentsCollection, travelCollection } from './travel-model';

/** "3 arriving · 2 to pick up · 1 room", once any arrival or room is known; nothing before. */
export default function TravelLine({ guests }: { guests: readonly Guest[] }) {
  const travel = useCollection(travelCollection);
  const rooms = useCollection(roomAssignmentsCollection);
  const stay = travelCounts(travel.items, guests, rooms.items);
  if (stay.arriving + stay.rooms === 0) return null;
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      {formatCount(stay.arriving)} arriving · {formatCount(stay.pickups)} to pick up ·{' '}
      {formatCount(stay.rooms)} room
      {stay.rooms === 1 ? '' : 's'}
    </p>
  );
}
