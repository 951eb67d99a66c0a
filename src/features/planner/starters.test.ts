import { samplePlanContext } from '../../../supabase/functions/_shared/plan-context.test-data.ts';
import { buildStarters, GENERIC_STARTERS, STARTERS_MAX } from './starters';

const plan = samplePlanContext;

describe('buildStarters', () => {
  it('asks first about what needs the couple now, from the plan', () => {
    expect(buildStarters(plan())).toEqual([
      "25 households haven't answered — draft a reminder?",
      '1 task is overdue — help us catch up?',
      '₹20,000 of payments are overdue — what should we pay first?',
      '₹4,00,000 of the venue budget is left — what should we prioritise?',
    ]);
  });

  it('names the category with the most left, in the plan’s currency', () => {
    const base = plan();
    const starters = buildStarters({
      ...base,
      guests: { ...base.guests, householdsAwaiting: 0 },
      tasks: { ...base.tasks, overdue: 3 },
      budget: {
        ...base.budget,
        currency: 'USD',
        overdueTotal: 0,
        categories: {
          items: [
            { name: 'Venue', planned: 10_000, spent: 10_000 },
            { name: 'Catering', planned: 8_000, spent: 3_000 },
            { name: 'Flowers', planned: 2_000, spent: 500 },
          ],
          more: 0,
        },
      },
    });
    expect(starters).toEqual([
      '3 tasks are overdue — help us catch up?',
      '$5,000 of the catering budget is left — what should we prioritise?',
      '79 days to go — what should we do this week?',
      GENERIC_STARTERS[0],
    ]);
  });

  it('falls back to where couples usually begin for an empty plan, or none shared', () => {
    const base = plan();
    const empty = {
      ...base,
      daysLeft: null,
      guests: { ...base.guests, householdsAwaiting: 0 },
      tasks: { ...base.tasks, overdue: 0 },
      budget: { ...base.budget, overdueTotal: 0, categories: { items: [], more: 0 } },
    };
    expect(buildStarters(empty)).toEqual([...GENERIC_STARTERS].slice(0, STARTERS_MAX));
    expect(buildStarters(null)).toEqual([...GENERIC_STARTERS].slice(0, STARTERS_MAX));
  });

  it('says one household and one day in the singular; a wedding passed has no days to go', () => {
    const base = plan();
    const starters = buildStarters({
      ...base,
      daysLeft: 1,
      guests: { ...base.guests, householdsAwaiting: 1 },
      tasks: { ...base.tasks, overdue: 0 },
      budget: { ...base.budget, overdueTotal: 0, categories: { items: [], more: 0 } },
    });
    expect(starters.slice(0, 2)).toEqual([
      "1 household hasn't answered — draft a reminder?",
      '1 day to go — what should we do this week?',
    ]);
    expect(buildStarters({ ...base, daysLeft: -3 }).join(' ')).not.toMatch(/to go/);
  });
});
