import type { AdminPort, AdminUserRow } from '../types';
import type { LocalDb } from './db';

/** Local mode's admin functions over the accounts of this browser; roles live on the account record. */
export function createLocalAdmin(db: LocalDb, userId: string): AdminPort {
  const me = async () => (await db.get('accounts', userId)) ?? null;
  const requireAdmin = async () => {
    const role = (await me())?.role;
    if (role !== 'admin' && role !== 'super_admin') throw new Error('Only admins can do this.');
    return role;
  };
  const requireSuper = async () => {
    if ((await requireAdmin()) !== 'super_admin') throw new Error('Only a super admin can change admins.');
  };
  const vendorOwners = async () =>
    new Set(
      ((await db.get('meta', 'vendor-applications')) as { userId: string }[] | undefined)?.map(
        (v) => v.userId,
      ) ?? [],
    );

  return {
    async myRole() {
      return (await me())?.role ?? 'user';
    },
    async stats() {
      await requireAdmin();
      const accounts = await db.getAll('accounts');
      const today = new Date().toISOString().slice(0, 10);
      return {
        totalUsers: accounts.length,
        activeUsers: accounts.filter((a) => a.status === 'active').length,
        newUsersToday: accounts.filter((a) => a.createdAt.slice(0, 10) === today).length,
        totalVendors: (await vendorOwners()).size,
      };
    },
    async listUsers() {
      await requireAdmin();
      const vendors = await vendorOwners();
      const accounts = await db.getAll('accounts');
      return accounts
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map<AdminUserRow>((a) => ({
          id: a.id,
          email: a.email,
          createdAt: a.createdAt,
          lastSignInAt: a.lastSignInAt,
          isVendor: vendors.has(a.id),
          isAdmin: a.role !== 'user',
          role: a.role,
          status: a.status,
        }));
    },
    async setSuspended(id, suspended) {
      await requireAdmin();
      const a = await db.get('accounts', id);
      if (a) await db.put('accounts', { ...a, status: suspended ? 'suspended' : 'active' });
    },
    async deleteUser(id) {
      await requireAdmin();
      const accounts = await db.getAll('accounts');
      const target = accounts.find((a) => a.id === id);
      if (target?.role === 'super_admin' && accounts.filter((a) => a.role === 'super_admin').length === 1)
        throw new Error('The last super admin cannot be deleted.');
      await db.delete('accounts', id);
    },
    async makeAdmin(id) {
      await requireSuper();
      const a = await db.get('accounts', id);
      if (a && a.role === 'user') await db.put('accounts', { ...a, role: 'admin' });
    },
    async removeAdmin(id) {
      await requireSuper();
      const accounts = await db.getAll('accounts');
      const a = accounts.find((x) => x.id === id);
      if (a?.role === 'super_admin' && accounts.filter((x) => x.role === 'super_admin').length === 1)
        throw new Error('The last super admin cannot be removed.');
      if (a) await db.put('accounts', { ...a, role: 'user' });
    },
  };
}
