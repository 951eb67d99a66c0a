import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useAuth } from '@/lib/auth';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@/lib/auth/auth-errors';
import { passwordHint } from '@/lib/auth/password-strength';
import { AuthError } from '@/lib/backend';
import { useOneSubmit } from '@/lib/use-one-submit';
import { DeleteAccount } from './delete-account';
import { withVisibleSaving } from './saving';
import { paths } from '@/lib/paths';

const EMPTY = { current: '', next: '', confirm: '' };

/** What went wrong with a password change, in words (spec §8: "Failed to update password" as the fallback). */
export function passwordErrorMessage(error: unknown): string {
  if (error instanceof AuthError) {
    switch (error.code) {
      case 'invalid_credentials':
        return 'Your current password is incorrect.';
      case 'weak_password':
        return AUTH_MESSAGES.passwordTooShort;
      case 'session_missing':
        return 'Your session has ended. Please sign in again.';
      default:
        if (error.message && error.message !== error.code) return error.message;
    }
  }
  return 'Failed to update password';
}

/**
 * Change Password (spec §5: disabled while saving, when the current or new password is empty, or when the new
 * one and its confirmation differ), then Account Actions with Sign Out.
 */
export function SecurityTab() {
  const { user, backend, updatePassword, signOut } = useAuth();
  const navigate = useNavigate();
  const form = useForm({ defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const saving = form.formState.isSubmitting;
  const mismatch = values.confirm !== '' && values.next !== values.confirm;
  const disabled = saving || !values.current || !values.next || values.next !== values.confirm;
  const noPassword = user!.isDemo || user!.provider === 'google' || user!.provider === 'facebook';
  const field = (name: keyof typeof EMPTY) => form.register(name, { onChange: () => setOutcome(null) });

  const submit = useOneSubmit(
    form.handleSubmit(async ({ current, next, confirm }) => {
      if (!current || !next || next !== confirm) return;
      // Checked here too, so the answer comes at once and the same in both modes (the server refuses it as well).
      if (next.length < MIN_PASSWORD_LENGTH)
        return setOutcome({ ok: false, message: AUTH_MESSAGES.passwordTooShort });
      setOutcome(null);
      try {
        await withVisibleSaving(updatePassword(next, current));
        form.reset(EMPTY);
        setOutcome({ ok: true, message: 'Your password has been changed.' });
      } catch (error) {
        setOutcome({ ok: false, message: passwordErrorMessage(error) });
      }
    }),
  );

  return (
    <div className="space-y-8">
      <section aria-labelledby="change-password-heading" className="space-y-4">
        <h2 id="change-password-heading" className="text-lg font-semibold text-foreground">
          Change Password
        </h2>
        {noPassword ? (
          <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
            {user!.isDemo
              ? "The demo account's password can't be changed. Create your own account to set a password."
              : `You sign in with ${user!.provider === 'google' ? 'Google' : 'Facebook'}, so there is no password to change here.`}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="max-w-md space-y-4">
            <Field label="Current Password">
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  autoComplete="current-password"
                  maxLength={200}
                  {...field('current')}
                />
              )}
            </Field>
            <Field label="New Password" hint={passwordHint(values.next ?? '', user!.email)}>
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  autoComplete="new-password"
                  maxLength={200}
                  {...field('next')}
                />
              )}
            </Field>
            <Field label="Confirm New Password" error={mismatch ? 'Passwords do not match' : null}>
              {(p) => (
                <Input
                  {...p}
                  type="password"
                  autoComplete="new-password"
                  maxLength={200}
                  {...field('confirm')}
                />
              )}
            </Field>
            {outcome && (
              <p
                role={outcome.ok ? 'status' : 'alert'}
                className={
                  outcome.ok
                    ? 'text-sm text-success-text'
                    : 'rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text'
                }
              >
                {outcome.message}
              </p>
            )}
            <Button type="submit" disabled={disabled}>
              {saving ? 'Saving...' : 'Change Password'}
            </Button>
          </form>
        )}
      </section>
      {backend.mode === 'local' && (
        <section aria-labelledby="this-browser-heading" className="space-y-2 border-t border-border pt-6">
          <h2 id="this-browser-heading" className="text-lg font-semibold text-foreground">
            This Browser
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">
            This app is running in local mode: every account made here, and everything in it, is kept in this
            browser. People who share this browser profile are not separated from each other. Your password
            keeps someone else out of your account in the app, but anyone using this profile can read its
            stored data with the browser's own tools. Keep a plan you want private in a browser profile of
            your own.
          </p>
        </section>
      )}
      <section aria-labelledby="account-actions-heading" className="space-y-3 border-t border-border pt-6">
        <h2 id="account-actions-heading" className="text-lg font-semibold text-foreground">
          Account Actions
        </h2>
        <Button
          variant="secondary"
          onClick={async () => {
            // Spec §2: sign out and go home. Signed out before the page moves (signOut forgets the stored session
            // before it awaits anything), so a reload at once finds no session; the guard of this page also sends a
            // user who has just signed out home. A sign-out failure is only logged (the session is cleared anyway).
            const leaving = signOut();
            await navigate(paths.home());
            await leaving;
          }}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
        <DeleteAccount />
      </section>
    </div>
  );
}
