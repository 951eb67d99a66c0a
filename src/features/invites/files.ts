import { inviteImageName } from '@/lib/backend';
import { newToken } from '@/lib/ids';
import { parseDesign } from './design/document';
import type { Invite } from './model';

/** The image files an invitation's design keeps in the file port (its uploads): they go with it. */
export const uploadsOf = (invite: Pick<Invite, 'design'> | null) => {
  const checked = invite ? parseDesign(invite.design) : null;
  return checked?.ok
    ? checked.design.elements.flatMap((el) =>
        el.type === 'image' && el.src.kind === 'file' ? [el.src.key] : [],
      )
    : [];
};

/** What guests fetch by the invitation's link: its rendered card, once one was published. */
export const publishedOf = (invite: Pick<Invite, 'token' | 'imageVersion'>) =>
  invite.imageVersion > 0 ? [inviteImageName(invite.token)] : [];

/** The same invitation under a new link token (its card is published again under the new name). */
export const withFreshToken = (invite: Invite): Invite => ({ ...invite, token: newToken() });
