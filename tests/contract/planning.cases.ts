/**
 * The planning lists' commands (budget, tasks, vendors, schedule, invitations, music, photos, reminders, gifts:
 * src/lib/commands/record-commands.ts and each feature's commands.ts) on both backends: each adds or changes a record as one batch, its undo puts it back, and a
 * change based on a version replaced since it was read is refused with nothing written.
 */
import { describe, expect, test } from 'vitest';
import { addCategory, addExpense, updateCategory, updateExpense } from '../../src/features/budget/commands';
import { seedCategories, seedExpenses } from '../../src/features/budget/model';
import { addGift, updateGift } from '../../src/features/gifts/commands';
import {
  addPayment,
  markPaymentPaid,
  removePayment,
  updatePayment,
} from '../../src/features/budget/payment-commands';
import { addInvite, publishInvite, updateInvite } from '../../src/features/invites/commands';
import { newInvite } from '../../src/features/invites/model';
import { TEMPLATES } from '../../src/features/invites/templates';
import { addRegistryItem, addRegistryStore, updateRegistryItem } from '../../src/features/registry/commands';
import { addFund, updateFund } from '../../src/features/registry/fund-commands';
import { seedRegistryItems, seedRegistryStores } from '../../src/features/registry/model';
import { addScheduleEvent, updateScheduleEvent } from '../../src/features/schedule/commands';
import { seedScheduleEvents } from '../../src/features/schedule/model';
import { addSong, updateSong } from '../../src/features/music/commands';
import { seedSongs } from '../../src/features/music/model';
import { addMoodBoard, updateMoodBoard } from '../../src/features/mood-board/commands';
import { addReminder } from '../../src/features/notifications/commands';
import { seedReminders } from '../../src/features/notifications/model';
import { addPhotoIdea, updatePhotoIdea } from '../../src/features/photos/commands';
import { seedPhotoIdeas } from '../../src/features/photos/model';
import { addTask, completeTask, updateTask } from '../../src/features/tasks/commands';
import { seedTasks } from '../../src/features/tasks/model';
import { addVendor, updateVendor } from '../../src/features/vendors/commands';
import { seedVendors } from '../../src/features/vendors/model';
import { VersionConflictError, type Entity } from '../../src/lib/backend';
import type { Command } from '../../src/lib/commands/command';
import { runCommand } from '../../src/lib/commands/run-command';
import { withWriteAfterRead } from '../fakes/command-port';
import type { Subject } from './subjects';

const TODAY = new Date('2026-11-21T10:00:00.000Z');
const open = seedTasks(TODAY).find((t) => !t.completed)!;
const invite = newInvite(
  TEMPLATES[0],
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    partnerFirstName: 'Arjun',
    partnerLastName: 'Kapoor',
    weddingDate: '2027-02-14',
    location: 'Udaipur',
  },
  // A link token as the app makes them look: varied enough for the cloud's check (…_published_cards.sql).
  { id: 'inv-1', token: 'Zx9_Qw3rty-Asdfgh12345', now: TODAY },
);

interface Area {
  table: string;
  record: Entity;
  add: Command<never, unknown>;
  /** Absent for a list whose records are added and deleted, never changed (reminders, registry stores). */
  update?: Command<never, unknown>;
  /** A field the couple changes, and what another tab writes to another field meanwhile. */
  change: Record<string, unknown>;
  elsewhere: Record<string, unknown>;
}

const area = <T extends Entity>(a: {
  table: string;
  record: T;
  add: Command<T, T>;
  update?: Command<{ id: string; changes: Record<string, unknown> }, T>;
  change: Partial<T>;
  elsewhere: Partial<T>;
}) => a as unknown as Area;

