/** The vendor application port: applying to the platform and the directory of approved vendors. */

import type { Page, PageRequest } from './page';

export type VendorApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface VendorApplication {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  category: string;
  description: string;
  location: string;
  serviceArea: string;
  priceRange: string;
}

/** An application as stored: its applicant, where review stands, and the admin's note. */
export interface VendorApplicationRecord extends VendorApplication {
  id: string;
  userId: string;
  status: VendorApplicationStatus;
  /** What the admin wrote when approving or rejecting ('' when nothing). */
  reviewNote: string;
  createdAt: string;
  reviewedAt: string | null;
}

/** An approved vendor as couples see it in "Find vendors". */
export type VendorProfile = VendorApplication & { id: string };

export interface VendorDirectoryQuery extends PageRequest {
  category: string | 'all';
  /** Case-insensitive substring of the location. */
  location: string;
}

/** Why an application was refused, in words the applicant can act on (`message`). */
export class VendorApplicationError extends Error {
  readonly code: 'already_applied' | 'sign_in_required' | 'invalid' | 'not_editable' | 'not_found';
  constructor(code: VendorApplicationError['code'], message: string) {
    super(message);
    this.name = 'VendorApplicationError';
    this.code = code;
  }
}

export interface VendorApplicationPort {
  /** Stored `pending` whatever is sent; one application per account. */
  submit(application: VendorApplication): Promise<{ id: string; status: 'pending' }>;
  mine(): Promise<VendorApplicationRecord | null>;
  /** Changes the signed-in user's application while it is pending. */
  update(application: VendorApplication): Promise<VendorApplicationRecord>;
  /** Removes the signed-in user's application. */
  withdraw(): Promise<void>;
  /** Approved vendors only, by business name. */
  directory(query: VendorDirectoryQuery): Promise<Page<VendorProfile>>;
}
