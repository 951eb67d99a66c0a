import { differenceInCalendarDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { profilePatchSchema } from '@/lib/data';
import { parseIsoDate } from '@/lib/dates';
import { buildSampleWedding } from './build';
import { hasSampleWedding, sampleRecordsSchema } from './commands';
import { seededRandom } from './random';

const TODAY = '2026-11-27';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const tokens = () => {
  const r = seededRandom(7);
  return () => Array.from({ length: 22 }, () => ALPHABET[r.int(0, 63)]).join('');
};
const build = (today = TODAY) => buildSampleWedding({ today, slug: 'priya-and-arjun-test', token: tokens() });
const daysFrom = (today: string, date: string) =>
  differenceInCalendarDays(parseIsoDate(date), parseIsoDate(today));

describe('the sample wedding', async () => {
  const { profile, records } = await build();

  it('is about five months ahead, on a Saturday, with a mehndi and a sangeet the days before the reception', () => {
    const wedding = profile.wedding!.weddingDate!;
    expect(daysFrom(TODAY, wedding)).toBeGreaterThanOrEqual(150);
    expect(daysFrom(TODAY, wedding)).toBeLessThan(157);
    expect(parseIsoDate(wedding).getDay()).toBe(6);
    expect(records.events.map((e) => e.name)).toEqual(['Mehndi', 'Sangeet', 'Reception']);
    const [mehndi, sangeet] = records.events;
    expect(daysFrom(wedding, mehndi!.date!)).toBe(-2);
    expect(daysFrom(wedding, sangeet!.date!)).toBe(-1);
  });

  it('counts every date from the day it is built', async () => {
    const later = await build('2027-03-02');
    expect(daysFrom('2027-03-02', later.profile.wedding!.weddingDate!)).toBeGreaterThanOrEqual(150);
    expect(daysFrom('2027-03-02', later.records.tasks[0]!.dueDate!)).toBe(
      daysFrom(TODAY, records.tasks[0]!.dueDate!),
    );
    expect(later.records.guests.map((g) => g.id)).toEqual(records.guests.map((g) => g.id));
  });

  it('has 60 households and about 150 guests with a realistic mix of answers, meals and dietary notes', () => {
    expect(records.households).toHaveLength(60);
    expect(records.guests.length).toBeGreaterThanOrEqual(140);
    expect(records.guests.length).toBeLessThanOrEqual(165);
    const reception = records.rsvp_answers.filter((a) => a.eventId === 'reception');
    expect(reception).toHaveLength(records.guests.length);
    const share = (status: string) => reception.filter((a) => a.status === status).length / reception.length;
    expect(share('attending')).toBeGreaterThan(0.4);
    expect(share('declined')).toBeGreaterThan(0.02);
    expect(share('awaiting')).toBeGreaterThan(0.1);
    const meals = new Set(records.guests.map((g) => g.meal).filter(Boolean));
    expect(meals.size).toBeGreaterThanOrEqual(4);
    expect(records.guests.filter((g) => g.dietary).length).toBeGreaterThanOrEqual(5);
    expect(records.guests.some((g) => g.plusOneOf)).toBe(true);
    expect(records.guests.some((g) => g.isChild)).toBe(true);
    expect(hasSampleWedding(records.households)).toBe(true);
  });

  it('seats the reception: guests who are coming, at most ten to a table', () => {
    const attending = new Set(
      records.rsvp_answers
        .filter((a) => a.eventId === 'reception' && a.status === 'attending')
        .map((a) => a.guestId),
    );
    const seated = records.seat_assignments;
    expect(seated.length).toBeGreaterThan(attending.size * 0.9);
    for (const seat of seated) expect(attending.has(seat.guestId)).toBe(true);
    for (const table of records.seating_tables)
      expect(seated.filter((s) => s.tableId === table.id).length).toBeLessThanOrEqual(10);
  });

  it('has a sent invitation, a published website with its registry, a budget with vendors booked, tasks and reminders due', () => {
    expect(records.invites).toHaveLength(1);
    expect(records.invites[0]).toMatchObject({ status: 'sent' });
    expect(records.websites[0]).toMatchObject({
      published: true,
      slug: 'priya-and-arjun-test',
      showRegistry: true,
    });
    expect(records.registry_items.some((i) => i.purchased)).toBe(true);
    expect(records.expenses.length).toBeGreaterThan(5);
    expect(records.planning_vendors.filter((v) => v.contractSigned).length).toBeGreaterThan(2);
    const open = records.tasks.filter((t) => !t.completed);
    expect(open.some((t) => daysFrom(TODAY, t.dueDate!) < 0)).toBe(true);
    expect(open.some((t) => daysFrom(TODAY, t.dueDate!) >= 0)).toBe(true);
    expect(records.reminders.every((r) => daysFrom(TODAY, r.date) > 0)).toBe(true);
  });

  it('is valid record by record against each collection schema, and its profile against the profile rules', () => {
    expect(sampleRecordsSchema.safeParse(records).error).toBeUndefined();
    expect(profilePatchSchema.safeParse(profile).error).toBeUndefined();
  });

  it('is the same wedding every time it is built for the same day', async () => {
    expect(await build()).toEqual(await build());
  });
});
