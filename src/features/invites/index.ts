/** What other features use of the invitations: the collection (the guest planner sends an invitation's link; backups). */
export { invitesCollection, newestFirst, type Invite, type InviteSummary } from './model';
export { uploadsOf, publishedOf, withFreshToken } from './files';
