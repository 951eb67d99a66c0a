export { vendorsCollection, type Vendor } from './model';
