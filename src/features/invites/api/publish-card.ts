import { inviteImageName, type FilePort } from '@/lib/backend';
import { parseDesign } from '../design/document';
import type { Invite } from '../model';
import { UnreadableDesignError } from './use-invite-files';

/**
 * Draws an invitation's design as the card its link shows and publishes it under the link's token, before the
 * invitation is stored (the sample wedding's, which then records its picture's first version). The canvas code loads
 * only for this. Rejects with an UnreadableDesignError when the design cannot be drawn.
 */
export async function publishInvitationCard(
  files: FilePort,
  invite: Pick<Invite, 'token' | 'design'>,
): Promise<void> {
  const checked = parseDesign(invite.design);
  if (!checked.ok) throw new UnreadableDesignError(checked.message);
  const { renderDesign } = await import('../render/render-design');
  await files.publish(inviteImageName(invite.token), await renderDesign(checked.design, files, 'image'));
}
