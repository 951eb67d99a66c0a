import { Store } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Textarea } from '@/components/ui/field';
import { FilterChips } from '@/components/ui/filter-chips';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { VendorProfileCard } from '@/features/vendor-application';
import { REVIEW_NOTE_MAX, type VendorApplicationRecord, type VendorApplicationStatus } from '@/lib/backend';
import { formatDay } from './format';
import { useAdminAction, usePagedList } from './api/use-admin';
import { formatCount } from '@/lib/format-number';

type Filter = VendorApplicationStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const APPLICATION_STATUS = {
  pending: { label: 'Pending', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
} as const;

/** Vendor applications, oldest first (reviewed in the order they came), with a review dialog: approve or reject. */
export function ApplicationsPanel() {
  const [status, setStatus] = useState<Filter>('pending');
  const list = usePagedList('applications', [status], (admin, page) =>
    admin.listApplications({ status, ...page }),
  );
  const [open, setOpen] = useState<VendorApplicationRecord | null>(null);

  return (
    <div className="space-y-4">
      <FilterChips
        label="Filter applications by status"
        options={FILTERS}
        value={status}
        onChange={setStatus}
      />
      {list.error ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          Could not load the applications: {list.error.message}
        </p>
      ) : list.isLoading ? (
        <Spinner label="Loading applications" />
      ) : list.total === 0 ? (
        <EmptyState
          icon={<Store />}
          title="No applications here"
          description="Applications from vendors appear here."
        />
      ) : (
        <ul aria-label="Vendor applications" className="space-y-3">
          {list.items.map((a) => (
            <li key={a.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-medium break-words text-foreground">{a.businessName}</p>
                  <p className="text-sm break-words text-subtle-foreground">
                    {a.category} · {a.location} · Applied {formatDay(a.createdAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={APPLICATION_STATUS[a.status].tone}>{APPLICATION_STATUS[a.status].label}</Badge>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpen(a)}
                    aria-label={`Review ${a.businessName}`}
                  >
                    Review
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton remaining={list.remaining} onClick={list.showMore} />

      <Dialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open ? `Application: ${open.businessName}` : 'Application'}
      >
        {open && <ReviewForm application={open} onDone={() => setOpen(null)} />}
      </Dialog>
    </div>
  );
}

function ReviewForm({ application, onDone }: { application: VendorApplicationRecord; onDone: () => void }) {
  const action = useAdminAction();
  const [note, setNote] = useState(application.reviewNote);
  const tooLong = note.length > REVIEW_NOTE_MAX;
  const busy = action.busy.has(application.id);

  const decide = async (decision: 'approved' | 'rejected') => {
    if (tooLong) return;
    const done = await action.run(
      application.id,
      (admin) => admin.reviewApplication(application.id, decision, note.trim()),
      `${decision === 'approved' ? 'Approved' : 'Rejected'} ${application.businessName}.`,
    );
    if (done) onDone();
  };

  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Badge tone={APPLICATION_STATUS[application.status].tone}>
          {APPLICATION_STATUS[application.status].label}
        </Badge>{' '}
        <span className="text-subtle-foreground">
          Applied {formatDay(application.createdAt)}
          {application.reviewedAt && ` · Reviewed ${formatDay(application.reviewedAt)}`}
        </span>
      </p>
      <VendorProfileCard profile={application} />
      <Field
        label="Note to the applicant (optional)"
        error={tooLong ? `Keep the note under ${formatCount(REVIEW_NOTE_MAX)} characters` : null}
        hint="The vendor sees it on their dashboard."
      >
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={note}
            maxLength={REVIEW_NOTE_MAX + 100}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void decide('rejected')} disabled={busy || tooLong}>
          Reject
        </Button>
        <Button onClick={() => void decide('approved')} disabled={busy || tooLong}>
          {busy ? 'Saving...' : 'Approve'}
        </Button>
      </div>
    </div>
  );
}
