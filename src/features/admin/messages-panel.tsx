import { Mail, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ShowMoreButton } from '@/components/ui/show-more';
import { Spinner } from '@/components/ui/spinner';
import type { AdminContactMessage } from '@/lib/backend';
import { formatMoment } from './format';
import { useAdminAction, usePagedList } from './api/use-admin';

/** Messages from the contact form, newest first; an admin marks each handled (or open again), or deletes it. */
export function MessagesPanel() {
  const list = usePagedList('messages', [], (admin, page) => admin.listContactMessages(page));
  const action = useAdminAction();
  const [deleting, setDeleting] = useState<AdminContactMessage | null>(null);
  const toggle = (m: AdminContactMessage) =>
    void action.run(
      m.id,
      (admin) => admin.setContactHandled(m.id, !m.handledAt),
      m.handledAt ? `Reopened “${m.subject}”.` : `Marked “${m.subject}” handled.`,
    );

  if (list.error)
    return (
      <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
        Could not load the messages: {list.error.message}
      </p>
    );
  if (list.isLoading) return <Spinner label="Loading messages" />;
  if (list.total === 0)
    return (
      <EmptyState
        icon={<Mail />}
        title="No messages yet"
        description="Messages sent from the contact page appear here."
      />
    );
  return (
    <div className="space-y-3">
      <ul aria-label="Contact messages" className="space-y-3">
        {list.items.map((m) => (
          <li key={m.id}>
            <Card className="space-y-2 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-medium break-words text-foreground">{m.subject}</h3>
                  <p className="text-sm break-words text-subtle-foreground">
                    {m.name} ·{' '}
                    <a href={`mailto:${m.email}`} className="break-all text-primary-strong hover:underline">
                      {m.email}
                    </a>{' '}
                    · {formatMoment(m.createdAt)}
                  </p>
                </div>
                <Badge tone={m.handledAt ? 'green' : 'yellow'}>{m.handledAt ? 'Handled' : 'Open'}</Badge>
              </div>
              <p className="text-sm break-words whitespace-pre-line text-copy">{m.message}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={action.busy.has(m.id)}
                  onClick={() => toggle(m)}
                  aria-label={`${m.handledAt ? 'Reopen' : 'Mark handled'}: ${m.subject}`}
                >
                  {m.handledAt ? 'Reopen' : 'Mark handled'}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={action.busy.has(m.id)}
                  onClick={() => setDeleting(m)}
                  aria-label={`Delete message: ${m.subject}`}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ShowMoreButton remaining={list.remaining} onClick={list.showMore} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this message?"
        description={
          deleting ? (
            <>
              “<span className="font-medium break-words text-foreground">{deleting.subject}</span>” from{' '}
              {deleting.email} will be deleted for good. The audit trail keeps the sender and subject.
            </>
          ) : undefined
        }
        confirmLabel="Delete message"
        onConfirm={() => {
          if (deleting)
            void action.run(
              deleting.id,
              (admin) => admin.deleteContactMessage(deleting.id),
              `Deleted “${deleting.subject}”.`,
            );
        }}
      />
    </div>
  );
}
