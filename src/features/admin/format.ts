import { formatMomentAt, formatMomentDay } from '@/lib/dates';
import type { AdminUserRow, AuditAction } from '@/lib/backend';

/** Spec §2: dates on the dashboard read "MMM d, yyyy". */
export const formatDay = (iso: string) => formatMomentDay(iso);

/** Spec §2: "Never" for a user who has not signed in. */
export const formatLastActive = (iso: string | null) => (iso ? formatDay(iso) : 'Never');

/** A trend as the cards show it: "+12%", "−3%" (a true minus sign), "0%", or "—" with nothing to compare. */
export function formatTrend(percent: number | null): string {
  if (percent === null) return '—';
  if (percent > 0) return `+${percent}%`;
  if (percent < 0) return `\u2212${Math.abs(percent)}%`;
  return '0%';
}

/** User / Vendor / Admin / Super Admin: the highest thing the account is. */
export function roleLabel(user: Pick<AdminUserRow, 'role' | 'isVendor'>): string {
  if (user.role === 'super_admin') return 'Super Admin';
  if (user.role === 'admin') return 'Admin';
  return user.isVendor ? 'Vendor' : 'User';
}

export const STATUS_LABEL = { active: 'Active', suspended: 'Suspended', pending: 'Pending' } as const;

export const AUDIT_LABEL: Record<AuditAction, string> = {
  suspend_user: 'Suspended',
  activate_user: 'Activated',
  delete_user: 'Deleted',
  make_admin: 'Made admin',
  remove_admin: 'Removed admin',
  approve_vendor: 'Approved vendor',
  reject_vendor: 'Rejected vendor',
  contact_handled: 'Marked message handled',
  contact_reopened: 'Reopened message',
  contact_deleted: 'Deleted message',
};

/** A moment in the audit trail: the day as everywhere on the page, and the time. */
export const formatMoment = (iso: string) => formatMomentAt(iso);
