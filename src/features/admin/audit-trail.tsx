import { History } from 'lucide-react';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import { AUDIT_LABEL, formatMoment } from './format';
import { usePagedList } from './api/use-admin';

/** Every admin action, newest first: who did what to whom, and when. */
export function AuditTrail() {
  const list = usePagedList('audit', [], (admin, page) => admin.listAudit(page));
  return (
    <section aria-labelledby="audit-heading" className="mt-10 space-y-3">
      <h2 id="audit-heading" className="flex items-center gap-2 text-lg font-semibold text-foreground">
        <History aria-hidden="true" className="size-5" />
        Audit trail
      </h2>
      {list.error ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          Could not load the audit trail: {list.error.message}
        </p>
      ) : list.isLoading ? (
        <Spinner label="Loading the audit trail" />
      ) : list.total === 0 ? (
        <p className="text-sm text-muted-foreground">No admin actions yet.</p>
      ) : (
        <ol aria-label="Admin actions" className="divide-y divide-border rounded-xl border border-border">
          {list.items.map((e) => (
            <li key={e.id} className="px-4 py-3 text-sm">
              <p className="break-words text-foreground">
                <span className="font-medium">{e.actorEmail ?? 'An admin'}</span> · {AUDIT_LABEL[e.action]}
                {e.targetEmail && (
                  <>
                    {' '}
                    · <span className="font-medium">{e.targetEmail}</span>
                  </>
                )}
                {e.detail && <span className="text-muted-foreground"> ({e.detail})</span>}
              </p>
              <p className="text-xs text-subtle-foreground">
                <time dateTime={e.at}>{formatMoment(e.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <ShowMoreButton remaining={list.remaining} onClick={list.showMore} />
    </section>
  );
}
