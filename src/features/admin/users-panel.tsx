import { MoreHorizontal, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LateMenu } from '@/components/ui/late-menu';
import { Field, NativeSelect } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import type { AdminUserRow, UserStatus } from '@/lib/backend';
import { formatDay, formatLastActive, roleLabel, STATUS_LABEL } from './format';
import { useAdminAction, useDebounced, usePagedList } from './api/use-admin';
import { formatCount } from '@/lib/format-number';

type StatusFilter = UserStatus | 'all';
/** Spec §2: the status filter's options, in its words. */
const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Users' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'pending', label: 'Pending' },
];
const STATUS_TONE = { active: 'green', suspended: 'red', pending: 'yellow' } as const;

/**
 * Spec §2 and §6: the users table with search by email and a status filter, newest first, 50 at a time. Any admin
 * suspends, activates and deletes any user; only a super admin makes and removes admins.
 */
export function UsersPanel({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useDebounced(search.trim().toLowerCase());
  const users = usePagedList('users', [query, status], (admin, page) =>
    admin.listUsers({ search: query, status, ...page }),
  );
  const action = useAdminAction();
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);

  const actions: RowActions = {
    suspend: (u) => void action.run(u.id, (admin) => admin.setSuspended(u.id, true), `Suspended ${u.email}.`),
    activate: (u) =>
      void action.run(u.id, (admin) => admin.setSuspended(u.id, false), `Activated ${u.email}.`),
    makeAdmin: (u) => void action.run(u.id, (admin) => admin.makeAdmin(u.id), `${u.email} is now an admin.`),
    removeAdmin: (u) =>
      void action.run(u.id, (admin) => admin.removeAdmin(u.id), `${u.email} is no longer an admin.`),
    delete: setDeleting,
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchInput
          placeholder="Search users..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={320}
        />
        <Field label="Status" className="sm:w-48">
          {(p) => (
            <NativeSelect {...p} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>

      {users.error ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          Could not load the users: {users.error.message}
        </p>
      ) : users.isLoading ? (
        <Spinner label="Loading users" />
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            Showing {formatCount(users.items.length)} of {formatCount(users.total)} users
          </p>
          {users.total === 0 ? (
            <EmptyState icon={<Users />} title="No users found" description="Try another search or status." />
          ) : (
            <div className="overflow-hidden rounded-xl border border-border">
              <table className="w-full text-left text-sm">
                <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      User
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Status
                    </th>
                    <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                      Role
                    </th>
                    <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">
                      Joined
                    </th>
                    <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">
                      Last Active
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {users.items.map((u) => (
                    <UserRow
                      key={u.id}
                      user={u}
                      isSuperAdmin={isSuperAdmin}
                      busy={action.busy.has(u.id)}
                      actions={actions}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ShowMoreButton remaining={users.remaining} onClick={users.showMore} />
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this user?"
        description={
          deleting ? (
            <>
              <span className="font-medium break-all text-foreground">{deleting.email}</span> and everything
              the account owns (plan, files, vendor application) will be deleted. This cannot be undone.
            </>
          ) : undefined
        }
        confirmLabel="Delete user"
        onConfirm={() => {
          if (deleting)
            void action.run(
              deleting.id,
              (admin) => admin.deleteUser(deleting.id),
              `Deleted ${deleting.email}.`,
            );
        }}
      />
    </div>
  );
}

interface RowActions {
  suspend: (u: AdminUserRow) => void;
  activate: (u: AdminUserRow) => void;
  makeAdmin: (u: AdminUserRow) => void;
  removeAdmin: (u: AdminUserRow) => void;
  delete: (u: AdminUserRow) => void;
}

function UserRow({
  user,
  isSuperAdmin,
  busy,
  actions,
}: {
  user: AdminUserRow;
  isSuperAdmin: boolean;
  busy: boolean;
  actions: RowActions;
}) {
  const role = roleLabel(user);
  return (
    <tr>
      <td className="px-3 py-3">
        <span className="block font-medium break-all text-foreground">{user.email}</span>
        {/* The columns a phone has no room for, under the address. */}
        <span className="mt-0.5 block text-xs text-subtle-foreground lg:hidden">
          <span className="md:hidden">{role} · </span>Joined {formatDay(user.createdAt)} · Last active{' '}
          {formatLastActive(user.lastSignInAt)}
        </span>
      </td>
      <td className="px-3 py-3">
        <Badge tone={STATUS_TONE[user.status]}>{STATUS_LABEL[user.status]}</Badge>
      </td>
      <td className="hidden px-3 py-3 md:table-cell">
        <Badge tone={user.role === 'user' ? 'gray' : 'brand'}>{role}</Badge>
      </td>
      <td className="hidden px-3 py-3 whitespace-nowrap text-copy lg:table-cell">
        {formatDay(user.createdAt)}
      </td>
      <td className="hidden px-3 py-3 whitespace-nowrap text-copy lg:table-cell">
        {formatLastActive(user.lastSignInAt)}
      </td>
      <td className="px-3 py-3 text-right">
        <LateMenu
          disabled={busy}
          aria-label={`Actions for ${user.email}`}
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-secondary disabled:opacity-50"
          entries={[
            user.status === 'suspended'
              ? { label: 'Activate', onSelect: () => actions.activate(user) }
              : { label: 'Suspend', onSelect: () => actions.suspend(user) },
            ...(isSuperAdmin
              ? [
                  user.isAdmin
                    ? { label: 'Remove admin', onSelect: () => actions.removeAdmin(user) }
                    : { label: 'Make admin', onSelect: () => actions.makeAdmin(user) },
                ]
              : []),
            { label: 'Delete', danger: true, separatorBefore: true, onSelect: () => actions.delete(user) },
          ]}
        >
          {busy ? <Spinner label="Working" /> : <MoreHorizontal aria-hidden="true" className="size-5" />}
        </LateMenu>
      </td>
    </tr>
  );
}
