import { shortId } from '@/lib/ids';
import type { AdminContactMessage, AuditAction, AuditEntry, VendorApplicationRecord } from '../types';

/**
 * What local mode keeps for the admin pages, in the `meta` store under prefixed keys (no new object store, so no
 * database upgrade):
 *  - `vendor-application:<userId>` → the user's one application (the key itself allows only one per account, and
 *    carries the user's id, so deleting the account removes it);
 *  - `contact-message:<time>:<id>` → a message from the contact form;
 *  - `admin-audit:<time>:<id>` → one admin action.
 * Time-prefixed keys sort oldest first, so "newest first" reads the range backwards.
 */
export const applicationKey = (userId: string) => `vendor-application:${userId}`;
export const APPLICATIONS = IDBKeyRange.bound('vendor-application:', 'vendor-application:\uffff');
export const CONTACT_MESSAGES = IDBKeyRange.bound('contact-message:', 'contact-message:\uffff');
export const AUDIT = IDBKeyRange.bound('admin-audit:', 'admin-audit:\uffff');

let lastAt = '';
let sameMs = 0;
/**
 * A sortable id: the ISO time, a counter that keeps two made in the same millisecond in the order they were made
 * (a suspend and the activate after it), then a random suffix.
 */
export const timedId = (at: string) => {
  sameMs = at === lastAt ? sameMs + 1 : 0;
  lastAt = at;
  return `${at}:${sameMs.toString(36).padStart(4, '0')}:${shortId(8)}`;
};
export const contactMessageKey = (id: string) => `contact-message:${id}`;

export type StoredApplication = VendorApplicationRecord;
export type StoredContactMessage = AdminContactMessage;

export function auditRecord(
  action: AuditAction,
  actorEmail: string | null,
  targetEmail: string | null,
  detail: string | null = null,
): { key: string; value: AuditEntry } {
  const at = new Date().toISOString();
  const id = timedId(at);
  return { key: `admin-audit:${id}`, value: { id, at, actorEmail, action, targetEmail, detail } };
}
