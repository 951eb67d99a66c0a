import { useAuth, useUserBackend } from '@/lib/auth';
import { inviteImageName } from '@/lib/backend';
import { useUndoableRemove } from '@/lib/data';
import { parseDesign } from '../design/document';
import { clearDraft, draftKey } from '../editor/draft';
import { uploadsOf } from '../files';
import { invitesCollection, type Invite, type InviteSummary } from '../model';

const ignore = () => undefined;

/**
 * Deletes an invitation with Undo. Its published card, its uploads and its unsaved draft stay until the Undo has
 * passed, so an Undo brings the invitation back whole, link included; a leftover file is harmless, so failures there
 * say nothing.
 */
export function useRemoveInvite() {
  const { user } = useAuth();
  const { files } = useUserBackend();
  const remove = useUndoableRemove(invitesCollection);
  return (invite: InviteSummary) =>
    remove(invite.id, {
      name: invite.name,
      onGone: ([whole]) => {
        void files.unpublish(inviteImageName(invite.token)).catch(ignore);
        for (const key of uploadsOf((whole as Invite | undefined) ?? null))
          void files.remove(key).catch(ignore);
        clearDraft(localStorage, draftKey(user!.id, invite.id));
      },
    });
}

/** A design that cannot be drawn, with the reason in the couple's words. */
export class UnreadableDesignError extends Error {}

/**
 * Draws an invitation never saved (so never rendered) as an image, from its whole design (the list reads none); the
 * canvas code loads only for this. Rejects with an UnreadableDesignError when the design cannot be drawn.
 */
export function useRenderInvite() {
  const { files, collections } = useUserBackend();
  return async (invite: InviteSummary, purpose: 'image') => {
    const whole = await collections.get<Invite>('invites', invite.id);
    const checked = parseDesign(whole?.design);
    if (!checked.ok) throw new UnreadableDesignError(checked.message);
    const { renderDesign } = await import('../render/render-design');
    return renderDesign(checked.design, files, purpose);
  };
}
