import { Badge } from '@/components/ui/badge';
import { formatDay } from './format';
import { useAdmins } from './api/use-admin';

/** Spec §6/§7: the admins, newest first. */
export function AdminsList() {
  const { data, error } = useAdmins();
  if (error) return null;
  return (
    <section aria-labelledby="admins-heading" className="mt-8 space-y-3">
      <h2 id="admins-heading" className="text-lg font-semibold text-foreground">
        Admins
      </h2>
      <ul className="divide-y divide-border rounded-xl border border-border" aria-busy={!data}>
        {data?.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span className="font-medium break-all text-foreground">{a.email}</span>
            <span className="flex items-center gap-2">
              <span className="text-xs text-subtle-foreground">Since {formatDay(a.createdAt)}</span>
              <Badge tone="brand">{a.role === 'super_admin' ? 'Super Admin' : 'Admin'}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
