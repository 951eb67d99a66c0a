import { Badge } from '@/components/ui/badge';
import { formatDay } from './format';
import { useAdmins } from './use-admin';

/** Spec §6/§7: the admins, newest first. */
export function AdminsList() {
  const { data, error } = useAdmins();
  if (error) return null;
  return (
    <section aria-labelledby="admins-heading" className="mt-8 space-y-3">
      <h2 id="admins-heading" className="text-foreground text-lg font-semibold">
        Admins
      </h2>
      <ul className="border-border divide-border divide-y rounded-xl border" aria-busy={!data}>
        {data?.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span className="text-foreground font-medium break-all">{a.email}</span>
            <span className="flex items-center gap-2">
              <span className="text-subtle-foreground text-xs">Since {formatDay(a.createdAt)}</span>
              <Badge tone="brand">{a.role === 'super_admin' ? 'Super Admin' : 'Admin'}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
