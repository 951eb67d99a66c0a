import type { AdminUserQuery, VendorApplication } from '../types';
import { ADMIN_MESSAGES, createLocalAdmin, trendPercent } from './admin';
import { LAST_SUPER_ADMIN_DELETE } from './account-deletion';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';
import { contactMessageKey } from './staff-records';
import { localAccount } from './test-accounts';
import { createLocalVendorApplications } from './vendor-applications';

let db: LocalDb;
beforeEach(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
});

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const daysAgo = (n: number) => new Date(NOW - n * 24 * 60 * 60 * 1000).toISOString();
const admin = (userId: string) => createLocalAdmin(db, userId, () => NOW);
const ALL: AdminUserQuery = { search: '', status: 'all', offset: 0, limit: 50 };

const application: VendorApplication = {
  businessName: 'Bloom & Vine',
  contactName: 'Rosa Diaz',
  email: 'rosa@bloom.example',
  phone: '',
  website: 'https://bloom.example',
  category: 'Florist',
  description: 'Seasonal wedding flowers.',
  location: 'Austin, TX',
  serviceArea: '',
  priceRange: '$$ (Moderate)',
};
const applyAs = (userId: string, overrides: Partial<VendorApplication> = {}) =>
  createLocalVendorApplications(db, async () => userId).submit({ ...application, ...overrides });

async function accounts() {
  await db.put('accounts', localAccount('root', { role: 'super_admin', createdAt: daysAgo(90) }));
  await db.put('accounts', localAccount('staff', { role: 'admin', createdAt: daysAgo(45) }));
  await db.put('accounts', localAccount('ann', { createdAt: daysAgo(10), lastSignInAt: daysAgo(1) }));
  await db.put('accounts', localAccount('ben', { confirmedAt: null, createdAt: daysAgo(0) }));
  await db.put('accounts', localAccount('cat', { status: 'suspended', createdAt: daysAgo(0) }));
}

describe('local admin: who may', () => {
  it('refuses ordinary and suspended users every admin function', async () => {
    await accounts();
    for (const who of ['ann', 'nobody']) {
      await expect(admin(who).stats()).rejects.toThrow(ADMIN_MESSAGES.adminsOnly);
      await expect(admin(who).listUsers(ALL)).rejects.toThrow(ADMIN_MESSAGES.adminsOnly);
      await expect(admin(who).setSuspended('ben', true)).rejects.toThrow(ADMIN_MESSAGES.adminsOnly);
      await expect(admin(who).deleteUser('ben')).rejects.toThrow(ADMIN_MESSAGES.adminsOnly);
      await expect(admin(who).listAudit({ offset: 0, limit: 10 })).rejects.toThrow(ADMIN_MESSAGES.adminsOnly);
      await expect(admin(who).listContactMessages({ offset: 0, limit: 10 })).rejects.toThrow(
        ADMIN_MESSAGES.adminsOnly,
      );
    }
    expect(await admin('ann').myRole()).toBe('user');
    await db.put('accounts', localAccount('staff', { role: 'admin', status: 'suspended' }));
    expect(await admin('staff').myRole()).toBe('user');
    await expect(admin('staff').stats()).rejects.toThrow(ADMIN_MESSAGES.adminsOnly);
  });

  it('only a super admin makes and removes admins', async () => {
    await accounts();
    await expect(admin('staff').makeAdmin('ann')).rejects.toThrow(ADMIN_MESSAGES.superAdminsOnly);
    await expect(admin('staff').removeAdmin('staff')).rejects.toThrow(ADMIN_MESSAGES.superAdminsOnly);
    await admin('root').makeAdmin('ann');
    expect(await admin('ann').myRole()).toBe('admin');
    expect((await admin('root').listAdmins()).map((a) => [a.email, a.role])).toEqual([
      ['ann@example.com', 'admin'],
      ['staff@example.com', 'admin'],
      ['root@example.com', 'super_admin'],
    ]);
    await admin('root').removeAdmin('ann');
    expect(await admin('ann').myRole()).toBe('user');
  });
});

