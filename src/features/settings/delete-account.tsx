import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { useOneSubmit } from '@/lib/use-one-submit';
import { paths } from '@/lib/paths';

const reason = (error: unknown) =>
  error instanceof Error && error.message && !/^[a-z_]+$/.test(error.message)
    ? error.message
    : 'Your account could not be deleted. Please try again.';

/**
 * "Delete my account" (issue 16 item 3): removes the account and everything it owns (the plan in every tool, files,
 * invitations and their links, a vendor application), after the user types their email address to confirm; then
 * signs out and lands on /. Cloud mode does it in the `delete-account` Edge Function, local mode in one IndexedDB
 * transaction.
 */
export function DeleteAccount() {
  const { user, deleteAccount } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const email = user!.email;
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const confirm = useOneSubmit(async (event) => {
    event?.preventDefault();
    if (!matches) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(typed);
      setOpen(false);
      toast('Your account and everything in it have been deleted.', 'success');
      await navigate(paths.home());
    } catch (e) {
      setError(reason(e));
      setBusy(false);
    }
  });

  if (user!.isDemo)
    return (
      <p className="text-sm text-muted-foreground">
        The demo account can't be deleted: it is shared and its data stays in this browser.
      </p>
    );

  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        Deletes your account and everything in it: your plan in every tool, your files and invitations (their
        links stop working) and any vendor application. This cannot be undone.
      </p>
      <Button
        variant="danger"
        onClick={() => {
          setTyped('');
          setError(null);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Delete your account?"
        description="Everything in your account is deleted for good: your plan, files, invitations and their links."
      >
        <form onSubmit={confirm} noValidate className="space-y-4">
          <Field
            label={
              <>
                Type your email address, <span className="break-all">{email}</span>, to confirm
              </>
            }
          >
            {(p) => (
              <Input
                {...p}
                type="email"
                autoComplete="off"
                value={typed}
                maxLength={400}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          {error && (
            <p
              role="alert"
              className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text"
            >
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || busy}>
              {busy ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
