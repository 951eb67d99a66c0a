import { freshCollections } from '../../../../tests/fakes/command-port';
import type { CollectionPort, ProfileData } from '@/lib/backend';
import { defaultProfile, mergeProfile } from '@/lib/backend/profile-defaults';
import { runCommand } from '@/lib/commands/run-command';
import { applyProposals } from './apply-proposals';
import { changeTools } from './change-tools';
import { detailsOfProposals, runToolCall } from './run-call';
import { toolDefinitions, type ToolReader } from './tool';

let port: CollectionPort;
let profile: ProfileData;
/** The tools' reader: the collections, and the profile as stored. */
let read: ToolReader;
beforeEach(async () => {
  port = await freshCollections();
  profile = mergeProfile(defaultProfile('a@example.com'), {
    wedding: { weddingDate: '2027-02-12', location: 'Goa' },
    budget: { total: 30_000 },
  });
  read = { ...port, profile: async () => profile };
  await port.putMany('budget_categories', [{ id: 'cat', name: 'Catering', planned: 5000, color: '#6b7280' }]);
  await port.putMany('events', [
    { id: 'ceremony', name: 'Ceremony', isPublic: true },
    { id: 'reception', name: 'Reception', isPublic: true },
  ]);
});

const call = (name: string, args: object) => ({ id: 'call_1', name, arguments: JSON.stringify(args) });
const propose = async (name: string, args: object) => {
  const outcome = await runToolCall(call(name, args), read, '2026-11-28');
  if (outcome.kind !== 'proposed') throw new Error(`not proposed: ${JSON.stringify(outcome)}`);
  return outcome.prepared;
};
/** Applies one proposal as the card does, through the batch command, and returns what the lists then hold. */
const apply = (name: string, args: object) => runCommand(port, applyProposals, { calls: [call(name, args)] });

