export { VendorProfileCard } from './profile-card';
