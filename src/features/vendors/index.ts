export { VENDOR_CATEGORIES, vendorsCollection, type Vendor } from './model';
/** The vendors' commands, for the AI planner's tools (loaded with them, not with every page that lists vendors). */
export const loadVendorCommands = () => import('./commands');
