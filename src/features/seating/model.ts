import { z } from 'zod';
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
    id: z.string().min(1).max(64),
    eventId: z.string().min(1).max(64),
    name: requiredText('Table name', TABLE_NAME_MAX),
    shape: z.enum(TABLE_SHAPES),
    seats: z
      .number({ error: `Choose ${MIN_SEATS} to ${MAX_SEATS} seats` })
      .int(`Choose ${MIN_SEATS} to ${MAX_SEATS} seats`)
      .min(MIN_SEATS, `A table has at least ${MIN_SEATS} seats`)
      .max(MAX_SEATS, `A table has at most ${MAX_SEATS} seats`),
    /** A long table seated on one side only, facing the room. */
    head: z.boolean().default(false),
    x: z.number().int().min(0).max(PLAN.width),
    y: z.number().int().min(0).max(PLAN.height),
    rotation: z.number().int().min(0).max(359).default(0),
  })
  .refine((t) => !t.head || t.shape === 'long', { message: 'A head table is a long table', path: ['head'] });
export type TableRecord = z.infer<typeof tableSchema>;

/** `<guest id>.<event id>`: one assignment per guest and event, so a guest is never seated twice (the cloud checks it too). */
export const assignmentId = (guestId: string, eventId: string) => `${guestId}.${eventId}`;

export const assignmentSchema = z
  .object({
    id: z.string().min(1).max(129),
    guestId: z.string().min(1).max(64),
    eventId: z.string().min(1).max(64),
    tableId: z.string().min(1).max(64),
    /** 0-based; absent when the guest is at the table without a numbered seat. */
    seat: z
      .number()
      .int()
      .min(0)
      .max(MAX_SEATS - 1)
      .optional(),
  })
  .refine(
    (a) => a.id === assignmentId(a.guestId, a.eventId),
    'An assignment is named by its guest and event',
  );
export type AssignmentRecord = z.infer<typeof assignmentSchema>;

/** A table goes with its assignments: its guests return to the unseated list. */
export const tablesCollection = defineCollection<TableRecord>({
  table: 'seating_tables',
  schema: tableSchema,
  cascade: [{ table: 'seat_assignments', field: 'tableId' }],
  noun: 'table',
});

export const assignmentsCollection = defineCollection<AssignmentRecord>({
  table: 'seat_assignments',
  schema: assignmentSchema,
  noun: 'seat',
});
