import { defineCollection } from '@/lib/data';
import { z } from '@/lib/zod';

/*
 * Kept apart from model.ts and out of the feature's index: the index goes with the planner page's first load (it holds
 * the lazy SeatingPlanner), and the rules' schema is needed only by the chart, which loads with its tab, and by the
 * app's list of backed-up collections, which loads when a backup runs (src/app/backup-collections.ts imports it here).
 */

/** A seating rule keeps two guests or households together or apart (rules.ts). */
export const RULE_KINDS = ['together', 'apart'] as const;

const ruleRef = z.optional(z.string().check(z.minLength(1), z.maxLength(64)));

/**
 * A seating rule as stored (issue 33): keep two guests, or two households, together or apart at one event. Guests and
 * households have their own fields so the cloud can tie each to its record (a deleted guest or household takes the
 * rule with it); exactly one pair is set, and never one party with itself.
 */
export const ruleSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    eventId: z.string().check(z.minLength(1), z.maxLength(64)),
    kind: z.enum(RULE_KINDS),
    guestA: ruleRef,
    guestB: ruleRef,
    householdA: ruleRef,
    householdB: ruleRef,
  })
  .check(
    z.refine(
      (r) =>
        r.guestA
          ? Boolean(r.guestB) && !r.householdA && !r.householdB && r.guestA !== r.guestB
          : Boolean(r.householdA && r.householdB) && !r.guestB && r.householdA !== r.householdB,
      'Choose two different guests or households',
    ),
  );
export type RuleRecord = z.infer<typeof ruleSchema>;

export const rulesCollection = defineCollection<RuleRecord>({
  table: 'seating_rules',
  schema: ruleSchema,
  noun: 'rule',
});
