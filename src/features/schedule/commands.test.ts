import { freshCollections, withWriteAfterRead } from '../../../tests/fakes/command-port';
import { VersionConflictError, type CollectionPort } from '@/lib/backend';
import { runCommand } from '@/lib/commands/run-command';
import { addScheduleEvent, updateScheduleEvent } from './commands';
import { seedScheduleEvents } from './model';

const [first] = seedScheduleEvents();

let port: CollectionPort;
beforeEach(async () => {
  port = await freshCollections();
});

describe('the schedule’s commands', () => {
  it('addScheduleEvent stores an event; updateScheduleEvent renames it', async () => {
    await runCommand(port, addScheduleEvent, first);
    const ran = await runCommand(port, updateScheduleEvent, {
      id: first.id,
      changes: { ...first, title: 'Vows' },
      seen: first,
    });
    expect(ran.label).toBe('Changed the event "Vows"');
    expect(await port.get('schedule_events', first.id)).toEqual({ ...first, title: 'Vows' });
  });

  it('updateScheduleEvent is refused on a version replaced between its read and its write', async () => {
    await port.put('schedule_events', first);
    const stale = withWriteAfterRead(port, 'schedule_events', { ...first, description: 'Changed elsewhere' });
    await expect(
      runCommand(stale, updateScheduleEvent, { id: first.id, changes: { title: 'Vows' } }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await port.get('schedule_events', first.id)).toMatchObject({ title: first.title });
  });
});
