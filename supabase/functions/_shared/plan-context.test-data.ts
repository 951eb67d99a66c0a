import type { PlanContext } from './plan-context.ts';

/** A small plan, as the browser's summary builder sends it, for tests of what is done with it. */
export function samplePlanContext(): PlanContext {
  return {
    couple: 'Priya & Arjun',
    weddingDate: '2027-02-14',
    daysLeft: 79,
    city: 'Jaipur',
    expectedGuests: 250,
    budget: {
      currency: 'INR',
      total: 3_000_000,
      planned: 2_500_000,
      spent: 1_200_000,
      paid: 800_000,
      categories: { items: [{ name: 'Venue', planned: 1_000_000, spent: 600_000 }], more: 0 },
      overdue: { items: [{ description: 'Florist deposit', amount: 20_000, date: '2026-11-01' }], more: 0 },
      overdueTotal: 20_000,
    },
    guests: {
      guests: 120,
      households: 40,
      attending: 30,
      declined: 5,
      awaiting: 85,
      householdsAwaiting: 25,
      events: {
        items: [
          {
            name: 'Wedding',
            date: '2027-02-14',
            invited: 120,
            attending: 30,
            declined: 5,
            awaiting: 85,
            householdsAwaiting: 25,
          },
        ],
        more: 0,
      },
    },
    tasks: {
      open: 12,
      overdue: 1,
      next: { items: [{ title: 'Book photographer', due: '2026-12-01' }], more: 11 },
    },
    reminders: { items: [{ title: 'Cake tasting', date: '2026-12-03' }], more: 0 },
    vendors: {
      booked: { items: [{ category: 'Venue', name: 'Rambagh Palace' }], more: 0 },
      shortlisted: { items: [{ category: 'Photography', name: 'Lens & Light' }], more: 0 },
    },
    schedule: { items: [{ time: '16:00', title: 'Ceremony' }], more: 0 },
    style: { items: ['Romantic garden'], more: 0 },
  };
}
