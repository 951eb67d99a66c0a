import { expect, test, type Page } from '@playwright/test';
import { newCouple } from './support/auth';
import {
  countFrames,
  latencySince,
  loadToScreen,
  median,
  now,
  percentile,
  putTables,
  recordFigures,
  slowCpu,
  startEventTiming,
  timeToScreen,
  typeInto,
  typingFigures,
  type Figure,
} from './support/perf';
import { planPoint, stored } from './support/seating';

/**
 * Issue 35 item 3: a big wedding. 3,000 guests in 1,000 households invited across 10 events, a reception of 300
 * tables, 5,000 expenses and 2,000 tasks, written straight into the couple's store. For each list, at 4x CPU
 * slowdown (as Lighthouse's mobile runs): the time its first screen takes once its data is in the app (target
 * 200 ms; the median of three openings) and a search keystroke's latency at the 95th percentile (target 50 ms; the
 * tasks have no search: ticking one off on Planning Progress instead); the seating chart's table drag in frames a
 * second (target 55). Also reported, without a target: the time from a cold load of the page to that first screen,
 * and from a keystroke to the list showing its result.
 */
const HOUSEHOLDS = 1000;
const PER_HOUSEHOLD = 3;
const TABLES = 300;
const SEATED = 2000;
const EXPENSES = 5000;
const TASKS = 2000;
/** Openings of a list measured; the median is reported. */
const OPENINGS = 3;
const FIRST_SCREEN_MS = 200;
const KEYSTROKE_MS = 50;

const SURNAMES = ['Sharma', 'Kapoor', 'Rao', 'Singh', 'Iyer', 'Khan', 'Das', 'Mehta', 'Reddy', 'Joshi'];
const FIRST = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Sara', 'Vivaan', 'Zoya', 'Ishaan', 'Anaya'];
/** Ceremony and Reception are the samples; eight more, as a wedding of several days has. */
const MORE_EVENTS = ['Haldi', 'Mehndi', 'Sangeet', 'Tilak', 'Baraat', 'Cocktails', 'Brunch', 'Vidaai'];

const count = (n: number) => n.toLocaleString('en-US');

/** The guest list: households of three, everyone invited to the ceremony and reception and to most other events. */
function guestList() {
  const createdAt = new Date().toISOString();
  const events = MORE_EVENTS.map((name, i) => ({
    id: `perf-event-${i}`,
    name,
    date: `2030-12-${String(1 + i).padStart(2, '0')}`,
    startTime: '18:00',
    isPublic: i % 2 === 0,
  }));
  const households = Array.from({ length: HOUSEHOLDS }, (_, h) => ({
    id: `perf-h${h}`,
    name: `The ${SURNAMES[h % SURNAMES.length]} family ${h}`,
    rsvpToken: `perf-token-${String(h).padStart(12, '0')}`,
    createdAt,
  }));
  const guests = Array.from({ length: HOUSEHOLDS * PER_HOUSEHOLD }, (_, i) => {
    const h = Math.floor(i / PER_HOUSEHOLD);
    return {
      id: `perf-g${i}`,
      householdId: `perf-h${h}`,
      firstName: FIRST[i % FIRST.length]!,
      lastName: SURNAMES[h % SURNAMES.length]!,
      email: `guest${i}@example.com`,
      phone: `+91 98${String(i).padStart(8, '0')}`,
      side: (['bride', 'groom', 'both'] as const)[h % 3],
      tags: [h % 4 === 0 ? 'family' : 'friends'],
      plusOneAllowed: i % 10 === 0,
      isChild: i % 15 === 0,
      ...(i % 7 === 0 ? { meal: 'Veg' } : {}),
      createdAt,
    };
  });
  const eventIds = ['ceremony', 'reception', ...events.map((e) => e.id)];
  const statuses = ['attending', 'awaiting', 'attending', 'declined'] as const;
  const answers = guests.flatMap((g, i) =>
    eventIds
      .filter((_, k) => k < 2 || (Math.floor(i / PER_HOUSEHOLD) + k) % 3 !== 0)
      .map((eventId, k) => ({
        id: `${g.id}.${eventId}`,
        guestId: g.id,
        eventId,
        // The reception: most attending, some awaiting, a few declined (left out of the unseated list by default).
        status:
          eventId === 'reception'
            ? i % 10 === 9
              ? 'declined'
              : i % 5 === 0
                ? 'awaiting'
                : 'attending'
            : statuses[(i + k) % 4]!,
      })),
  );
  return { events, households, guests, answers };
}

