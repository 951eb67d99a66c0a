import type {
  VendorApplication,
  VendorApplicationRecord,
  VendorApplicationStatus,
  VendorProfile,
} from '../types';

/** The `vendors` table's row, with the review an applicant and admins may read (`vendor_reviews`). */
export interface VendorRow {
  id: string;
  user_id: string;
  business_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  website: string | null;
  category: string;
  description: string;
  location: string;
  service_area: string | null;
  price_range: string;
  status: VendorApplicationStatus;
  created_at: string;
  vendor_reviews?: { note: string; reviewed_at: string } | { note: string; reviewed_at: string }[] | null;
}

/** An application with its review: the review's RLS hides it from everyone but the applicant and admins. */
export const VENDOR_COLUMNS =
  'id, user_id, business_name, contact_name, email, phone, website, category, description, location, service_area, price_range, status, created_at, vendor_reviews(note, reviewed_at)';

/** What couples see of an approved vendor. */
export const PROFILE_COLUMNS =
  'id, business_name, contact_name, email, phone, website, category, description, location, service_area, price_range';

export const toVendorRow = (a: VendorApplication) => ({
  business_name: a.businessName,
  contact_name: a.contactName,
  email: a.email,
  phone: a.phone,
  website: a.website,
  category: a.category,
  description: a.description,
  location: a.location,
  service_area: a.serviceArea,
  price_range: a.priceRange,
});

export const fromProfileRow = (r: Omit<VendorRow, 'user_id' | 'status' | 'created_at'>): VendorProfile => ({
  id: r.id,
  businessName: r.business_name,
  contactName: r.contact_name,
  email: r.email,
  phone: r.phone ?? '',
  website: r.website ?? '',
  category: r.category,
  description: r.description,
  location: r.location,
  serviceArea: r.service_area ?? '',
  priceRange: r.price_range,
});

export function fromVendorRow(r: VendorRow): VendorApplicationRecord {
  const review = Array.isArray(r.vendor_reviews) ? (r.vendor_reviews[0] ?? null) : (r.vendor_reviews ?? null);
  return {
    ...fromProfileRow(r),
    userId: r.user_id,
    status: r.status,
    reviewNote: review?.note ?? '',
    createdAt: r.created_at,
    reviewedAt: review?.reviewed_at ?? null,
  };
}
