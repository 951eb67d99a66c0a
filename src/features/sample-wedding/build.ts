import { addDays } from 'date-fns';
import type { BudgetCategory, Expense } from '@/features/budget';
import {
  fullName,
  householdNameFor,
  WEBSITE_ID,
  type Guest,
  type Household,
  type RsvpAnswer,
  type RsvpStatus,
  type WeddingEvent,
  type Website,
} from '@/features/guests';
import { newInvite, templateById, type Design, type Invite, type TextElement } from '@/features/invites';
import type { Reminder } from '@/features/notifications';
import type { RegistryItem, RegistryStore } from '@/features/registry';
import { loadChartSteps, type AssignmentRecord, type Chart, type TableRecord } from '@/features/seating';
import type { Task } from '@/features/tasks';
import type { Vendor } from '@/features/vendors';
import { answerId, plusOneId, type ProfilePatch } from '@/lib/backend';
import { formatFullDate, parseIsoDate, toIsoDate } from '@/lib/dates';
import {
  CHILDREN,
  DIETARY,
  ELDERS,
  GROUPS,
  MEN,
  NO_MESSAGES,
  PARTNER_SURNAMES,
  TABLE_NAMES,
  TASKS,
  VENDORS,
  WOMEN,
  YES_MESSAGES,
  type Shape,
} from './data';
import { SAMPLE_HOUSEHOLD_PREFIX } from './ids';
import { seededRandom, type Random } from './random';

/**
 * The sample wedding (issue 36 item 1): Priya and Arjun's, about five months from the day it is built — a mehndi, a
 * sangeet and a reception, 60 households and 150 guests with a realistic mix of answers, meals and dietary notes, a
 * seated reception, a designed invitation, a published website with its registry, a budget with expenses and the
 * vendors booked, tasks and reminders due. Pure: the same `today` and tokens give the same wedding (a seeded random
 * decides the rest), every date is counted from `today`, and every record fits its collection's schema. The seating
 * is made by the chart's own steps (add tables, auto-arrange), the invitation from a template as the editor makes one.
 */
export interface SampleWeddingOptions {
  /** The day the wedding is built, `YYYY-MM-DD`: every date is counted from it. */
  today: string;
  /** The website's address (unique per browser locally, across every couple in the cloud). */
  slug: string;
  /** A new unguessable link token (the households' RSVP links and the invitation's). */
  token: () => string;
}

/** Each collection's records, by table: what `loadSampleWedding` stores (commands.ts). */
export interface SampleRecords {
  events: WeddingEvent[];
  households: Household[];
  guests: Guest[];
  rsvp_answers: RsvpAnswer[];
  seating_tables: TableRecord[];
  seat_assignments: AssignmentRecord[];
  websites: Website[];
  invites: Invite[];
  registry_items: RegistryItem[];
  registry_stores: RegistryStore[];
  budget_categories: BudgetCategory[];
  expenses: Expense[];
  planning_vendors: Vendor[];
  tasks: Task[];
  reminders: Reminder[];
}

export interface SampleWedding {
  /** The couple's names, the date and place, the guest count and the budget, for the profile. */
  profile: ProfilePatch;
  records: SampleRecords;
}

const SEED = 20_261_201;
const COUPLE = { first: 'Priya', last: 'Sharma', partnerFirst: 'Arjun', partnerLast: 'Mehta' } as const;
export const SAMPLE_NAMES = `${COUPLE.first} & ${COUPLE.partnerFirst}`;
const VENUE = 'Lakeview Palace, Udaipur';
const MEALS = ['Vegetarian', 'Non-vegetarian', 'Jain', 'Vegan', "Kids' menu"] as const;