/** The search's idea of a guest (guest-list.ts): name, e-mail and phone, lower-cased. */
const haystack = (g: ReturnType<typeof guestList>['guests'][number]) =>
  [`${g.firstName} ${g.lastName}`, g.email, g.phone, g.phone.replace(/\D/g, '')].join('\u0000').toLowerCase();

/** A list's figures: its first screen (the median of the openings), its keystrokes and its cold load. */
const listFigures = (
  openings: number[],
  typed: Parameters<typeof typingFigures>[0],
  load: number,
  screen = 'first screen',
): Figure[] => [
  {
    name: `${screen}, median of ${openings.length}`,
    value: median(openings),
    unit: 'ms',
    target: FIRST_SCREEN_MS,
    better: 'lower',
  },
  ...typingFigures(typed, KEYSTROKE_MS),
  { name: 'cold load to first screen', value: load, unit: 'ms', better: 'lower' },
];

async function throttled<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  const restore = await slowCpu(page, 4);
  try {
    return await measure();
  } finally {
    await restore();
  }
}

test('a guest list of 3,000 guests in 1,000 households across 10 events', async ({ page }, info) => {
  test.setTimeout(600_000);
  await newCouple(page);
  await page.goto('/planner?tab=guests');
  // The sample events are written when the guest planner first reads them.
  await expect(page.getByText('Showing 0 of 0 guests in 0 households')).toBeVisible({ timeout: 20_000 });
  const { events, households, guests, answers } = guestList();
  await putTables(page, { events, households, guests, rsvp_answers: answers });
  const all = `Showing ${count(guests.length)} of ${count(guests.length)} guests in ${count(HOUSEHOLDS)} households`;
  await expect(page.getByText(all)).toBeVisible({ timeout: 60_000 });
  const households$ = 'ul[aria-label="Households"] > li';

  const figures: Figure[] = await throttled(page, async () => {
    const load = await loadToScreen(page, '/planner?tab=guests', households$);
    await expect(page.getByText(all)).toBeVisible({ timeout: 60_000 });
    const openings: number[] = [];
    for (let i = 0; i < OPENINGS; i++) {
      await page.getByRole('tab', { name: 'Events' }).click();
      await expect(page.getByRole('list', { name: 'Events' })).toBeVisible();
      openings.push(await timeToScreen(page, page.getByRole('tab', { name: 'Guest list' }), households$));
      await expect(page.getByText(all)).toBeVisible();
    }
    await startEventTiming(page);
    const byHousehold = new Map<string, string[]>();
    for (const g of guests)
      byHousehold.set(g.householdId, [...(byHousehold.get(g.householdId) ?? []), haystack(g)]);
    const typed = await typeInto(
      page,
      page.getByRole('searchbox', { name: 'Search guests...' }),
      page.getByRole('list', { name: 'Households' }),
      'kapoor',
      async (query) => {
        const q = query.trim().toLowerCase();
        let matching = 0;
        let homes = 0;
        for (const texts of byHousehold.values()) {
          const n = texts.filter((t) => t.includes(q)).length;
          matching += n;
          if (n) homes++;
        }
        await expect(
          page.getByText(
            `Showing ${count(matching)} of ${count(guests.length)} guests in ${count(homes)} households`,
          ),
        ).toBeVisible();
      },
    );
    return listFigures(openings, typed, load);
  });
  await recordFigures(info, figures);
});

