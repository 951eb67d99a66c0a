import type { publishInvitationCard as PublishCard } from './api/publish-card';

/**
 * What other features use of the invitations: the collection (the guest planner sends an invitation's link; backups),
 * and a new invitation from a template with its card published (the sample wedding).
 */
export { invitesCollection, newInvite, newestFirst, type Invite, type InviteSummary } from './model';
export { uploadsOf, publishedOf, withFreshToken } from './files';
export { templateById } from './templates';
export type { Design, TextElement } from './design/document';

/** Draws an invitation's card and publishes it under its link (api/publish-card.ts), loaded only when it is used. */
export const publishInvitationCard: typeof PublishCard = async (...args) =>
  (await import('./api/publish-card')).publishInvitationCard(...args);
