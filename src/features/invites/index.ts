/** What other features use of the invitations: the collection (the guest planner sends an invitation's link). */
export { invitesCollection, newestFirst, type InviteSummary } from './model';
