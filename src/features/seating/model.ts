import { z } from '@/lib/zod';
import { defineCollection } from '@/lib/data';
import { requiredText } from '@/lib/form-fields';
import { MAX_SEATS, MIN_SEATS, PLAN } from './layout';

/**
 * The seating chart as stored (issue #14): per event, the tables on the floor plan and one assignment per seated
 * guest. The cloud tables and their bounds are in supabase/migrations/…_seating.sql; local mode keeps the same
 * records through the same CollectionPort.
 */
export const TABLE_NAME_MAX = 40;
export const TABLE_SHAPES = ['round', 'long'] as const;

export const tableSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    eventId: z.string().check(z.minLength(1), z.maxLength(64)),
    name: requiredText('Table name', TABLE_NAME_MAX),
    shape: z.enum(TABLE_SHAPES),
    // One message for "not a number" and "not a whole number" (the int schema's own error covers both).
    seats: z
      .int(`Choose ${MIN_SEATS} to ${MAX_SEATS} seats`)
      .check(
        z.gte(MIN_SEATS, `A table has at least ${MIN_SEATS} seats`),
        z.lte(MAX_SEATS, `A table has at most ${MAX_SEATS} seats`),
      ),
    /** A long table seated on one side only, facing the room. */
    head: z._default(z.boolean(), false),
    x: z.int().check(z.gte(0), z.lte(PLAN.width)),
    y: z.int().check(z.gte(0), z.lte(PLAN.height)),
    rotation: z._default(z.int().check(z.gte(0), z.lte(359)), 0),
  })
  .check(
    z.refine((t) => !t.head || t.shape === 'long', {
      message: 'A head table is a long table',
      path: ['head'],
    }),
  );
export type TableRecord = z.infer<typeof tableSchema>;

/** `<guest id>.<event id>`: one assignment per guest and event, so a guest is never seated twice (the cloud checks it too). */
export const assignmentId = (guestId: string, eventId: string) => `${guestId}.${eventId}`;

export const assignmentSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(129)),
    guestId: z.string().check(z.minLength(1), z.maxLength(64)),
    eventId: z.string().check(z.minLength(1), z.maxLength(64)),
    tableId: z.string().check(z.minLength(1), z.maxLength(64)),
    /** 0-based; absent when the guest is at the table without a numbered seat. */
    seat: z.optional(z.int().check(z.gte(0), z.lte(MAX_SEATS - 1))),
  })
  .check(
    z.refine(
      (a) => a.id === assignmentId(a.guestId, a.eventId),
      'An assignment is named by its guest and event',
    ),
  );
export type AssignmentRecord = z.infer<typeof assignmentSchema>;

/** A table goes with its assignments: its guests return to the unseated list. */
export const tablesCollection = defineCollection<TableRecord>({
  table: 'seating_tables',
  schema: tableSchema,
  noun: 'table',
});

export const assignmentsCollection = defineCollection<AssignmentRecord>({
  table: 'seat_assignments',
  schema: assignmentSchema,
  noun: 'seat',
});