/** The days the wedding hangs on, counted from `today`. */
function calendar(today: string) {
  const start = parseIsoDate(today);
  const day = (offset: number) => toIsoDate(addDays(start, offset));
  // About five months ahead, on the Saturday that ends that week.
  const ahead = addDays(start, 150);
  const toWedding = 150 + ((6 - ahead.getDay() + 7) % 7);
  return {
    day,
    /** A moment `offset` days from today at `hour`:`minute`, local time. */
    at: (offset: number, hour: number, minute = 0) => {
      const moment = addDays(start, offset);
      moment.setHours(hour, minute, 0, 0);
      return moment.toISOString();
    },
    toWedding,
    wedding: day(toWedding),
    rsvpBy: day(toWedding - 42),
  };
}
type Calendar = ReturnType<typeof calendar>;

function events(cal: Calendar): WeddingEvent[] {
  return [
    {
      id: 'mehndi',
      name: 'Mehndi',
      date: cal.day(cal.toWedding - 2),
      startTime: '16:00',
      venue: 'The Sharma home, Fateh Sagar Road',
      address: '14 Fateh Sagar Road, Udaipur, Rajasthan 313001',
      dressCode: 'Greens and yellows',
      isPublic: false,
    },
    {
      id: 'sangeet',
      name: 'Sangeet',
      date: cal.day(cal.toWedding - 1),
      startTime: '19:00',
      venue: 'Lakeview Palace, Darbar Hall',
      address: 'Lake Pichola, Udaipur, Rajasthan 313001',
      dressCode: 'Indo-western, ready to dance',
      isPublic: true,
    },
    {
      id: 'reception',
      name: 'Reception',
      startTime: '19:30',
      venue: 'Lakeview Palace, Lakeside Lawns',
      address: 'Lake Pichola, Udaipur, Rajasthan 313001',
      dressCode: 'Formal or traditional',
      isPublic: true,
    },
  ];
}

interface Person {
  first: string;
  last?: string;
  child?: boolean;
}

/** The people of one household, by its shape; each full name once in the wedding (`used`). */
function people(shape: Shape, surname: string, r: Random, used: Set<string>): Person[] {
  const unused = <T>(draw: () => T, names: (t: T) => string[]) => {
    let drawn = draw();
    for (let tries = 0; tries < 50 && names(drawn).some((name) => used.has(name)); tries++) drawn = draw();
    for (const name of names(drawn)) used.add(name);
    return drawn;
  };
  const named = (pool: readonly string[], last: string) =>
    unused(
      () => r.pick(pool),
      (first) => [`${first} ${last}`],
    );
  const adult = (pool: readonly string[], last = surname): Person => ({ first: named(pool, last), last });
  const anyAdult = () => adult(r.chance(0.5) ? WOMEN : MEN);
  const children = (n: number) =>
    Array.from({ length: n }, (): Person => ({
      first: named(CHILDREN, surname),
      last: surname,
      child: true,
    }));
  const pair = () => [adult(WOMEN), adult(MEN)];
  switch (shape) {
    case 'single':
    case 'plusOpen':
      return [anyAdult()];
    case 'plusNamed': {
      const woman = r.chance(0.5);
      return [adult(woman ? WOMEN : MEN), adult(woman ? MEN : WOMEN, r.pick(PARTNER_SURNAMES))];
    }
    case 'couple':
      return pair();
    case 'elders2':
    case 'elders3': {
      const elders = unused(
        () => r.pick(ELDERS),
        (names) => names.map((first) => `${first} ${surname}`),
      ).map((first): Person => ({ first, last: surname }));
      return shape === 'elders3' ? [...elders, anyAdult()] : elders;
    }
    case 'family3':
      return [...pair(), ...children(1)];
    case 'family4':
      return [...pair(), ...children(2)];
    case 'family5':
      return [...pair(), ...children(3)];
  }
}

interface Guests {
  households: Household[];
  guests: Guest[];
  answers: RsvpAnswer[];
}

