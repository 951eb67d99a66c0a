import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMyRole } from '@/features/admin';
import { paths } from '@/lib/paths';

/** The way to /admin for staff: nobody else sees it (the admin guard and the backend decide what it opens). */
export function StaffLink() {
  const role = useMyRole();
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
