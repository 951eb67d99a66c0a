/**
 * Which records go when another goes: every `on delete cascade` between the planning tables, as the migrations
 * declare them (supabase/migrations). The cloud follows its foreign keys; the local adapter follows this list, in the
 * same transaction as the parent, so a delete takes the same records in both modes. `tests/db/relations.test.ts`
 * reads the foreign keys from the real migrations and fails when the two disagree.
 */
export interface Cascade {
  parent: string;
  child: string;
  /** The child's field holding the parent's id. */
  field: string;
}

export const CASCADES: readonly Cascade[] = [
  { parent: 'events', child: 'rsvp_answers', field: 'eventId' },
  { parent: 'events', child: 'seating_tables', field: 'eventId' },
  { parent: 'events', child: 'seat_assignments', field: 'eventId' },
  { parent: 'events', child: 'seating_rules', field: 'eventId' },
  { parent: 'households', child: 'guests', field: 'householdId' },
  { parent: 'households', child: 'seating_rules', field: 'householdA' },
  { parent: 'households', child: 'seating_rules', field: 'householdB' },
  { parent: 'guests', child: 'guests', field: 'plusOneOf' },
  { parent: 'guests', child: 'rsvp_answers', field: 'guestId' },
  { parent: 'guests', child: 'seat_assignments', field: 'guestId' },
  { parent: 'guests', child: 'seating_rules', field: 'guestA' },
  { parent: 'guests', child: 'seating_rules', field: 'guestB' },
  { parent: 'seating_tables', child: 'seat_assignments', field: 'tableId' },
  { parent: 'households', child: 'travel', field: 'householdId' },
  { parent: 'guests', child: 'travel', field: 'guestId' },
  { parent: 'households', child: 'room_assignments', field: 'householdId' },
  { parent: 'guests', child: 'room_assignments', field: 'guestId' },
  { parent: 'room_blocks', child: 'room_assignments', field: 'blockId' },
  { parent: 'expenses', child: 'payments', field: 'expenseId' },
  { parent: 'planning_vendors', child: 'payments', field: 'vendorId' },
];

/** The cascades that hang off records of `table`. */
export const cascadesFrom = (table: string) => CASCADES.filter((c) => c.parent === table);

/** Every table a delete in `table` can reach, at any depth (itself excluded unless it cascades to itself). */
export function tablesReachedFrom(table: string): Set<string> {
  const reached = new Set<string>();
  const visit = (parent: string) => {
    for (const { child } of cascadesFrom(parent))
      if (!reached.has(child)) {
        reached.add(child);
        visit(child);
      }
  };
  visit(table);
  return reached;
}