/** 60 households, about 150 guests, invited to the events their group goes to, with their answers so far. */
function guestList(cal: Calendar, r: Random, token: () => string): Guests {
  const households: Household[] = [];
  const guests: Guest[] = [];
  const answers: RsvpAnswer[] = [];
  const used = new Set<string>();
  let n = 0;
  for (const group of GROUPS) {
    group.shapes.forEach((shape, i) => {
      n += 1;
      const id = `${SAMPLE_HOUSEHOLD_PREFIX}${String(n).padStart(2, '0')}`;
      const surname = group.surnames[i % group.surnames.length]!;
      const members = people(shape, surname, r, used);
      const made = cal.at(-r.int(50, 70), r.int(9, 21));
      const memberGuests: Guest[] = members.map((p, k) => {
        const guestId = `${id}-g${k + 1}`;
        const plusOne = shape === 'plusNamed' && k === 1;
        return {
          id: plusOne ? plusOneId(`${id}-g1`) : guestId,
          householdId: id,
          firstName: p.first,
          ...(p.last ? { lastName: p.last } : {}),
          side: group.side,
          tags: [group.tag],
          plusOneAllowed: (shape === 'plusOpen' || shape === 'plusNamed') && k === 0,
          ...(plusOne ? { plusOneOf: `${id}-g1` } : {}),
          isChild: p.child === true,
          createdAt: made,
        };
      });
      const first = memberGuests[0]!;
      const invitedTo = [
        ...(group.mehndi ? ['mehndi'] : []),
        ...(r.chance(group.sangeet) ? ['sangeet'] : []),
        'reception',
      ];
      const household: Household = {
        id,
        name: householdNameFor(first, shape === 'plusNamed' ? 1 : members.length),
        rsvpToken: token(),
        createdAt: made,
      };
      const email = r.chance(0.7);
      if (email)
        household.email = `${first.firstName}.${first.lastName ?? 'guest'}`
          .toLowerCase()
          .replace(/[^a-z.]/g, '')
          .concat('@example.com');
      if (r.chance(0.8)) household.phone = `+91 9${r.int(1000, 9999)} ${r.int(10000, 99999)}`;

      // Sent about a month ago, mostly over WhatsApp; most opened their link and most of those have answered.
      const sent = r.chance(0.93);
      const opened = sent && r.chance(0.86);
      const responded = opened && r.chance(0.75);
      if (sent) {
        const sentDay = -r.int(20, 35);
        household.sentAt = cal.at(sentDay, r.int(10, 20));
        household.sentVia = r.weighted([
          ['whatsapp', 55],
          [email ? 'email' : 'whatsapp', 30],
          ['link', 15],
        ] as const);
        if (opened) {
          const openedDay = sentDay + r.int(0, 3);
          household.openedAt = cal.at(openedDay, r.int(7, 22));
          if (responded) household.respondedAt = cal.at(Math.min(-1, openedDay + r.int(0, 12)), r.int(8, 23));
        }
      }

      const regrets = responded && r.chance(0.1);
      const byCouple = r.chance(0.1);
      let anyoneComing = false;
      for (const guest of memberGuests) {
        let attends = false;
        for (const eventId of invitedTo) {
          let status: RsvpStatus = 'awaiting';
          if (responded) {
            const likely = eventId === 'reception' ? 0.95 : eventId === 'sangeet' ? 0.9 : 0.85;
            status = !regrets && r.chance(likely) ? 'attending' : 'declined';
          }
          attends ||= status === 'attending';
          answers.push({
            id: answerId(guest.id, eventId),
            guestId: guest.id,
            eventId,
            status,
            ...(status !== 'awaiting' && {
              answeredAt: household.respondedAt,
              answeredBy: byCouple ? ('couple' as const) : ('guest' as const),
            }),
          });
        }
        if (attends) {
          anyoneComing = true;
          if (r.chance(0.95))
            guest.meal = guest.isChild
              ? "Kids' menu"
              : r.weighted([
                  ['Vegetarian', 45],
                  ['Non-vegetarian', 35],
                  ['Jain', 10],
                  ['Vegan', 10],
                ] as const);
          if (!guest.isChild && r.chance(0.15)) guest.dietary = r.pick(DIETARY);
        }
      }
      if (responded && r.chance(0.35)) household.message = r.pick(anyoneComing ? YES_MESSAGES : NO_MESSAGES);
      households.push(household);
      guests.push(...memberGuests);
    });
  }
  return { households, guests, answers };
}

