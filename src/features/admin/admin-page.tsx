import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminsList } from './admins-list';
import { ApplicationsPanel } from './applications-panel';
import { AuditTrail } from './audit-trail';
import { MessagesPanel } from './messages-panel';
import { StatCards } from './stat-cards';
import { useMyRole } from './api/use-my-role';
import { UsersPanel } from './users-panel';

const TABS = [
  { value: 'users', label: 'Users' },
  { value: 'applications', label: 'Vendor applications' },
  { value: 'messages', label: 'Contact messages' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t.value === v);

/**
 * /admin (spec §2, §6): the stat cards, then users, vendor applications and contact messages, and the audit trail at
 * the bottom. What each admin may do is decided by the backend; the page only leaves out what a plain admin may not
 * do (make or remove admins), and shows a super admin their badge.
 */
export default function AdminPage() {
  const role = useMyRole();
  const isSuperAdmin = role.data === 'super_admin';
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'users';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Admin Dashboard"
        description="Users, vendor applications and messages."
        icon={<ShieldCheck />}
        actions={isSuperAdmin ? <Badge tone="brand">Super Admin</Badge> : undefined}
      />
      <StatCards />
      <Tabs value={tab} onValueChange={(v) => setParams(v === 'users' ? {} : { tab: v }, { replace: true })}>
        <TabsList aria-label="Admin sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="users" className="mt-4">
          <UsersPanel isSuperAdmin={isSuperAdmin} />
          <AdminsList />
        </TabsContent>
        <TabsContent value="applications" className="mt-4">
          <ApplicationsPanel />
        </TabsContent>
        <TabsContent value="messages" className="mt-4">
          <MessagesPanel />
        </TabsContent>
      </Tabs>
      <AuditTrail />
    </div>
  );
}
