import type { VendorApplication } from './types';

/**
 * The vendor application's rules, shared by the form's zod schema (features/vendor-application), the local adapter
 * and the `vendors` table's check constraints (supabase/migrations/…_admin_vendors.sql repeats them). Plain checks
 * rather than zod: the local adapter loads before the first page renders.
 */

/** Spec §9, in its order. */
export const VENDOR_CATEGORIES = [
  'Venue',
  'Catering',
  'Photography',
  'Videography',
  'Florist',
  'Music & Entertainment',
  'Wedding Planner',
  'Decor & Rentals',
  'Cake & Desserts',
  'Hair & Makeup',
  'Transportation',
  'Invitations & Stationery',
  'Jewelry',
  'Dress & Attire',
  'Other',
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** Spec §9, exactly. */
export const PRICE_RANGES = [
  '$ (Budget-friendly)',
  '$$ (Moderate)',
  '$$$ (Premium)',
  '$$$$ (Luxury)',
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const APPLICATION_LIMITS = {
  businessName: 200,
  contactName: 200,
  email: 320,
  phone: 50,
  website: 2048,
  description: 5000,
  location: 200,
  serviceArea: 200,
} as const;

/** An admin's note when approving or rejecting. */
export const REVIEW_NOTE_MAX = 1000;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isHttpUrl = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};

/** Every field trimmed. */
export function normaliseApplication(a: VendorApplication): VendorApplication {
  return {
    businessName: a.businessName.trim(),
    contactName: a.contactName.trim(),
    email: a.email.trim(),
    phone: a.phone.trim(),
    website: a.website.trim(),
    category: a.category.trim(),
    description: a.description.trim(),
    location: a.location.trim(),
    serviceArea: a.serviceArea.trim(),
    priceRange: a.priceRange.trim(),
  };
}

/** The first thing wrong with an application (already normalised), or null when it may be stored. */
export function applicationProblem(a: VendorApplication): string | null {
  const required: (keyof VendorApplication)[] = [
    'businessName',
    'contactName',
    'email',
    'description',
    'location',
  ];
  for (const field of required) if (!a[field]) return `The application is missing its ${field}.`;
  for (const [field, max] of Object.entries(APPLICATION_LIMITS))
    if (a[field as keyof VendorApplication].length > max)
      return `The ${field} is longer than ${max} characters.`;
  if (!EMAIL_SHAPE.test(a.email)) return 'The email address is not valid.';
  if (a.website && !isHttpUrl(a.website)) return 'The website must start with http:// or https://.';
  if (!(VENDOR_CATEGORIES as readonly string[]).includes(a.category))
    return 'Choose a category from the list.';
  if (!(PRICE_RANGES as readonly string[]).includes(a.priceRange))
    return 'Choose a price range from the list.';
  return null;
}