const SEATS_A_TABLE = 10;

/**
 * The reception's chart, made by the chart's own steps: enough round tables of ten for everyone coming and one to
 * spare, then auto-arrange, which seats households together (those still to answer wait in the unseated list).
 */
function seating(
  {
    applyChartAction,
    EMPTY_CHART,
    eventGuests,
    solveInputOf,
    solveSeating,
  }: Awaited<ReturnType<typeof loadChartSteps>>,
  list: Guests,
): Chart {
  const coming = eventGuests(list.guests, list.households, list.answers, 'reception').filter(
    (g) => g.rsvp === 'attending',
  );
  const ctx = { eventId: 'reception', guests: coming };
  const count = Math.min(TABLE_NAMES.length, Math.ceil(coming.length / SEATS_A_TABLE) + 1);
  let chart = EMPTY_CHART;
  for (let i = 0; i < count; i++)
    chart = applyChartAction(
      chart,
      {
        type: 'addTable',
        id: `sample-table-${i + 1}`,
        table: { shape: 'round', seats: SEATS_A_TABLE, name: TABLE_NAMES[i]!, head: false },
      },
      ctx,
    ).chart;
  const solved = solveSeating(solveInputOf(chart, coming));
  return applyChartAction(chart, { type: 'autoArrange', solved }, ctx).chart;
}

/** The invitation, from the Romantic Garden template, worded for this wedding, sent to every household sent a link. */
function invitation(cal: Calendar, token: string, sentTo: number): Invite {
  const template = templateById('4')!;
  const invite = newInvite(
    template,
    {
      firstName: COUPLE.first,
      lastName: COUPLE.last,
      partnerFirstName: COUPLE.partnerFirst,
      partnerLastName: COUPLE.partnerLast,
      weddingDate: cal.wedding,
      location: VENUE,
    },
    { id: 'sample-invitation', token, now: new Date(cal.at(-36, 11)) },
  );
  const design = invite.design as Design;
  const venue = design.elements.find((el): el is TextElement => el.id === 'venue')!;
  const elements = design.elements.map((el) =>
    el.type === 'text' && el.id === 'rsvp'
      ? { ...el, y: el.y + 20, text: `Kindly reply by ${formatFullDate(cal.rsvpBy)}` }
      : el,
  );
  elements.push({
    ...venue,
    id: 'celebrations',
    text: 'Mehndi · Sangeet · Reception',
    y: venue.y + 38,
    fontSize: 18,
    fontStyle: 'italic',
  });
  return { ...invite, status: 'sent', recipients: sentTo, design: { ...design, elements } };
}

function website(cal: Calendar, slug: string): Website {
  return {
    id: WEBSITE_ID,
    slug,
    published: true,
    language: 'en',
    indexable: false,
    askTravel: false,
    welcome: 'Welcome! We can\u2019t wait to celebrate with you by the lakes of Udaipur.',
    story:
      'We met at a friend\u2019s Diwali party in Mumbai, where Arjun lost a game of cards to Priya and insisted on a rematch over coffee. Five years, two cities and one very patient dog later, we are getting married.\n\nWe would love you to celebrate with us in Udaipur, the city of lakes, where Priya\u2019s family has lived for three generations.',
    travel:
      'Maharana Pratap Airport (UDR) is 25 minutes from the city, with daily flights from Delhi, Mumbai and Bengaluru. The Mewar Express arrives from Delhi each morning. We will run shuttles from the airport and the station on the two days before the wedding.',
    stay: 'We have held rooms at Lakeview Palace and at the Lake Pichola Inn next door until six weeks before the wedding: mention our names when you book. Ask us about homestays in the old city.',
    faq: [
      {
        question: 'Can we bring our children?',
        answer: 'Of course! There is a kids\u2019 menu and a play corner at the reception.',
      },
      {
        question: 'What should we wear?',
        answer:
          'Greens and yellows for the mehndi, anything you can dance in for the sangeet, formal or traditional for the reception.',
      },
      {
        question: 'Is there parking at the venue?',
        answer: 'Yes, valet parking at Lakeview Palace for all three days.',
      },
      {
        question: 'When should we reply by?',
        answer: `Please answer by ${formatFullDate(cal.rsvpBy)} so we can plan the seating and the food.`,
      },
    ],
    showRegistry: true,
    rsvpDeadline: cal.rsvpBy,
    mealOptions: [...MEALS],
  };
}

