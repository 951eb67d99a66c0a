import type {
  AdminPort,
  AdminStats,
  AdminUserRow,
  AuditAction,
  AuditEntry,
  Page,
  UserStatus,
} from '../types';
import { REVIEW_NOTE_MAX } from '../vendor-rules';
import { deleteLocalAccount, isLastSuperAdmin } from './account-deletion';
import type { LocalAccount, LocalDb } from './db';
import {
  applicationKey,
  AUDIT,
  auditRecord,
  CONTACT_MESSAGES,
  contactMessageKey,
  type StoredContactMessage,
} from './staff-records';
import { allApplications } from './vendor-applications';
import { compareCodeUnits } from '@/lib/compare';
import { formatCount } from '@/lib/format-number';

export const ADMIN_MESSAGES = {
  adminsOnly: 'Only admins can do this.',
  superAdminsOnly: 'Only a super admin can change admins.',
  superAdminsOnlyForAdmins: 'Only a super admin can suspend, activate or delete an admin.',
  lastSuperAdminSuspend: 'The last super admin cannot be suspended. Make another super admin first.',
  lastSuperAdminRemove: 'The last super admin cannot be removed. Make another super admin first.',
  noSuchUser: 'That user no longer exists.',
  noSuchApplication: 'That application no longer exists.',
  noSuchMessage: 'That message no longer exists.',
  noteTooLong: `The note must be ${formatCount(REVIEW_NOTE_MAX)} characters or fewer.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Percent change from `before` to `now`, rounded; null when there was nothing before to compare with. */
export function trendPercent(now: number, before: number): number | null {
  return before === 0 ? null : Math.round(((now - before) * 100) / before);
}

/** Another admin's account is a super admin's to suspend, activate or delete (as the `admin-users` function rules). */
function refusePeerAdmin(actor: LocalAccount, target: LocalAccount) {
  if (target.role !== 'user' && target.id !== actor.id && actor.role !== 'super_admin')
    throw new Error(ADMIN_MESSAGES.superAdminsOnlyForAdmins);
}

/** Pending: signed up, email not yet confirmed (a suspension outranks it). */
export const statusOf = (a: LocalAccount): UserStatus =>
  a.status === 'suspended' ? 'suspended' : a.confirmedAt ? 'active' : 'pending';

const page = <T>(items: readonly T[], offset: number, limit: number): Page<T> => ({
  items: items.slice(offset, offset + limit),
  total: items.length,
});

/**
 * Local mode's admin functions over the accounts of this browser, with the same rules the database and the
 * `admin-users` function keep in cloud mode: admins only (changing admins: super admins only), the last super admin
 * never suspended, demoted or deleted, every action recorded in the audit trail in the same transaction.
 */
export function createLocalAdmin(db: LocalDb, userId: string, now: () => number = Date.now): AdminPort {
  const me = async () => (await db.get('accounts', userId)) ?? null;
  const requireAdmin = async () => {
    const account = await me();
    if (!account || account.role === 'user' || account.status === 'suspended')
      throw new Error(ADMIN_MESSAGES.adminsOnly);
    return account;
  };
  const requireSuper = async () => {
    const account = await requireAdmin();
    if (account.role !== 'super_admin') throw new Error(ADMIN_MESSAGES.superAdminsOnly);
    return account;
  };

  /** Changes one account and records the action, in one transaction; `change` may refuse by throwing. */
  async function changeAccount(
    targetId: string,
    action: AuditAction,
    actor: LocalAccount,
    change: (target: LocalAccount, all: LocalAccount[]) => LocalAccount,
  ) {
    const tx = db.transaction(['accounts', 'sessions', 'meta'], 'readwrite');
    try {
      const all = await tx.objectStore('accounts').getAll();
      const target = all.find((a) => a.id === targetId);
      if (!target) throw new Error(ADMIN_MESSAGES.noSuchUser);
      const next = change(target, all);
      await tx.objectStore('accounts').put(next);
      // A suspended account is signed out everywhere at once.
      if (next.status === 'suspended') {
        const sessions = tx.objectStore('sessions');
        for (const s of await sessions.getAll()) if (s.userId === targetId) await sessions.delete(s.token);
      }
      const entry = auditRecord(action, actor.email, target.email);
      await tx.objectStore('meta').put(entry.value, entry.key);
      await tx.done;
    } catch (error) {
      if (!tx.error) tx.abort();
      await tx.done.catch(() => undefined);
      throw error;
    }
  }

  return {
    async myRole() {
      const account = await me();
      return account && account.status !== 'suspended' ? account.role : 'user';
    },

    async stats(): Promise<AdminStats> {
      await requireAdmin();
      const accounts = await db.getAll('accounts');
      const approved = (await allApplications(db)).filter((a) => a.status === 'approved');
      const t = now();
      const monthAgo = new Date(t - 30 * DAY_MS).toISOString();
      const twoMonthsAgo = new Date(t - 60 * DAY_MS).toISOString();
      const today = new Date(t).toISOString().slice(0, 10);
      const active = accounts.filter((a) => statusOf(a) === 'active');
      const count = <T>(list: T[], test: (x: T) => boolean) => list.filter(test).length;
      return {
        totalUsers: accounts.length,
        activeUsers: active.length,
        newUsersToday: count(accounts, (a) => a.createdAt.slice(0, 10) === today),
        totalVendors: approved.length,
        // The same comparisons as get_user_stats: a total now against the total 30 days ago; sign-ups in the last
        // 30 days against the 30 before.
        trends: {
          totalUsers: trendPercent(
            accounts.length,
            count(accounts, (a) => a.createdAt < monthAgo),
          ),
          activeUsers: trendPercent(
            active.length,
            count(active, (a) => a.createdAt < monthAgo),
          ),
          newUsersToday: trendPercent(
            count(accounts, (a) => a.createdAt >= monthAgo),
            count(accounts, (a) => a.createdAt >= twoMonthsAgo && a.createdAt < monthAgo),
          ),
          totalVendors: trendPercent(
            approved.length,
            count(approved, (a) => (a.reviewedAt ?? a.createdAt) < monthAgo),
          ),
        },
      };
    },

    async listUsers({ search, status, offset, limit }) {
      await requireAdmin();
      const vendors = new Set(
        (await allApplications(db)).filter((a) => a.status === 'approved').map((a) => a.userId),
      );
      const needle = search.trim().toLowerCase();
      const rows = (await db.getAll('accounts'))
        .filter((a) => (!needle || a.email.includes(needle)) && (status === 'all' || statusOf(a) === status))
        .sort((a, b) => compareCodeUnits(b.createdAt, a.createdAt) || compareCodeUnits(a.id, b.id))
        .map<AdminUserRow>((a) => ({
          id: a.id,
          email: a.email,
          createdAt: a.createdAt,
          lastSignInAt: a.lastSignInAt,
          isVendor: vendors.has(a.id),
          isAdmin: a.role !== 'user',
          role: a.role,
          status: statusOf(a),
        }));
      return page(rows, offset, limit);
    },

    async setSuspended(targetId, suspended) {
      const actor = await requireAdmin();
      await changeAccount(targetId, suspended ? 'suspend_user' : 'activate_user', actor, (target, all) => {
        refusePeerAdmin(actor, target);
        if (suspended && target.status !== 'suspended' && isLastSuperAdmin(target, all))
          throw new Error(ADMIN_MESSAGES.lastSuperAdminSuspend);
        return { ...target, status: suspended ? 'suspended' : 'active' };
      });
    },

    async deleteUser(targetId) {
      const actor = await requireAdmin();
      const target = await db.get('accounts', targetId);
      if (target) refusePeerAdmin(actor, target);
      const deleted = await deleteLocalAccount(db, targetId, async (tx, account) => {
        const entry = auditRecord('delete_user', actor.email, account.email);
        await tx.objectStore('meta').put(entry.value, entry.key);
      });
      if (!deleted) throw new Error(ADMIN_MESSAGES.noSuchUser);
    },

    async makeAdmin(targetId) {
      const actor = await requireSuper();
      await changeAccount(targetId, 'make_admin', actor, (target) =>
        target.role === 'user'
          ? { ...target, role: 'admin', adminSince: new Date(now()).toISOString() }
          : target,
      );
    },

    async removeAdmin(targetId) {
      const actor = await requireSuper();
      await changeAccount(targetId, 'remove_admin', actor, (target, all) => {
        if (isLastSuperAdmin(target, all)) throw new Error(ADMIN_MESSAGES.lastSuperAdminRemove);
        return { ...target, role: 'user', adminSince: null };
      });
    },

    async listAdmins() {
      await requireAdmin();
      return (await db.getAll('accounts'))
        .filter((a) => a.role !== 'user')
        .map((a) => ({
          id: a.id,
          userId: a.id,
          email: a.email,
          role: a.role as 'admin' | 'super_admin',
          // The first account is an admin from the moment it exists.
          createdAt: a.adminSince ?? a.createdAt,
        }))
        .sort((a, b) => compareCodeUnits(b.createdAt, a.createdAt));
    },

    async listApplications({ status, offset, limit }) {
      await requireAdmin();
      const all = (await allApplications(db))
        .filter((a) => status === 'all' || a.status === status)
        .sort((a, b) => compareCodeUnits(a.createdAt, b.createdAt));
      return page(all, offset, limit);
    },

    async reviewApplication(id, decision, note) {
      const actor = await requireAdmin();
      if (note.length > REVIEW_NOTE_MAX) throw new Error(ADMIN_MESSAGES.noteTooLong);
      const application = (await allApplications(db)).find((a) => a.id === id);
      if (!application) throw new Error(ADMIN_MESSAGES.noSuchApplication);
      const applicant = await db.get('accounts', application.userId);
      const tx = db.transaction('meta', 'readwrite');
      const key = applicationKey(application.userId);
      const current = (await tx.store.get(key)) as typeof application | undefined;
      if (current?.id !== id) throw new Error(ADMIN_MESSAGES.noSuchApplication);
      await tx.store.put(
        { ...current, status: decision, reviewNote: note.trim(), reviewedAt: new Date(now()).toISOString() },
        key,
      );
      const entry = auditRecord(
        decision === 'approved' ? 'approve_vendor' : 'reject_vendor',
        actor.email,
        applicant?.email ?? current.email,
        current.businessName,
      );
      await tx.store.put(entry.value, entry.key);
      await tx.done;
    },

    async listContactMessages({ offset, limit }) {
      await requireAdmin();
      const all = (await db.getAll('meta', CONTACT_MESSAGES)) as StoredContactMessage[];
      return page(all.reverse(), offset, limit);
    },

    async setContactHandled(id, handled) {
      const actor = await requireAdmin();
      const tx = db.transaction('meta', 'readwrite');
      const message = (await tx.store.get(contactMessageKey(id))) as StoredContactMessage | undefined;
      if (!message) throw new Error(ADMIN_MESSAGES.noSuchMessage);
      await tx.store.put(
        { ...message, handledAt: handled ? new Date(now()).toISOString() : null },
        contactMessageKey(id),
      );
      const entry = auditRecord(
        handled ? 'contact_handled' : 'contact_reopened',
        actor.email,
        message.email,
        message.subject,
      );
      await tx.store.put(entry.value, entry.key);
      await tx.done;
    },

    async deleteContactMessage(id) {
      const actor = await requireAdmin();
      const tx = db.transaction('meta', 'readwrite');
      const message = (await tx.store.get(contactMessageKey(id))) as StoredContactMessage | undefined;
      if (!message) throw new Error(ADMIN_MESSAGES.noSuchMessage);
      await tx.store.delete(contactMessageKey(id));
      const entry = auditRecord('contact_deleted', actor.email, message.email, message.subject);
      await tx.store.put(entry.value, entry.key);
      await tx.done;
    },

    async listAudit({ offset, limit }) {
      await requireAdmin();
      const all = (await db.getAll('meta', AUDIT)) as AuditEntry[];
      return page(all.reverse(), offset, limit);
    },
  };
}
