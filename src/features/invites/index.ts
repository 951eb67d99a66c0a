/**
 * What other features use of the invitations: the collection (the guest planner sends an invitation's link; backups),
 * and a new invitation from a template with its card published (the sample wedding).
 */
export { invitesCollection, newInvite, newestFirst, type Invite, type InviteSummary } from './model';
export { uploadsOf, publishedOf, withFreshToken } from './files';
export { templateById } from './templates';
export type { Design, TextElement } from './design/document';
export { publishInvitationCard } from './api/publish-card';