function registry(
  cal: Calendar,
  guests: readonly Guest[],
): { items: RegistryItem[]; stores: RegistryStore[] } {
  const buyer = (n: number) => fullName(guests[n]!);
  const item = (
    id: string,
    name: string,
    price: number,
    category: string,
    extra: Partial<RegistryItem> = {},
  ) => ({
    id: `sample-gift-${id}`,
    name,
    price,
    category,
    priority: 'medium' as const,
    purchased: false,
    ...extra,
  });
  return {
    items: [
      item('cookware', 'Copper-bottom cookware set', 18_500, 'Kitchen', { priority: 'high' }),
      item('espresso', 'Espresso machine', 42_000, 'Kitchen', {
        purchased: true,
        boughtBy: buyer(3),
        boughtAt: cal.at(-9, 20),
      }),
      item('dinner-set', 'Dinner set for twelve', 24_000, 'Dining'),
      item('rug', 'Handwoven Jaipur rug', 32_000, 'Home', { priority: 'high' }),
      item('bedding', 'Block-print bedding set', 9_500, 'Bedroom', {
        purchased: true,
        boughtBy: buyer(20),
        boughtAt: cal.at(-4, 13),
      }),
      item('purifier', 'Air purifier', 21_000, 'Home', { priority: 'low' }),
      item('thali', 'Silver puja thali', 15_000, 'Home', {
        purchased: true,
        boughtBy: buyer(45),
        boughtAt: cal.at(-2, 18),
      }),
      item('houseboat', 'Honeymoon fund: a night on a Kerala houseboat', 15_000, 'Experiences'),
      item('cooking-class', 'Honeymoon fund: a cooking class in Kochi', 6_000, 'Experiences', {
        priority: 'low',
      }),
    ],
    stores: [
      { id: 'sample-store-amazon', name: 'Amazon India', url: 'https://www.amazon.in/' },
      { id: 'sample-store-pepperfry', name: 'Pepperfry', url: 'https://www.pepperfry.com/' },
      { id: 'sample-store-good-earth', name: 'Good Earth', url: 'https://www.goodearth.in/' },
    ],
  };
}

const BUDGET_TOTAL = 4_500_000;

function budget(cal: Calendar): { categories: BudgetCategory[]; expenses: Expense[] } {
  const category = (id: string, name: string, planned: number, color: string): BudgetCategory => ({
    id,
    name,
    planned,
    color,
  });
  let n = 0;
  const expense = (
    description: string,
    amount: number,
    offset: number,
    categoryId: string,
    paid: boolean,
  ) => ({
    id: `sample-expense-${++n}`,
    description,
    amount,
    date: cal.day(offset),
    categoryId,
    paid,
  });
  return {
    categories: [
      category('venue', 'Venue', 1_150_000, '#db2777'),
      category('catering', 'Catering', 960_000, '#ea580c'),
      category('decor', 'Decor & flowers', 475_000, '#16a34a'),
      category('attire', 'Attire & jewellery', 600_000, '#2563eb'),
      category('photography', 'Photography', 320_000, '#7c3aed'),
      category('music', 'Music & dance', 250_000, '#0891b2'),
      category('beauty', 'Mehndi & beauty', 120_000, '#ca8a04'),
      category('stationery', 'Invitations & favours', 110_000, '#dc2626'),
      category('miscellaneous', 'Miscellaneous', 200_000, '#6b7280'),
    ],
    expenses: [
      expense('Venue booking deposit', 400_000, -95, 'venue', true),
      expense('Caterer advance', 300_000, -70, 'catering', true),
      expense('Photographer booking fee', 100_000, -64, 'photography', true),
      expense('Decorator advance', 150_000, -41, 'decor', true),
      expense('Bridal lehenga (first payment)', 180_000, -33, 'attire', true),
      expense('Sherwani and safa', 65_000, -21, 'attire', true),
      expense('Invitation printing and courier', 38_000, -30, 'stationery', true),
      expense('Mehndi artist advance', 15_000, -18, 'beauty', true),
      expense('Sangeet choreographer', 45_000, -12, 'music', false),
      expense('DJ and sound advance', 60_000, -6, 'music', false),
      expense('Venue second instalment', 350_000, 20, 'venue', false),
      expense('Catering tasting and menu deposit', 120_000, 34, 'catering', false),
    ],
  };
}

