import { freshCollections, withWriteAfterRead } from '../../../tests/fakes/command-port';
import { VersionConflictError, type CollectionPort } from '@/lib/backend';
import { runCommand } from '@/lib/commands/run-command';
import { addCategory, addExpense, updateCategory, updateExpense } from './commands';
import { seedCategories, seedExpenses } from './model';

const [venue] = seedCategories();
const [deposit] = seedExpenses(new Date('2026-11-27T12:00:00Z'));

let port: CollectionPort;
beforeEach(async () => {
  port = await freshCollections();
});

describe('the budget’s commands', () => {
  it('addExpense stores a valid expense and refuses one without an amount', async () => {
    const ran = await runCommand(port, addExpense, deposit);
    expect(ran.label).toBe('Added the expense "Venue booking deposit"');
    expect(await port.get('expenses', deposit.id)).toEqual(deposit);
    await expect(runCommand(port, addExpense, { ...deposit, id: 'e2', amount: 0 })).rejects.toMatchObject({
      name: '$ZodError',
    });
    expect(await port.list('expenses')).toHaveLength(1);
  });

  it('updateExpense marks an expense unpaid, and is refused on a version replaced meanwhile', async () => {
    await port.put('expenses', deposit);
    await runCommand(port, updateExpense, { id: deposit.id, changes: { paid: false } });
    expect(await port.get('expenses', deposit.id)).toMatchObject({ paid: false });
    const stale = withWriteAfterRead(port, 'expenses', { ...deposit, amount: 250_000 });
    await expect(
      runCommand(stale, updateExpense, { id: deposit.id, changes: { paid: true } }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await port.get('expenses', deposit.id)).toMatchObject({ paid: true, amount: 250_000 });
  });

  it('addCategory and updateCategory change the plan; an edit of a deleted category is refused', async () => {
    await runCommand(port, addCategory, venue);
    await runCommand(port, updateCategory, {
      id: venue.id,
      changes: { ...venue, planned: 1_000_000 },
      seen: venue,
    });
    expect(await port.get('budget_categories', venue.id)).toEqual({ ...venue, planned: 1_000_000 });
    await port.remove('budget_categories', venue.id);
    await expect(
      runCommand(port, updateCategory, { id: venue.id, changes: { planned: 5 } }),
    ).rejects.toMatchObject({ name: 'VersionConflictError', reason: 'deleted' });
    expect(await port.list('budget_categories')).toEqual([]);
  });
});
