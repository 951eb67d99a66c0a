import { formatAmount } from '@/lib/money/format';
import type { PlanContext } from '../../../supabase/functions/_shared/plan-context.ts';

/** How many starters an empty conversation offers. */
export const STARTERS_MAX = 4;

/** For a plan with nothing to say yet (or none shared): where couples usually begin. */
export const GENERIC_STARTERS = [
  'Where should we start planning our wedding?',
  'What should we book first, and when?',
  'How should we split our budget between categories?',
  'Help us draft a timeline for the wedding day.',
] as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Questions an empty conversation offers to ask with one click, built from the plan the planner sees (plan-summary.ts):
 * what most needs the couple now first (households yet to answer, overdue tasks and payments, the budget left, the
 * days to go), then where couples usually begin, up to STARTERS_MAX. Only what the plan shows is said: a question
 * about a figure the model is sent.
 */
export function buildStarters(plan: PlanContext | null): string[] {
  const starters: string[] = [];
  if (plan) {
    const { guests, tasks, budget } = plan;
    if (guests.householdsAwaiting > 0)
      starters.push(
        `${plural(guests.householdsAwaiting, "household hasn't", "households haven't")} answered — draft a reminder?`,
      );
    if (tasks.overdue > 0)
      starters.push(`${plural(tasks.overdue, 'task is', 'tasks are')} overdue — help us catch up?`);
    if (budget.overdueTotal > 0)
      starters.push(
        `${formatAmount(budget.overdueTotal, budget.currency)} of payments are overdue — what should we pay first?`,
      );
    // The category with the most left to spend (of those the summary lists).
    const left = budget.categories.items
      .map((c) => ({ name: c.name, left: c.planned - c.spent }))
      .filter((c) => c.left > 0)
      .sort((a, b) => b.left - a.left)[0];
    if (left)
      starters.push(
        `${formatAmount(left.left, budget.currency)} of the ${left.name.toLowerCase()} budget is left — what should we prioritise?`,
      );
    if (plan.daysLeft !== null && plan.daysLeft > 0)
      starters.push(`${plural(plan.daysLeft, 'day', 'days')} to go — what should we do this week?`);
  }
  for (const generic of GENERIC_STARTERS) starters.push(generic);
  return starters.slice(0, STARTERS_MAX);
}
