export { VENDOR_CATEGORIES, vendorsCollection, type Vendor } from './model';
export { addVendor } from './commands';
