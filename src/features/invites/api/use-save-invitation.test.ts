import { inviteImageName } from '@/lib/backend';
import { SaveError } from '@/lib/data';
import { z } from '@/lib/zod';
import { memoryFiles } from '../../../../tests/fakes/memory-files';
import { emptyDesign } from '../design/document';
import { addText } from '../design/operations';
import { saveInvitation, saveProblem, type SaveSteps } from './use-save-invitation';

const invite = { id: 'inv1', token: 'token-000000000000000000', imageVersion: 2 };
const design = addText(emptyDesign('1'), { id: 'a' }).design;

function steps(overrides: Partial<SaveSteps> = {}) {
  const files = memoryFiles();
  const updates: unknown[] = [];
  const card = new Blob(['png'], { type: 'image/png' });
  const all: SaveSteps = {
    render: async () => card,
    publish: files.port.publish,
    update: async (id, patch) => void updates.push({ id, ...patch }),
    ...overrides,
  };
  return { all, files, updates, card };
}

describe('saving an invitation', () => {
  it('publishes the rendered card under the link’s token, then keeps the design with the picture’s next version', async () => {
    const { all, files, updates, card } = steps();
    expect(await saveInvitation(all, invite, design)).toEqual({ published: true });
    expect(await files.port.readPublished(inviteImageName(invite.token))).toBe(card);
    expect(updates).toEqual([{ id: 'inv1', design, imageVersion: 3 }]);
  });

  it('still keeps the design when the picture cannot be made or published, at the version guests still see', async () => {
    const refused = steps();
    refused.files.state.refuse = true;
    expect(await saveInvitation(refused.all, invite, design)).toEqual({ published: false });
    expect(refused.updates).toEqual([{ id: 'inv1', design, imageVersion: 2 }]);

    const unrendered = steps({ render: () => Promise.reject(new Error('no canvas')) });
    expect(await saveInvitation(unrendered.all, invite, design)).toEqual({ published: false });
    expect(unrendered.updates).toEqual([{ id: 'inv1', design, imageVersion: 2 }]);
  });

  it('rejects when the record is refused', async () => {
    const { all } = steps({
      update: () => Promise.reject(new SaveError('This invitation no longer exists.')),
    });
    await expect(saveInvitation(all, invite, design)).rejects.toThrow('This invitation no longer exists.');
  });

  it('words what the data layer has not explained: an invalid design, an invitation gone; nothing for the rest', () => {
    const invalid = z
      .object({ name: z.string().check(z.maxLength(1, 'the design is too large')) })
      .safeParse({
        name: 'xx',
      });
    expect(saveProblem(invalid.error)).toBe("Couldn't save: the design is too large.");
    expect(saveProblem(new SaveError('This invitation no longer exists.'))).toBe(
      'This invitation no longer exists.',
    );
    expect(saveProblem(new SaveError('Could not save.', new Error('quota')))).toBeNull();
    expect(saveProblem(new Error('offline'))).toBeNull();
  });
});
