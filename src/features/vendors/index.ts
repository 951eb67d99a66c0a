export { VENDOR_CATEGORIES, isBooked, vendorsCollection, type Vendor, type VendorCategory } from './model';
/** The vendors' commands, for the AI planner's tools (loaded with them, not with every page that lists vendors). */
export const loadVendorCommands = () => import('./commands');
