import { defineCommand } from '@/lib/commands/command';
import { addRecordCommand, updateRecordCommand } from '@/lib/commands/record-commands';
import { z } from '@/lib/zod';
import { inviteSchema, invitesCollection, type Invite } from './model';

/**
 * The invitations' commands (src/lib/commands): each one batch, based on the versions it read. The contract suite runs
 * them on both adapters (tests/contract).
 */
const inviteName = (invite: Invite) => invite.name;
export const addInvite = addRecordCommand(invitesCollection, 'addInvite', inviteName);
export const updateInvite = updateRecordCommand(invitesCollection, 'updateInvite', inviteName);

/**
 * Keeps a saved design with the version of the picture its link now shows (use-save-invitation.ts draws and
 * publishes the picture first), over the invitation as stored: one deleted meanwhile is refused, not brought back.
 * The editor keeps its own step-by-step history, so this stays off the app's undo.
 */
export const publishInvite = defineCommand({
  name: 'publishInvite',
  input: z.object({
    id: inviteSchema.shape.id,
    design: inviteSchema.shape.design,
    imageVersion: inviteSchema.shape.imageVersion,
  }),
  plan: ({ id, design, imageVersion }, read) =>
    updateInvite.plan({ id, changes: { design, imageVersion } }, read),
  describe: (_input, invite) => `Saved the invitation "${invite.name}"`,
});