describe('local admin: admins’ accounts', () => {
  it('only a super admin suspends, activates or deletes another admin; a plain admin acts on users and themselves', async () => {
    await accounts();
    await db.put('accounts', localAccount('peer', { role: 'admin', createdAt: daysAgo(5) }));
    for (const target of ['peer', 'root']) {
      await expect(admin('staff').setSuspended(target, true)).rejects.toThrow(
        ADMIN_MESSAGES.superAdminsOnlyForAdmins,
      );
      await expect(admin('staff').setSuspended(target, false)).rejects.toThrow(
        ADMIN_MESSAGES.superAdminsOnlyForAdmins,
      );
      await expect(admin('staff').deleteUser(target)).rejects.toThrow(
        ADMIN_MESSAGES.superAdminsOnlyForAdmins,
      );
    }
    expect((await db.get('accounts', 'peer'))?.status).not.toBe('suspended');
    await admin('staff').setSuspended('ann', true);
    await admin('root').setSuspended('peer', true);
    expect((await db.get('accounts', 'peer'))?.status).toBe('suspended');
    await admin('root').deleteUser('peer');
    expect(await db.get('accounts', 'peer')).toBeUndefined();
  });
});

describe('local admin: users', () => {
  it('lists users newest first with status (pending = unconfirmed), role and vendor flag; searches and filters', async () => {
    await accounts();
    const ann = await applyAs('ann');
    await admin('root').reviewApplication(ann.id, 'approved', '');
    const page = await admin('staff').listUsers(ALL);
    expect(page.total).toBe(5);
    expect(page.items.map((u) => [u.email, u.status, u.role, u.isVendor])).toEqual([
      ['ben@example.com', 'pending', 'user', false],
      ['cat@example.com', 'suspended', 'user', false],
      ['ann@example.com', 'active', 'user', true],
      ['staff@example.com', 'active', 'admin', false],
      ['root@example.com', 'active', 'super_admin', false],
    ]);
    const emails = async (query: Partial<typeof ALL>) =>
      (await admin('staff').listUsers({ ...ALL, ...query })).items.map((u) => u.email);
    expect(await emails({ search: 'AN' })).toEqual(['ann@example.com']);
    expect(await emails({ status: 'pending' })).toEqual(['ben@example.com']);
    expect(await emails({ status: 'suspended' })).toEqual(['cat@example.com']);
    expect(await emails({ status: 'active', offset: 1, limit: 1 })).toEqual(['staff@example.com']);
  });

  it('suspends (ending the sessions) and activates, each recorded in the audit trail', async () => {
    await accounts();
    await db.put('sessions', { token: 'ann-session', userId: 'ann', expiresAt: NOW * 2 });
    await admin('staff').setSuspended('ann', true);
    expect((await db.get('accounts', 'ann'))?.status).toBe('suspended');
    expect(await db.get('sessions', 'ann-session')).toBeUndefined();
    await admin('staff').setSuspended('ann', false);
    expect((await db.get('accounts', 'ann'))?.status).toBe('active');
    expect(
      (await admin('root').listAudit({ offset: 0, limit: 10 })).items.map((e) => [
        e.action,
        e.actorEmail,
        e.targetEmail,
      ]),
    ).toEqual([
      ['activate_user', 'staff@example.com', 'ann@example.com'],
      ['suspend_user', 'staff@example.com', 'ann@example.com'],
    ]);
  });

  it('the last super admin is never suspended, removed or deleted; a failed action records nothing', async () => {
    await accounts();
    await expect(admin('root').setSuspended('root', true)).rejects.toThrow(
      ADMIN_MESSAGES.lastSuperAdminSuspend,
    );
    await expect(admin('root').removeAdmin('root')).rejects.toThrow(ADMIN_MESSAGES.lastSuperAdminRemove);
    await expect(admin('root').deleteUser('root')).rejects.toThrow(LAST_SUPER_ADMIN_DELETE);
    expect(await db.get('accounts', 'root')).toMatchObject({ role: 'super_admin', status: 'active' });
    expect((await admin('root').listAudit({ offset: 0, limit: 10 })).total).toBe(0);
  });

  it('deletes a user with everything they own, recorded; an unknown user is an error', async () => {
    await accounts();
    await applyAs('ann');
    await admin('staff').deleteUser('ann');
    expect(await db.get('accounts', 'ann')).toBeUndefined();
    expect((await admin('staff').listApplications({ status: 'all', offset: 0, limit: 10 })).total).toBe(0);
    expect((await admin('staff').listAudit({ offset: 0, limit: 10 })).items[0]).toMatchObject({
      action: 'delete_user',
      targetEmail: 'ann@example.com',
    });
    await expect(admin('staff').deleteUser('ann')).rejects.toThrow(ADMIN_MESSAGES.noSuchUser);
  });
});

