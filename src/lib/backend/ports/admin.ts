/** The admin port: staff functions, each refused by the backend unless the caller is an admin. */

import type { UserRole } from './auth';
import type { Page, PageRequest } from './page';
import type { VendorApplicationRecord, VendorApplicationStatus } from './vendor-applications';

export type UserStatus = 'active' | 'suspended' | 'pending';

export interface AdminUserRow {
  id: string;
  email: string;
  createdAt: string;
  lastSignInAt: string | null;
  /** Has an approved vendor application. */
  isVendor: boolean;
  isAdmin: boolean;
  role: UserRole;
  /** `pending`: signed up, email not yet confirmed. */
  status: UserStatus;
}

/** Percent change of each figure over the last 30 days against the 30 before; null when there is nothing to compare. */
export interface AdminTrends {
  totalUsers: number | null;
  activeUsers: number | null;
  newUsersToday: number | null;
  totalVendors: number | null;
}

export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  newUsersToday: number;
  /** Approved vendors. */
  totalVendors: number;
  trends: AdminTrends;
}

export interface AdminUserQuery extends PageRequest {
  /** Case-insensitive substring of the email. */
  search: string;
  status: UserStatus | 'all';
}

export interface AdminRecord {
  id: string;
  userId: string;
  email: string;
  role: 'admin' | 'super_admin';
  createdAt: string;
}

export interface VendorApplicationQuery extends PageRequest {
  status: VendorApplicationStatus | 'all';
}

export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /** When an admin marked it handled; null while open. */
  handledAt: string | null;
}

export type AuditAction =
  | 'suspend_user'
  | 'activate_user'
  | 'delete_user'
  | 'make_admin'
  | 'remove_admin'
  | 'approve_vendor'
  | 'reject_vendor'
  | 'contact_handled'
  | 'contact_reopened'
  | 'contact_deleted';

/** One admin action: who did what to whom, when. Emails are kept as they were, so the record outlives accounts. */
export interface AuditEntry {
  id: string;
  at: string;
  actorEmail: string | null;
  action: AuditAction;
  targetEmail: string | null;
  /** What else identifies the target (a business name, a message's subject). */
  detail: string | null;
}

/**
 * Staff functions. Every one is refused by the backend itself unless the caller is an admin (changing admins: a
 * super admin); the last super admin can be neither removed, demoted, suspended nor deleted.
 */
export interface AdminPort {
  myRole(): Promise<UserRole>;
  stats(): Promise<AdminStats>;
  /** Newest first. */
  listUsers(query: AdminUserQuery): Promise<Page<AdminUserRow>>;
  setSuspended(userId: string, suspended: boolean): Promise<void>;
  /** Deletes the account and everything it owns. */
  deleteUser(userId: string): Promise<void>;
  makeAdmin(userId: string): Promise<void>;
  removeAdmin(userId: string): Promise<void>;
  /** Spec §6/§7: newest first. */
  listAdmins(): Promise<AdminRecord[]>;
  /** Oldest first, so applications are reviewed in the order they came. */
  listApplications(query: VendorApplicationQuery): Promise<Page<VendorApplicationRecord>>;
  reviewApplication(id: string, decision: 'approved' | 'rejected', note: string): Promise<void>;
  /** Newest first. */
  listContactMessages(query: PageRequest): Promise<Page<AdminContactMessage>>;
  setContactHandled(id: string, handled: boolean): Promise<void>;
  /** For good (spam, or handled and no longer needed); the audit trail keeps the sender and subject. */
  deleteContactMessage(id: string): Promise<void>;
  /** Newest first. */
  listAudit(query: PageRequest): Promise<Page<AuditEntry>>;
}