describe('the change tools', () => {
  it('add_task says what it will add, and the command adds exactly that task', async () => {
    const args = { title: 'Book the photographer', dueDate: '2027-03-01' };
    expect((await propose('add_task', args)).summary).toBe(
      'Add task "Book the photographer", due Mar 1, 2027',
    );
    expect(await port.list('tasks')).toEqual([]);
    const ran = await apply('add_task', args);
    expect(ran.label).toBe('Add task "Book the photographer", due Mar 1, 2027');
    expect(await port.list('tasks')).toEqual([
      expect.objectContaining({
        title: 'Book the photographer',
        dueDate: '2027-03-01',
        category: 'essentials',
        completed: false,
      }),
    ]);
  });

  it('add_expense files the expense under the category named, and refuses a category that does not exist', async () => {
    const args = { description: 'Tasting', amount: 250.5, date: '2027-01-02', category: 'catering' };
    expect((await propose('add_expense', args)).summary).toBe(
      'Add expense "Tasting" of 250.5 to Catering, dated Jan 2, 2027',
    );
    await apply('add_expense', args);
    expect(await port.list('expenses')).toEqual([
      expect.objectContaining({ description: 'Tasting', amount: 250.5, categoryId: 'cat', paid: false }),
    ]);
    expect(
      await runToolCall(call('add_expense', { ...args, category: 'Decor' }), read, '2026-11-28'),
    ).toEqual({
      kind: 'refused',
      reason: 'There is no budget category named "Decor". The categories are: "Catering".',
    });
  });

  it('add_budget_category adds a new one and refuses a name already used', async () => {
    await apply('add_budget_category', { name: 'Decor', planned: 900 });
    expect(await port.list('budget_categories')).toContainEqual(
      expect.objectContaining({ name: 'Decor', planned: 900 }),
    );
    expect(
      await runToolCall(call('add_budget_category', { name: 'CATERING', planned: 1 }), read, ''),
    ).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('already a budget category named'),
    });
  });

  it('set_category_amount changes only the planned amount of the category named', async () => {
    expect((await propose('set_category_amount', { category: 'Catering', planned: 6500 })).summary).toBe(
      'Change the planned amount of Catering from 5,000 to 6,500',
    );
    await apply('set_category_amount', { category: 'Catering', planned: 6500 });
    expect(await port.get('budget_categories', 'cat')).toMatchObject({ name: 'Catering', planned: 6500 });
  });

  it('shortlist_vendor adds a vendor not yet booked, its contact the business until one is known', async () => {
    expect(
      (await propose('shortlist_vendor', { name: 'Lens Co', category: 'Photography', price: 1800 })).summary,
    ).toBe('Shortlist Photography vendor "Lens Co" at 1,800');
    await apply('shortlist_vendor', { name: 'Lens Co', category: 'Photography', price: 1800 });
    expect(await port.list('planning_vendors')).toEqual([
      expect.objectContaining({
        name: 'Lens Co',
        contactName: 'Lens Co',
        contractSigned: false,
        depositPaid: false,
      }),
    ]);
  });

  it('add_household adds the household with its guests, invited to the events named, and refuses an unknown event', async () => {
    const args = {
      guests: [
        { firstName: 'Anil', lastName: 'Sharma' },
        { firstName: 'Priya', lastName: 'Sharma' },
      ],
      events: ['Reception'],
    };
    const prepared = await propose('add_household', args);
    expect(prepared.summary).toMatch(/^Add household ".+" with 2 guests \(Anil Sharma, Priya Sharma\)$/);
    await apply('add_household', args);
    expect(await port.list('households')).toHaveLength(1);
    expect(await port.list('guests')).toHaveLength(2);
    expect((await port.list<{ id: string; eventId: string }>('rsvp_answers')).map((a) => a.eventId)).toEqual([
      'reception',
      'reception',
    ]);
    expect(await runToolCall(call('add_household', { ...args, events: ['Sangeet'] }), read, '')).toEqual({
      kind: 'refused',
      reason: 'There is no event named "Sangeet". The events are: "Ceremony", "Reception".',
    });
  });

  it('add_schedule_item adds the item at its time', async () => {
    await apply('add_schedule_item', { title: 'First dance', time: '20:30', duration: 10 });
    expect(await port.list('schedule_events')).toEqual([
      expect.objectContaining({ title: 'First dance', time: '20:30', duration: 10, category: 'other' }),
    ]);
  });

  it('add_reminder adds the reminder on its day and time, and refuses a time that is not one', async () => {
    const args = { title: 'Pay the florist', date: '2027-03-01', time: '14:30', type: 'payment' };
    expect((await propose('add_reminder', args)).summary).toBe(
      'Add payment reminder "Pay the florist" for Mon, Mar 1, 2027 at 2:30 PM',
    );
    expect(await port.list('reminders')).toEqual([]);
    await apply('add_reminder', args);
    expect(await port.list('reminders')).toEqual([
      expect.objectContaining({
        title: 'Pay the florist',
        date: '2027-03-01',
        time: '14:30',
        type: 'payment',
      }),
    ]);
    expect((await propose('add_reminder', { title: 'Call Mum', date: '2027-03-02' })).summary).toBe(
      'Add reminder "Call Mum" for Tue, Mar 2, 2027',
    );
    expect(await runToolCall(call('add_reminder', { ...args, time: '2pm' }), read, '')).toEqual({
      kind: 'refused',
      reason: 'time: Use a 24-hour time like 14:30',
    });
  });

  it('add_song files the song under the category named by its label or key, and refuses one the playlist lacks', async () => {
    const args = { title: 'Perfect', artist: 'Ed Sheeran', category: 'first dance' };
    expect(await runToolCall(call('add_song', { ...args, category: 'Toast' }), read, '')).toEqual({
      kind: 'refused',
      reason:
        'The playlist has no category "Toast". Its categories are: "Ceremony", "Cocktail Hour", "Dinner", "First Dance", "Special Moments", "Dance Party".',
    });
    expect((await propose('add_song', { ...args, category: 'First Dance' })).summary).toBe(
      'Add "Perfect" by Ed Sheeran to the playlist (First Dance)',
    );
    await apply('add_song', { ...args, category: 'first-dance' });
    expect(await port.list('songs')).toEqual([
      expect.objectContaining({ title: 'Perfect', artist: 'Ed Sheeran', category: 'first-dance' }),
    ]);
  });

  it('add_shot adds a shot to the list, a must-have unless a category is named, and refuses an unknown one', async () => {
    expect((await propose('add_shot', { title: 'Ring close-up', category: 'getting ready' })).summary).toBe(
      'Add "Ring close-up" to the shot list (Getting Ready)',
    );
    await apply('add_shot', { title: 'First look' });
    expect(await port.list('photo_ideas')).toEqual([
      expect.objectContaining({
        title: 'First look',
        description: '',
        category: 'must-have',
        isFavorite: false,
        isCompleted: false,
      }),
    ]);
    expect(
      await runToolCall(call('add_shot', { title: 'Drone', category: 'Aerial' }), read, ''),
    ).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(
        /^The shot list has no category "Aerial". Its categories are: "Must-Have",/,
      ),
    });
  });

  it('update_wedding_details says each detail from and to, proposes only what differs, and writes nothing yet', async () => {
    const args = { weddingDate: '2027-02-14', location: 'Goa', guestCount: 180, budgetTotal: 35000 };
    const prepared = await propose('update_wedding_details', args);
    expect(prepared.summary).toBe(
      'Wedding date: Feb 12, 2027 → Feb 14, 2027; Estimated guest count: not set → 180; Budget total: 30,000 → 35,000',
    );
    expect(prepared.input).toEqual({ weddingDate: '2027-02-14', guestCount: 180, budgetTotal: 35000 });
    expect(prepared.href).toBe('/settings?tab=wedding');
  });

  it('update_wedding_details refuses a change that changes nothing, no detail at all, and a date that is none', async () => {
    expect(await runToolCall(call('update_wedding_details', { location: 'goa ' }), read, '')).toMatchObject({
      kind: 'proposed',
    });
    expect(await runToolCall(call('update_wedding_details', { location: 'Goa' }), read, '')).toEqual({
      kind: 'refused',
      reason: 'The wedding details already say that: nothing would change.',
    });
    expect(await runToolCall(call('update_wedding_details', {}), read, '')).toEqual({
      kind: 'refused',
      reason: 'Give at least one detail to change',
    });
    expect(await runToolCall(call('update_wedding_details', { weddingDate: '14 Feb' }), read, '')).toEqual({
      kind: 'refused',
      reason: 'weddingDate: Use a date like 2027-03-01',
    });
  });

  it('several details proposals applied together make one change of the details, each against the profile now', () => {
    const { details, summaries } = detailsOfProposals(
      [
        call('update_wedding_details', { weddingDate: '2027-02-14' }),
        call('update_wedding_details', { location: 'Udaipur' }),
      ],
      profile,
    );
    expect(details).toEqual({ weddingDate: '2027-02-14', location: 'Udaipur' });
    expect(summaries).toEqual([
      'Wedding date: Feb 12, 2027 → Feb 14, 2027',
      'Wedding location: Goa → Udaipur',
    ]);
  });

  it('the batch beside a details change is labelled with every change, and may hold no records at all', async () => {
    const alongside = ['Wedding date: Feb 12, 2027 → Feb 14, 2027'];
    const ran = await runCommand(port, applyProposals, { calls: [], alongside });
    expect(ran.label).toBe('Wedding date: Feb 12, 2027 → Feb 14, 2027');
    expect(ran.inverse).toEqual([]);
    const both = await runCommand(port, applyProposals, {
      calls: [call('add_task', { title: 'One', dueDate: '2027-01-01' })],
      alongside,
    });
    expect(both.result).toEqual([alongside[0], 'Add task "One", due Jan 1, 2027']);
    await expect(runCommand(port, applyProposals, { calls: [] })).rejects.toThrow('Nothing to apply');
  });

  it('refuses arguments that fail the schema with the reason, and writes nothing', async () => {
    expect(await runToolCall(call('add_task', { title: 'Book', dueDate: 'March' }), read, '')).toEqual({
      kind: 'refused',
      reason: 'dueDate: Use a date like 2027-03-01',
    });
    expect(await runToolCall({ id: 'x', name: 'add_task', arguments: '{"title":' }, read, '')).toEqual({
      kind: 'refused',
      reason: 'The arguments are not valid JSON.',
    });
    expect(await runToolCall(call('delete_everything', {}), read, '')).toEqual({
      kind: 'refused',
      reason: 'There is no tool named "delete_everything".',
    });
    expect(await port.list('tasks')).toEqual([]);
  });

  it('applies several proposals as one batch: one undo takes them all back', async () => {
    const ran = await runCommand(port, applyProposals, {
      calls: [
        call('add_task', { title: 'One', dueDate: '2027-01-01' }),
        call('add_task', { title: 'Two', dueDate: '2027-01-02' }),
        call('add_schedule_item', { title: 'Vows', time: '15:00', duration: 20 }),
      ],
    });
    expect(ran.label).toBe('Applied 3 changes from the planner');
    expect(await port.list('tasks')).toHaveLength(2);
    await port.apply(ran.inverse);
    expect(await port.list('tasks')).toEqual([]);
    expect(await port.list('schedule_events')).toEqual([]);
  });

  it('writes nothing of a batch when one of its proposals is refused', async () => {
    await expect(
      runCommand(port, applyProposals, {
        calls: [
          call('add_task', { title: 'One', dueDate: '2027-01-01' }),
          call('add_expense', { description: 'X', amount: 5, date: '2027-01-01', category: 'Nope' }),
        ],
      }),
    ).rejects.toThrow('There is no budget category named "Nope"');
    expect(await port.list('tasks')).toEqual([]);
  });

  it('describes each tool to the model by the JSON Schema of its zod schema', () => {
    const [addTask] = toolDefinitions(changeTools as never);
    expect(addTask).toEqual({
      type: 'function',
      function: {
        name: 'add_task',
        description: expect.any(String),
        parameters: expect.objectContaining({
          type: 'object',
          required: ['title', 'dueDate'],
          properties: expect.objectContaining({
            title: expect.objectContaining({ type: 'string', maxLength: 120 }),
            category: expect.objectContaining({ enum: ['essentials', 'vendors', 'attire', 'details'] }),
          }),
        }),
      },
    });
    expect(addTask!.function.parameters).not.toHaveProperty('$schema');
  });
});