test('a seating chart of 300 tables with 3,000 guests invited, 2,000 of them seated', async ({
  page,
}, info) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await newCouple(page);
  await page.goto('/planner?tab=guests');
  await expect(page.getByText('Showing 0 of 0 guests in 0 households')).toBeVisible({ timeout: 20_000 });
  const { events, households, guests, answers } = guestList();
  // Twenty tables a row, fifteen rows, a metre apart: they overlap, as no hall holds 300 tables in 20 × 15 m, which
  // changes nothing to what is drawn.
  const tables = Array.from({ length: TABLES }, (_, i) => ({
    id: `t${i}`,
    eventId: 'reception',
    name: `Table ${i + 1}`,
    shape: 'round',
    seats: 10,
    head: false,
    x: 50 + (i % 20) * 100,
    y: 50 + Math.floor(i / 20) * 100,
    rotation: 0,
  }));
  const seats = guests.slice(0, SEATED).map((g, i) => ({
    id: `${g.id}.reception`,
    guestId: g.id,
    eventId: 'reception',
    tableId: `t${Math.floor(i / 10)}`,
    seat: i % 10,
  }));
  await putTables(page, {
    events,
    households,
    guests,
    rsvp_answers: answers,
    seating_tables: tables,
    seat_assignments: seats,
  });
  await expect(page.getByText(/^Showing 3,000 of 3,000 guests/)).toBeVisible({ timeout: 60_000 });
  const invited = answers.filter((a) => a.eventId === 'reception').length;
  const summary = `${SEATED} of ${invited} invited guests seated · ${TABLES} tables · ${TABLES * 10} seats`;
  const tables$ = 'ul[aria-label="Tables"] > li';
  const unseated$ = 'ul[aria-label="Unseated guests by household"] > li';
  const plan$ = '[data-floor-plan] canvas';

  const lists: Figure[] = await throttled(page, async () => {
    const load = await loadToScreen(page, '/planner?tab=seating', tables$);
    await expect(page.getByText(summary)).toBeVisible({ timeout: 60_000 });
    // The lists and cards, then (apart) the floor plan's canvas, which is drawn after them.
    const openings: number[] = [];
    const drawn: number[] = [];
    for (const [selector, times] of [
      [tables$, openings],
      [plan$, drawn],
    ] as const)
      for (let i = 0; i < OPENINGS; i++) {
        await page.getByRole('tab', { name: 'Guests' }).click();
        await expect(page.getByText(/^Showing 3,000 of 3,000 guests/)).toBeVisible({ timeout: 30_000 });
        times.push(await timeToScreen(page, page.getByRole('tab', { name: 'Seating' }), selector));
        await expect(page.getByText(summary)).toBeVisible();
        await expect(page.locator(unseated$).first()).toBeVisible();
        await expect(page.locator(plan$)).not.toHaveCount(0);
      }
    await startEventTiming(page);
    // Unseated: the reception's guests after the first 2,000, attending or awaiting, by household.
    const unseated = guests
      .slice(SEATED)
      .filter((g) => answers.find((a) => a.id === `${g.id}.reception`)!.status !== 'declined');
    const groups = page.getByRole('list', { name: 'Unseated guests by household' });
    const typed = await typeInto(
      page,
      page.getByRole('searchbox', { name: 'Search unseated guests' }),
      page.getByRole('region', { name: /^Unseated/ }),
      'kapoor',
      async (query) => {
        const homes = new Set(
          unseated
            .filter((g) => {
              const name = households.find((h) => h.id === g.householdId)!.name;
              return (
                `${g.firstName} ${g.lastName}`.toLowerCase().includes(query) ||
                name.toLowerCase().includes(query)
              );
            })
            .map((g) => g.householdId),
        );
        await expect(groups.locator(':scope > li')).toHaveCount(Math.min(40, homes.size));
      },
    );
    return [
      ...listFigures(openings, typed, load, 'first screen (unseated list, tables)'),
      {
        name: `floor plan drawn, median of ${drawn.length}`,
        value: median(drawn),
        unit: 'ms',
        better: 'lower',
      },
    ];
  });

  // Dragging a table of the last row by its centre (nothing is drawn over it but the next table, to its right):
  // about two seconds along half an oval that ends 600 units to the left, a move every frame or so, as a hand does.
  const drag = async (table: number) => {
    const start = { x: tables[table]!.x, y: tables[table]!.y };
    const from = await planPoint(page, start.x, start.y);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const frames = await countFrames(page, async () => {
      for (let i = 1; i <= 120; i++) {
        const angle = (i / 120) * Math.PI;
        const to = await planPoint(
          page,
          start.x - 300 + Math.cos(angle) * 300,
          start.y - Math.sin(angle) * 200,
        );
        await page.mouse.move(to.x, to.y);
        await page.waitForTimeout(12);
      }
    });
    await page.mouse.up();
    // The drop was stored.
    await expect
      .poll(async () => (await stored(page, 'seating_tables')).find((t) => t.id === `t${table}`) as object)
      .toMatchObject({ x: start.x - 600, y: start.y });
    return frames;
  };
  const plan = page.getByRole('group', { name: 'Floor plan' });
  await plan.scrollIntoViewIfNeeded();
  const fast = await drag(TABLES - 1);
  const slow = await throttled(page, () => drag(TABLES - 2));
  await recordFigures(info, [
    ...lists,
    { name: `table drag, ${TABLES} tables`, value: fast.fps, unit: 'fps', target: 55, better: 'higher' },
    { name: 'table drag, p95 frame', value: fast.p95, unit: 'ms', better: 'lower' },
    { name: `table drag at 4x CPU`, value: slow.fps, unit: 'fps', better: 'higher' },
  ]);
});

