import { Inbox, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useHasMailbox, useMailbox } from './api/use-mailbox';
import type { MailItem } from '@/lib/backend';
import { formatDateTime } from '@/lib/dates';
import { paths } from '@/lib/paths';

/** A link in a mail, as a path inside the app (mails carry absolute URLs, like real ones). */
function inAppPath(link: string): string | null {
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

const linkLabel = (mail: MailItem) =>
  mail.link?.includes(paths.resetPassword())
    ? 'Reset your password'
    : mail.link?.includes(paths.authCallback())
      ? 'Confirm your email'
      : mail.link?.includes(paths.rsvp(''))
        ? 'Open your RSVP'
        : 'Open link';

function MailCard({ mail, onRead }: { mail: MailItem; onRead: () => void }) {
  const path = mail.link ? inAppPath(mail.link) : null;
  return (
    <li className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <article aria-labelledby={`mail-${mail.id}`}>
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2
              id={`mail-${mail.id}`}
              className="flex flex-wrap items-center gap-2 font-semibold text-foreground"
            >
              {mail.read ? (
                <MailOpen aria-hidden="true" className="size-4 text-faint-foreground" />
              ) : (
                <Mail aria-hidden="true" className="size-4 text-primary-strong" />
              )}
              {mail.subject}
              {!mail.read && <Badge tone="brand">New</Badge>}
            </h2>
            <p className="mt-1 text-sm break-all text-muted-foreground">To: {mail.to}</p>
          </div>
          <time dateTime={mail.sentAt} className="text-sm text-subtle-foreground">
            {formatDateTime(mail.sentAt)}
          </time>
        </header>
        <p className="mt-3 text-sm break-words whitespace-pre-line text-copy">{mail.body}</p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {path && (
            <Button asChild size="sm">
              <Link to={path} onClick={onRead}>
                {linkLabel(mail)}
              </Link>
            </Button>
          )}
          {mail.link && !path && <p className="text-sm break-all text-muted-foreground">{mail.link}</p>}
          {!mail.read && (
            <Button variant="ghost" size="sm" onClick={onRead}>
              Mark as read
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

function Mailbox() {
  const [confirmClear, setConfirmClear] = useState(false);
  const { mails, markRead, clear } = useMailbox();

  if (mails.isPending) return <PageSpinner />;
  if (mails.isError)
    return <EmptyState title="The mailbox could not be read." description="Reload the page to try again." />;
  const unread = mails.data.filter((m) => !m.read).length;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {mails.data.length === 0
            ? 'No mail yet.'
            : `${mails.data.length} ${mails.data.length === 1 ? 'mail' : 'mails'}, ${unread} unread. Newest first.`}
        </p>
        {mails.data.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setConfirmClear(true)}>
            <Trash2 aria-hidden="true" />
            Clear mailbox
          </Button>
        )}
      </div>
      {mails.data.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title="Your local mailbox is empty"
          description="Sign up with email confirmation on, ask for a password reset, or send the contact form, and the mail appears here."
        />
      ) : (
        <ul className="space-y-4">
          {mails.data.map((mail) => (
            <MailCard key={mail.id} mail={mail} onRead={() => !mail.read && markRead.mutate(mail.id)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear the mailbox?"
        description="Every mail in this browser's local mailbox is deleted. This can't be undone."
        confirmLabel="Clear mailbox"
        onConfirm={() => clear.mutate()}
      />
    </>
  );
}

/** /dev/mailbox: local mode's stand-in for email, so confirmation and reset links can be followed. */
export default function MailboxPage() {
  const hasMailbox = useHasMailbox();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold text-foreground">Local Mailbox</h1>
      <div className="mt-3 mb-8 rounded-xl border border-warning-border bg-warning-soft p-4 text-sm text-warning-deep">
        <p>
          <strong>Local mode has no email server.</strong> Every email the app would send — account
          confirmations, password resets, contact messages — is delivered here instead, in this browser only.
          Follow a mail's link to act on it, just as you would from your inbox.
        </p>
        <p className="mt-2">
          With a Supabase project configured (cloud mode), real emails are sent and this page does not exist.
        </p>
      </div>
      {hasMailbox ? <Mailbox /> : <EmptyState title="There is no local mailbox in cloud mode." />}
    </div>
  );
}
