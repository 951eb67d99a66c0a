export { invitesCollection, type Invite } from './model';
export { uploadsOf, publishedOf, withFreshToken } from './files';