/** The vendors booked, their final payments dated back from the wedding. */
function vendors(cal: Calendar): Vendor[] {
  return VENDORS.map(({ dueBefore, ...vendor }) =>
    dueBefore === undefined ? vendor : { ...vendor, finalPaymentDue: cal.day(cal.toWedding - dueBefore) },
  );
}
function tasks(cal: Calendar): Task[] {
  return TASKS.map(([category, title, description, priority, label, offset, completed = false], i) => ({
    id: `sample-wedding-task-${i + 1}`,
    title,
    description,
    dueDate: cal.day(offset),
    completed,
    category,
    priority,
    label,
  }));
}

function reminders(cal: Calendar): Reminder[] {
  return [
    {
      id: 'sample-reminder-rsvp-chase',
      title: 'Call the Mehtas about the RSVPs',
      date: cal.day(1),
      time: '18:00',
      type: 'reminder',
    },
    {
      id: 'sample-reminder-fitting',
      title: 'Lehenga fitting',
      date: cal.day(6),
      time: '11:00',
      type: 'appointment',
    },
    {
      id: 'sample-reminder-cake',
      title: 'Cake tasting at The Sugar Studio',
      date: cal.day(12),
      time: '16:00',
      type: 'appointment',
    },
    {
      id: 'sample-reminder-venue',
      title: 'Venue second instalment due',
      date: cal.day(20),
      time: '12:00',
      type: 'payment',
    },
    {
      id: 'sample-reminder-deadline',
      title: 'RSVP deadline',
      date: cal.rsvpBy,
      time: '23:59',
      type: 'deadline',
    },
  ];
}

export async function buildSampleWedding({
  today,
  slug,
  token,
}: SampleWeddingOptions): Promise<SampleWedding> {
  const cal = calendar(today);
  const r = seededRandom(SEED);
  const list = guestList(cal, r, token);
  const chart = seating(await loadChartSteps(), list);
  const gifts = registry(cal, list.guests);
  const money = budget(cal);
  const sentTo = list.households.filter((h) => h.sentAt).length;
  return {
    profile: {
      profile: { firstName: COUPLE.first, lastName: COUPLE.last },
      wedding: {
        partnerFirstName: COUPLE.partnerFirst,
        partnerLastName: COUPLE.partnerLast,
        weddingDate: cal.wedding,
        guestCount: list.guests.length,
        location: VENUE,
      },
      budget: { total: BUDGET_TOTAL, currency: 'INR' },
    },
    records: {
      events: events(cal),
      households: list.households,
      guests: list.guests,
      rsvp_answers: list.answers,
      seating_tables: [...chart.tables],
      seat_assignments: [...chart.assignments],
      websites: [website(cal, slug)],
      invites: [invitation(cal, token(), sentTo)],
      registry_items: gifts.items,
      registry_stores: gifts.stores,
      budget_categories: money.categories,
      expenses: money.expenses,
      planning_vendors: vendors(cal),
      tasks: tasks(cal),
      reminders: reminders(cal),
    },
  };
}