test('a budget of 5,000 expenses', async ({ page }, info) => {
  test.setTimeout(600_000);
  await newCouple(page);
  await page.goto('/budget');
  const list = page.getByRole('list', { name: 'Expenses' });
  await expect(list).toBeVisible();
  const samples = await list.getByRole('listitem').count();
  const categories = ['venue', 'catering', 'photography', 'attire', 'flowers', 'music', 'miscellaneous'];
  const names = ['Venue', 'Catering', 'Photography', 'Attire', 'Flowers', 'Music', 'Miscellaneous'];
  const words = [
    'florist',
    'caterer',
    'photographer',
    'tailor',
    'jeweller',
    'band',
    'decorator',
    'transport',
  ];
  const expenses = Array.from({ length: EXPENSES - samples }, (_, i) => ({
    id: `perf-${i}`,
    description: `Payment ${i} to the ${words[i % words.length]}`,
    amount: 1000 + i,
    date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    categoryId: categories[i % categories.length]!,
    paid: i % 3 === 0,
  }));
  await putTables(page, { expenses });
  await expect(page.getByText(`Showing 50 of ${count(EXPENSES)} expenses`)).toBeVisible({ timeout: 60_000 });
  const rows$ = 'ul[aria-label="Expenses"] > li';
  // What the search matches: description and category name, the samples' too.
  const searchable = (await stored(page, 'expenses')).map((e) =>
    `${e.description as string} ${names[categories.indexOf(e.categoryId as string)]}`.toLowerCase(),
  );

  const figures: Figure[] = await throttled(page, async () => {
    const load = await loadToScreen(page, '/budget', rows$);
    await expect(page.getByText(`Showing 50 of ${count(EXPENSES)} expenses`)).toBeVisible({
      timeout: 60_000,
    });
    const openings: number[] = [];
    for (let i = 0; i < OPENINGS; i++) {
      await page.getByRole('link', { name: 'Day-Of Timeline' }).click();
      await expect(page.getByRole('heading', { name: 'Wedding Day Schedule' })).toBeVisible();
      openings.push(await timeToScreen(page, 'back', rows$));
    }
    await startEventTiming(page);
    const typed = await typeInto(
      page,
      page.getByRole('searchbox', { name: 'Search expenses...' }),
      page.getByRole('list', { name: 'Expenses' }),
      'jeweller',
      async (query) => {
        const n = searchable.filter((t) => t.includes(query)).length;
        await expect(page.locator(rows$)).toHaveCount(Math.min(50, n));
        if (n > 50) await expect(page.getByText(`Showing 50 of ${count(n)} expenses`)).toBeVisible();
      },
    );
    return listFigures(openings, typed, load);
  });
  await recordFigures(info, figures);
});

