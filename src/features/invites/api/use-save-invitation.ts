import { useCallback } from 'react';
import { toast } from '@/components/ui/toaster';
import { useUserBackend } from '@/lib/auth';
import { inviteImageName, type FilePort } from '@/lib/backend';
import { SaveError } from '@/lib/data';
import { z } from '@/lib/zod';
import type { Design } from '../design/document';
import type { Invite } from '../model';
import { useInviteCommands } from './use-invite-commands';

export interface SaveSteps {
  render: (design: Design) => Promise<Blob>;
  publish: FilePort['publish'];
  update: (id: string, patch: Pick<Invite, 'design' | 'imageVersion'>) => Promise<unknown>;
}

/**
 * Saving an invitation's design: the public page shows the rendered card, so the card is drawn and published under
 * the link's token, then the design is kept with the picture's new version. A picture that could not be published
 * does not stop the save: the record keeps the version guests still see, and `published` says so. A refused record
 * write rejects (the picture may already be out: it shows the design the couple meant to save).
 */
export async function saveInvitation(
  steps: SaveSteps,
  invite: Pick<Invite, 'id' | 'token' | 'imageVersion'>,
  design: Design,
): Promise<{ published: boolean }> {
  let imageVersion = invite.imageVersion;
  let published = true;
  try {
    await steps.publish(inviteImageName(invite.token), await steps.render(design));
    imageVersion += 1;
  } catch {
    published = false;
  }
  await steps.update(invite.id, { design, imageVersion });
  return { published };
}

/** What a refused save says, for what the data layer has not explained already; null when it has. */
export function saveProblem(error: unknown): string | null {
  if (error instanceof z.core.$ZodError)
    return `Couldn't save: ${error.issues[0]?.message ?? 'the design is not valid'}.`;
  // A refused write has been explained by the data layer; an invitation deleted meanwhile has not.
  if (error instanceof SaveError && !error.cause) return error.message;
  return null;
}

/** The editor's Save of a design: true once it is kept. */
export type SaveDesign = (design: Design) => Promise<boolean>;

/**
 * The editor's Save: `saveInvitation` on the signed-in couple's files and invitations, telling them what went wrong.
 * Resolves true once the design is kept; on false the design stays on screen and in the draft.
 */
export function useSaveInvitation(invite: Invite): SaveDesign {
  const { files } = useUserBackend();
  const { publishInvite } = useInviteCommands();
  return useCallback(
    async (design: Design) => {
      try {
        const { published } = await saveInvitation(
          {
            // Konva draws the card: a chunk of its own, as for the downloads.
            render: async (d) => (await import('../render/render-design')).renderDesign(d, files, 'image'),
            publish: (name, blob) => files.publish(name, blob),
            update: (id, patch) => publishInvite({ id, ...patch }),
          },
          invite,
          design,
        );
        if (!published)
          toast(
            "Saved. The picture your link shows couldn't be updated; save again to try once more.",
            'error',
          );
        return true;
      } catch (error) {
        const problem = saveProblem(error);
        if (problem) toast(problem, 'error');
        return false;
      }
    },
    [files, publishInvite, invite],
  );
}
