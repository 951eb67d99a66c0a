import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { passwordHint } from '@/lib/auth/password-strength';
import { AuthLayout, authLinkClass, Notice } from './auth-layout';
import type { NewPasswordValues } from './schemas';
import { usePlainForm } from '@/lib/use-plain-form';
import { paths } from '@/lib/paths';

const newPasswordSchema = () => import('./schemas').then((m) => m.newPasswordSchema);

const PASSWORD_UPDATED = 'Your password has been updated. Sign in with your new password.';
const NO_LINK =
  'Open the link in your password reset email to choose a new password. Links work once and expire after an hour.';
type LinkState = { state: 'checking' } | { state: 'ready' } | { state: 'invalid'; message: string };

const hasLinkParams = (href: string) => {
  const url = new URL(href);
  return ['token', 'code', 'type', 'error', 'error_code', 'error_description'].some(
    (k) => url.searchParams.has(k) || url.hash.includes(`${k}=`),
  );
};

/**
 * /auth/reset-password, opened from the reset email: completes the recovery link, then takes the new password.
 * Afterwards the user signs in again with it (the recovery session, if any, is ended).
 */
export default function ResetPasswordPage() {
  const { completeRedirect, updatePassword, signOut, recovering } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const href = new URL(location.pathname + location.search + location.hash, window.location.origin).href;
  const [link, setLink] = useState<LinkState>(() =>
    hasLinkParams(href)
      ? { state: 'checking' }
      : recovering
        ? { state: 'ready' }
        : { state: 'invalid', message: NO_LINK },
  );
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || link.state !== 'checking') return;
    started.current = true;
    completeRedirect(href).then(
      ({ recovery }) => setLink(recovery ? { state: 'ready' } : { state: 'invalid', message: NO_LINK }),
      (e: unknown) => setLink({ state: 'invalid', message: authErrorMessage(e, 'redirect') }),
    );
  }, [completeRedirect, link.state, href]);

  const { values, register, errors, submitting, problem, handleSubmit } = usePlainForm<NewPasswordValues>({
    schema: newPasswordSchema,
    defaults: { password: '', confirmPassword: '' },
    live: true,
  });

  const submit = async ({ password }: NewPasswordValues) => {
    setError(null);
    try {
      await updatePassword(password);
    } catch (e) {
      setError(authErrorMessage(e, 'updatePassword'));
      return;
    }
    await signOut();
    navigate(paths.login(), { replace: true, state: { notice: PASSWORD_UPDATED } });
  };

  if (link.state === 'checking') {
    return (
      <AuthLayout title="Choose a New Password">
        <div className="flex flex-col items-center gap-3 text-muted-foreground">
          <Spinner label="Checking your reset link" />
          <p>Checking your reset link…</p>
        </div>
      </AuthLayout>
    );
  }

  if (link.state === 'invalid') {
    return (
      <AuthLayout title="Choose a New Password">
        <Notice tone="error">{link.message}</Notice>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.forgotPassword()} className={authLinkClass}>
            Request a new reset link
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a New Password" subtitle="Enter a new password for your account.">
      <div className="space-y-4">
        {error && <Notice tone="error">{error}</Notice>}
        {problem && <Notice tone="error">{problem}</Notice>}
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
          <Field
            label="New Password"
            error={errors.password}
            hint={errors.password ? undefined : passwordHint(values.password)}
          >
            {(p) => (
              <Input {...p} {...register('password')} type="password" autoComplete="new-password" required />
            )}
          </Field>
          <Field label="Confirm New Password" error={errors.confirmPassword}>
            {(p) => (
              <Input
                {...p}
                {...register('confirmPassword')}
                type="password"
                autoComplete="new-password"
                required
              />
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </div>
    </AuthLayout>
  );
}