const AREAS: Area[] = [
  area({
    table: 'expenses',
    record: seedExpenses(TODAY)[0],
    add: addExpense,
    update: updateExpense,
    change: { paid: false },
    elsewhere: { description: 'Venue deposit (revised)' },
  }),
  area({
    table: 'budget_categories',
    record: seedCategories()[0],
    add: addCategory,
    update: updateCategory,
    change: { planned: 1_000_000 },
    elsewhere: { name: 'Venue & lawns' },
  }),
  area({
    table: 'tasks',
    record: open,
    add: addTask,
    update: updateTask,
    change: { dueDate: '2027-01-02' },
    elsewhere: { title: 'Renamed elsewhere' },
  }),
  area({
    table: 'planning_vendors',
    record: seedVendors(TODAY)[0],
    add: addVendor,
    update: updateVendor,
    change: { depositPaid: false },
    elsewhere: { notes: 'Changed elsewhere' },
  }),
  area({
    table: 'invites',
    record: invite,
    add: addInvite,
    update: updateInvite,
    change: { status: 'sent' },
    elsewhere: { name: 'Renamed elsewhere' },
  }),
  area({
    table: 'schedule_events',
    record: seedScheduleEvents()[0],
    add: addScheduleEvent,
    update: updateScheduleEvent,
    change: { title: 'Vows' },
    elsewhere: { duration: 45 },
  }),
  area({
    table: 'songs',
    record: seedSongs()[0],
    add: addSong,
    update: updateSong,
    change: { notes: 'Play the acoustic version' },
    elsewhere: { artist: 'Changed elsewhere' },
  }),
  area({
    table: 'photo_ideas',
    record: seedPhotoIdeas()[0],
    add: addPhotoIdea,
    update: updatePhotoIdea,
    change: { isFavorite: true },
    elsewhere: { title: 'Changed elsewhere' },
  }),
  area({
    table: 'registry_items',
    record: seedRegistryItems()[0],
    add: addRegistryItem,
    update: updateRegistryItem,
    change: { purchased: true },
    elsewhere: { name: 'Changed elsewhere' },
  }),
  area({
    table: 'gift_funds',
    record: { id: 'honeymoon', title: 'Honeymoon', goal: 200000, upiId: 'priya.arjun@okaxis' },
    add: addFund,
    update: updateFund,
    change: { paymentUrl: 'https://pay.example.com/priya' },
    elsewhere: { title: 'Changed elsewhere' },
  }),
  area({
    table: 'registry_stores',
    record: seedRegistryStores()[0],
    add: addRegistryStore,
    change: {},
    elsewhere: {},
  }),
  area({
    table: 'mood_boards',
    record: {
      id: 'board-1',
      name: 'Marigold mandap',
      prompt: 'Marigold mandap at dusk',
      isFavorite: false,
      createdAt: TODAY.toISOString(),
    },
    add: addMoodBoard,
    update: updateMoodBoard,
    change: { isFavorite: true },
    elsewhere: { name: 'Changed elsewhere' },
  }),
  area({
    table: 'reminders',
    record: seedReminders(TODAY)[0],
    add: addReminder,
    change: {},
    elsewhere: {},
  }),
  area({
    table: 'gifts',
    record: {
      id: 'gift-1',
      kind: 'cash',
      description: 'Shagun from the Sharmas',
      amount: 5100,
      eventId: 'sangeet',
      receivedOn: '2026-12-01',
      source: 'couple',
      confirmed: true,
      thankYou: 'to-write',
    },
    add: addGift,
    update: updateGift,
    change: { thankYou: 'sent', thankedOn: '2026-12-10' },
    elsewhere: { note: 'In a silver envelope' },
  }),
];

/** A record as both backends give it back: the cloud writes a timestamp its own way (`+00:00` for `Z`). */
const comparable = ({ createdAt: _at, ...fields }: Entity & { createdAt?: unknown }) => fields;

