import { freshCollections, withWriteAfterRead } from '../../../tests/fakes/command-port';
import { VersionConflictError, type CollectionPort } from '@/lib/backend';
import { runCommand } from '@/lib/commands/run-command';
import { addVendor, updateVendor } from './commands';
import { seedVendors } from './model';

const [venue] = seedVendors(new Date('2026-11-27T12:00:00Z'));

let port: CollectionPort;
beforeEach(async () => {
  port = await freshCollections();
});

describe('the vendor list’s commands', () => {
  it('addVendor stores a vendor; updateVendor clears a contract over the vendor as stored', async () => {
    await runCommand(port, addVendor, { ...venue, contractFile: 'contracts/v.pdf' });
    await runCommand(port, updateVendor, { id: venue.id, changes: { contractFile: undefined } });
    expect(await port.get('planning_vendors', venue.id)).not.toHaveProperty('contractFile');
  });

  it('updateVendor is refused on a version replaced between its read and its write', async () => {
    await port.put('planning_vendors', venue);
    const stale = withWriteAfterRead(port, 'planning_vendors', { ...venue, notes: 'Changed elsewhere' });
    await expect(
      runCommand(stale, updateVendor, { id: venue.id, changes: { depositPaid: false } }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await port.get('planning_vendors', venue.id)).toMatchObject({ depositPaid: true });
  });
});