describe('local admin: stats', () => {
  it('counts and compares with 30 days before', async () => {
    await accounts();
    const ann = await applyAs('ann');
    await admin('root').reviewApplication(ann.id, 'approved', '');
    expect(await admin('staff').stats()).toEqual({
      totalUsers: 5,
      activeUsers: 3,
      newUsersToday: 2,
      totalVendors: 1,
      trends: {
        // 2 accounts are older than 30 days: 2 → 5.
        totalUsers: 150,
        // root and staff were active then: 2 → 3.
        activeUsers: 50,
        // 3 sign-ups in the last 30 days, 1 in the 30 before.
        newUsersToday: 200,
        // No vendor was approved 30 days ago.
        totalVendors: null,
      },
    });
  });

  it('trendPercent rounds, goes negative, and is null with nothing before', () => {
    expect(trendPercent(112, 100)).toBe(12);
    expect(trendPercent(97, 100)).toBe(-3);
    expect(trendPercent(1, 3)).toBe(-67);
    expect(trendPercent(5, 0)).toBeNull();
  });
});

describe('local admin: applications and messages', () => {
  it('lists applications oldest first by status, and approves or rejects with a note', async () => {
    await accounts();
    const first = await applyAs('ann', { businessName: 'First' });
    await applyAs('ben', { businessName: 'Second' });
    const pending = await admin('staff').listApplications({ status: 'pending', offset: 0, limit: 10 });
    expect(pending.items.map((a) => a.businessName)).toEqual(['First', 'Second']);
    await expect(admin('staff').reviewApplication(first.id, 'rejected', 'x'.repeat(1001))).rejects.toThrow(
      ADMIN_MESSAGES.noteTooLong,
    );
    await admin('staff').reviewApplication(first.id, 'rejected', '  Please add photos  ');
    const rejected = await admin('staff').listApplications({ status: 'rejected', offset: 0, limit: 10 });
    expect(rejected.items).toEqual([
      expect.objectContaining({
        businessName: 'First',
        status: 'rejected',
        reviewNote: 'Please add photos',
        reviewedAt: new Date(NOW).toISOString(),
      }),
    ]);
    expect((await admin('staff').listAudit({ offset: 0, limit: 1 })).items[0]).toMatchObject({
      action: 'reject_vendor',
      targetEmail: 'ann@example.com',
      detail: 'First',
    });
    await expect(admin('staff').reviewApplication('missing', 'approved', '')).rejects.toThrow(
      ADMIN_MESSAGES.noSuchApplication,
    );
  });

  it('lists contact messages newest first and marks them handled and open again', async () => {
    await accounts();
    const message = (id: string, subject: string) => ({
      id,
      name: 'Sam',
      email: 'sam@example.com',
      subject,
      message: 'Hello',
      createdAt: id.slice(0, 24),
      handledAt: null,
    });
    await db.put(
      'meta',
      message('2026-06-01T00:00:00.000Z:aaaa', 'Older'),
      contactMessageKey('2026-06-01T00:00:00.000Z:aaaa'),
    );
    await db.put(
      'meta',
      message('2026-06-02T00:00:00.000Z:bbbb', 'Newer'),
      contactMessageKey('2026-06-02T00:00:00.000Z:bbbb'),
    );
    const list = await admin('staff').listContactMessages({ offset: 0, limit: 10 });
    expect(list.items.map((m) => m.subject)).toEqual(['Newer', 'Older']);
    await admin('staff').setContactHandled(list.items[0].id, true);
    expect((await admin('staff').listContactMessages({ offset: 0, limit: 1 })).items[0].handledAt).toBe(
      new Date(NOW).toISOString(),
    );
    await admin('staff').setContactHandled(list.items[0].id, false);
    expect((await admin('staff').listContactMessages({ offset: 0, limit: 1 })).items[0].handledAt).toBeNull();
    await expect(admin('staff').setContactHandled('nope', true)).rejects.toThrow(
      ADMIN_MESSAGES.noSuchMessage,
    );
  });
});
