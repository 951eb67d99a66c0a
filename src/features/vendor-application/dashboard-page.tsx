import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/page-header';
import { formatMomentDay } from '@/lib/dates';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { useApplications } from './api/use-applications';
import type { VendorApplicationRecord } from '@/lib/backend';
import { queryKeys } from '@/lib/data';
import { paths } from '@/lib/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { reason } from './failure';
import { VendorProfileCard } from './profile-card';

const STATUS = {
  pending: { label: 'Pending review', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
} as const;

const day = (iso: string) => formatMomentDay(iso);
// The edit form (with react-hook-form, about 14 KiB gzip) is fetched when the vendor opens it.
const EditForm = lazyNamed(() => import('./edit-application-form'), 'EditApplicationForm');

/**
 * /vendor/dashboard: the signed-in vendor's application and where its review stands (with the admin's note), edit
 * while pending, withdraw; the business profile as couples will see it; without an application, a call to apply.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const applications = useApplications();
  const queryClient = useQueryClient();
  const key = queryKeys.vendorApplication(user!.id);
  const mine = useQuery({
    queryKey: key,
    queryFn: () => applications.mine(),
    refetchOnMount: 'always',
  });
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);

  const withdraw = useMutation({
    mutationFn: () => applications.withdraw(),
    onSuccess: () => {
      queryClient.setQueryData(key, null);
      toast('Your application was withdrawn.', 'success');
    },
    onError: (error) => toast(`Could not withdraw your application. ${reason(error)}`, 'error'),
  });

  const application = mine.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Vendor Dashboard"
        description="Your application and your listing."
        icon={<Store />}
      />
      {mine.isPending ? (
        <PageSpinner />
      ) : mine.error ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          Could not load your vendor application. {reason(mine.error)}
        </p>
      ) : !application ? (
        <EmptyState
          icon={<Store />}
          title="You haven't applied yet"
          description="Apply to list your business where couples plan their weddings. It takes three short steps."
          action={
            <Button asChild className="mt-2">
              <Link to={paths.vendorRegister()}>Apply as a vendor</Link>
            </Button>
          }
        />
      ) : (
        <div className="space-y-6">
          <ApplicationStatus
            application={application}
            onEdit={() => setEditing(true)}
            onWithdraw={() => setWithdrawing(true)}
            withdrawing={withdraw.isPending}
          />
          <section aria-labelledby="listing-heading" className="space-y-3">
            <h2 id="listing-heading" className="text-lg font-semibold text-foreground">
              {application.status === 'approved'
                ? 'Your listing, as couples see it'
                : 'How couples will see your listing once it is approved'}
            </h2>
            <VendorProfileCard profile={application} />
          </section>
        </div>
      )}

      <Dialog open={editing} onOpenChange={setEditing} title="Edit your application">
        {editing && application && (
          <EditForm
            application={application}
            onSaved={(saved) => {
              queryClient.setQueryData(key, saved);
              setEditing(false);
              toast('Your application was saved.', 'success');
            }}
            onCancel={() => setEditing(false)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title="Withdraw your application?"
        description="Your application and listing will be removed. You can apply again afterwards."
        confirmLabel="Withdraw"
        onConfirm={() => !withdraw.isPending && withdraw.mutate()}
      />
    </div>
  );
}

function ApplicationStatus({
  application,
  onEdit,
  onWithdraw,
  withdrawing,
}: {
  application: VendorApplicationRecord;
  onEdit: () => void;
  onWithdraw: () => void;
  withdrawing: boolean;
}) {
  const status = STATUS[application.status];
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-foreground">Your application</h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="text-sm text-copy">
        {application.status === 'pending' &&
          'Our team is reviewing your application. You can still change it until it is reviewed.'}
        {application.status === 'approved' &&
          'Your business is listed: couples can find you and add you to their plan.'}
        {application.status === 'rejected' &&
          'Your application was not approved. You can withdraw it and apply again with the changes asked for.'}
      </p>
      {application.reviewNote && (
        <div className="rounded-lg bg-muted px-3 py-2 text-sm">
          <p className="font-medium text-foreground">Note from our team</p>
          <p className="break-words whitespace-pre-line text-copy">{application.reviewNote}</p>
        </div>
      )}
      <p className="text-xs text-subtle-foreground">
        Submitted {day(application.createdAt)}
        {application.reviewedAt && ` · Reviewed ${day(application.reviewedAt)}`}
      </p>
      <div className="flex flex-wrap gap-2">
        {application.status === 'pending' && (
          <Button variant="secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit application
          </Button>
        )}
        <Button variant="secondary" onClick={onWithdraw} disabled={withdrawing}>
          <Trash2 aria-hidden="true" />
          {withdrawing ? 'Withdrawing...' : 'Withdraw application'}
        </Button>
      </div>
    </Card>
  );
}
