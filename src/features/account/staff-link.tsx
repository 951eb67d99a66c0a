import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/data';
import { paths } from '@/lib/paths';

/** The way to /admin for staff: nobody else sees it (the admin guard and the backend decide what it opens). */
export function StaffLink() {
  const { user, userBackend } = useAuth();
  const role = useQuery({
    queryKey: queryKeys.adminList(user!.id, 'role'),
    queryFn: () => userBackend!.admin.myRole(),
  });
  if (role.data !== 'admin' && role.data !== 'super_admin') return null;
  return (
    <Button asChild variant="secondary">
      <Link to={paths.admin()}>
        <ShieldCheck aria-hidden="true" />
        Admin Dashboard
      </Link>
    </Button>
  );
}