test('2,000 tasks on Upcoming Tasks and Planning Progress', async ({ page }, info) => {
  test.setTimeout(600_000);
  await newCouple(page);
  await page.goto('/upcoming-tasks');
  await expect(page.getByRole('heading', { name: 'Upcoming Deadlines' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  const verbs = ['Book', 'Confirm', 'Pay', 'Call', 'Order', 'Visit'];
  const things = ['the florist', 'the caterer', 'the band', 'the tailor', 'the jeweller', 'the decorator'];
  const tasks = Array.from({ length: TASKS - 16 }, (_, i) => ({
    id: `perf-t${i}`,
    title: `${verbs[i % verbs.length]} ${things[Math.floor(i / verbs.length) % things.length]} (${i})`,
    description: i % 2 ? 'Written for the measurement.' : '',
    dueDate: `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    completed: i % 4 === 0,
    category: (['essentials', 'vendors', 'attire', 'details'] as const)[i % 4],
    priority: (['high', 'medium', 'low'] as const)[i % 3],
    label: i % 5 ? '' : 'Vendors',
  }));
  await putTables(page, { tasks });
  const open = tasks.filter((t) => !t.completed).length + 13;
  const items$ = 'section[aria-labelledby="upcoming-heading"] li';
  // Open tasks are shown twenty at a time.
  await expect(page.getByText(`Showing 20 of ${count(open)} open tasks`)).toBeVisible({ timeout: 60_000 });

  const figures: Figure[] = await throttled(page, async () => {
    const load = await loadToScreen(page, '/upcoming-tasks', items$);
    const openings: number[] = [];
    const progress: number[] = [];
    for (let i = 0; i < OPENINGS; i++) {
      await page.getByRole('link', { name: 'Day-Of Timeline' }).click();
      await expect(page.getByRole('heading', { name: 'Wedding Day Schedule' })).toBeVisible({
        timeout: 60_000,
      });
      openings.push(await timeToScreen(page, 'back', items$));
      await expect(page.getByRole('heading', { name: 'Upcoming Deadlines' })).toBeVisible({
        timeout: 60_000,
      });
    }
    await page.goto('/planning-progress');
    await expect(page.getByText(`of ${TASKS} tasks completed`)).toBeVisible({ timeout: 60_000 });
    for (let i = 0; i < OPENINGS; i++) {
      await page.getByRole('link', { name: 'Day-Of Timeline' }).click();
      await expect(page.getByRole('heading', { name: 'Wedding Day Schedule' })).toBeVisible({
        timeout: 60_000,
      });
      progress.push(await timeToScreen(page, 'back', 'main li > label > input.peer'));
    }
    // Ticking a task off and on again: every category's ring and list, and the overall progress, follow.
    await startEventTiming(page);
    const task = page.getByText('Set the wedding date', { exact: true });
    const box = page.getByRole('checkbox', { name: /^Set the wedding date/ });
    const toggles: number[] = [];
    for (let i = 0; i < 20; i++) {
      const before = await box.isChecked();
      const t = await now(page);
      await task.click();
      await expect(box).toBeChecked({ checked: !before });
      toggles.push(Math.round(await latencySince(page, t)));
    }
    return [
      {
        name: `first screen of ${count(open)} open tasks, median of 3`,
        value: median(openings),
        unit: 'ms',
        target: FIRST_SCREEN_MS,
        better: 'lower',
      },
      {
        name: 'Planning Progress first screen, median of 3',
        value: median(progress),
        unit: 'ms',
        target: FIRST_SCREEN_MS,
        better: 'lower',
      },
      {
        name: `Planning Progress, ticking a task, p95 of ${toggles.length}`,
        value: percentile(toggles, 0.95),
        unit: 'ms',
        target: KEYSTROKE_MS,
        better: 'lower',
      },
      { name: 'cold load to first screen', value: load, unit: 'ms', better: 'lower' },
    ];
  });
  await recordFigures(info, figures);
});