export function planningCommandsContract(subject: Subject) {
  describe(`the planning lists' commands (${subject.name})`, () => {
    for (const { table, record, add, update, change, elsewhere } of AREAS) {
      test(`${add.name} stores the record; its undo takes it away`, async () => {
        const { a, b } = await subject.couples();
        const ran = await runCommand(a.collections, add, record);
        expect(await a.collections.get(table, record.id)).toMatchObject(comparable(record));
        expect(await b.collections.get(table, record.id)).toBeNull();
        await a.collections.apply(ran.inverse);
        expect(await a.collections.get(table, record.id)).toBeNull();
      });

      if (update)
        test(`${update.name} changes the stored record, undone exactly, and is refused on a stale version`, async () => {
          const { a } = await subject.couples();
          await runCommand(a.collections, add, record);
          const ran = await runCommand(a.collections, update, { id: record.id, changes: change });
          expect(await a.collections.get(table, record.id)).toMatchObject(
            comparable({ ...record, ...change }),
          );
          await a.collections.apply(ran.inverse);
          expect(await a.collections.get(table, record.id)).toMatchObject(comparable(record));

          const stale = withWriteAfterRead(a.collections, table, { ...record, ...elsewhere });
          await expect(runCommand(stale, update, { id: record.id, changes: change })).rejects.toBeInstanceOf(
            VersionConflictError,
          );
          expect(await a.collections.get(table, record.id)).toMatchObject(
            comparable({ ...record, ...elsewhere }),
          );
        });
    }

    test('publishInvite keeps the design with its picture version, and is refused once the invitation is gone', async () => {
      const { a } = await subject.couples();
      await runCommand(a.collections, addInvite, invite);
      const design = { ...(invite.design as object), background: '#fdf2f8' };
      const ran = await runCommand(a.collections, publishInvite, { id: invite.id, design, imageVersion: 1 });
      expect(ran.label).toBe(`Saved the invitation "${invite.name}"`);
      expect(await a.collections.get('invites', invite.id)).toMatchObject({ design, imageVersion: 1 });
      await a.collections.remove('invites', invite.id);
      await expect(
        runCommand(a.collections, publishInvite, { id: invite.id, design, imageVersion: 2 }),
      ).rejects.toMatchObject({ name: 'VersionConflictError', reason: 'deleted' });
      expect(await a.collections.get('invites', invite.id)).toBeNull();
    });

    test('the payment schedule: add, change, mark paid and remove, each undone exactly; a deleted expense takes its payments', async () => {
      const { a, b } = await subject.couples();
      const expense = seedExpenses(TODAY)[0];
      await runCommand(a.collections, addExpense, expense);
      const payment = {
        id: 'pay-1',
        expenseId: expense.id,
        amount: 100_000,
        dueDate: '2026-12-01',
        leadDays: [7, 1],
      };
      await runCommand(a.collections, addPayment, payment);
      expect(await a.collections.get('payments', payment.id)).toMatchObject(payment);
      expect(await b.collections.get('payments', payment.id)).toBeNull();

      const moved = await runCommand(a.collections, updatePayment, {
        id: payment.id,
        changes: { dueDate: '2026-12-15', leadDays: [3] },
      });
      expect(await a.collections.get('payments', payment.id)).toMatchObject({
        dueDate: '2026-12-15',
        leadDays: [3],
      });
      await a.collections.apply(moved.inverse);
      expect(await a.collections.get('payments', payment.id)).toMatchObject(payment);

      const paid = await runCommand(a.collections, markPaymentPaid, {
        id: payment.id,
        paidOn: '2026-11-28',
        method: 'UPI',
      });
      expect(paid.label).toBe('Marked the payment due Dec 1, 2026 paid');
      expect(await a.collections.get('payments', payment.id)).toMatchObject({
        paidOn: '2026-11-28',
        method: 'UPI',
      });
      await a.collections.apply(paid.inverse);
      expect(await a.collections.get('payments', payment.id)).not.toHaveProperty('paidOn');

      const stale = withWriteAfterRead(a.collections, 'payments', { ...payment, note: 'Changed elsewhere' });
      await expect(
        runCommand(stale, markPaymentPaid, { id: payment.id, paidOn: '2026-11-28' }),
      ).rejects.toBeInstanceOf(VersionConflictError);

      const removed = await runCommand(a.collections, removePayment, { id: payment.id });
      expect(await a.collections.get('payments', payment.id)).toBeNull();
      await a.collections.apply(removed.inverse);
      expect(await a.collections.get('payments', payment.id)).toMatchObject({ note: 'Changed elsewhere' });

      await a.collections.remove('expenses', expense.id);
      expect(await a.collections.get('payments', payment.id)).toBeNull();
      await expect(
        runCommand(a.collections, markPaymentPaid, { id: payment.id, paidOn: '2026-11-28' }),
      ).rejects.toMatchObject({
        name: 'VersionConflictError',
        reason: 'deleted',
      });
    });

    test('completeTask marks the stored task done, and is refused once the task is gone', async () => {
      const { a } = await subject.couples();
      await runCommand(a.collections, addTask, open);
      const ran = await runCommand(a.collections, completeTask, { id: open.id });
      expect(await a.collections.get('tasks', open.id)).toMatchObject({ completed: true });
      await a.collections.apply(ran.inverse);
      expect(await a.collections.get('tasks', open.id)).toMatchObject({ completed: false });
      await a.collections.remove('tasks', open.id);
      await expect(runCommand(a.collections, completeTask, { id: open.id })).rejects.toMatchObject({
        name: 'VersionConflictError',
        reason: 'deleted',
      });
      expect(await a.collections.get('tasks', open.id)).toBeNull();
    });
  });
}
