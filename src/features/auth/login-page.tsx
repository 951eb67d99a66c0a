import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useAuth } from '@/lib/auth';
import { AUTH_MESSAGES, authErrorMessage, needsConfirmationHint } from '@/lib/auth/auth-errors';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/lib/backend';
import { fromState } from './after-auth';
import { AuthLayout, authLinkClass, Divider, Notice } from './auth-layout';
import { MailboxHint } from './mailbox-hint';
import type { SignInValues } from './schemas';
import { SocialButtons } from './social-buttons';
import { usePlainForm } from '@/lib/use-plain-form';
import { paths } from '@/lib/paths';

const signInSchema = () => import('./schemas').then((m) => m.signInSchema);

type Resend = { state: 'sending' } | { state: 'sent' } | { state: 'failed' };

/** Sign in (spec §2): email and password, Remember me, the demo account, and a resend for unconfirmed addresses. */
export default function LoginPage() {
  const { signIn, resendConfirmation, pendingError, setPendingError, backend } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = fromState(location.state);
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  // An error raised elsewhere (a failed email link) is shown here once, then cleared.
  const [error, setError] = useState<string | null>(pendingError);
  const [resend, setResend] = useState<Resend | null>(null);
  useEffect(() => {
    if (pendingError) setPendingError(null);
  }, [pendingError, setPendingError]);

  const { values, setValues, register, errors, submitting, problem, submit, handleSubmit } =
    usePlainForm<SignInValues>({
      schema: signInSchema,
      defaults: { email: '', password: '', remember: true },
    });

  const signInWith = async (credentials: SignInValues) => {
    setError(null);
    setResend(null);
    try {
      await signIn(credentials);
      navigate(from ?? paths.account(), { replace: true });
    } catch (e) {
      setError(authErrorMessage(e, 'signIn'));
    }
  };

  const useDemo = () => {
    const demo = { ...values, email: DEMO_EMAIL, password: DEMO_PASSWORD };
    setValues(demo);
    void submit(signInWith, demo);
  };

  const resendEmail = async () => {
    setResend({ state: 'sending' });
    try {
      await resendConfirmation(values.email);
      setResend({ state: 'sent' });
    } catch (e) {
      console.error(AUTH_MESSAGES.fallback.resend, e);
      setResend({ state: 'failed' });
    }
  };

  return (
    <AuthLayout
      title="Welcome Back"
      subtitle="Sign in to continue planning your perfect wedding"
      aside={
        <section
          aria-labelledby="demo-heading"
          className="rounded-2xl border border-accent-border bg-accent p-5"
        >
          <h2 id="demo-heading" className="flex items-center gap-2 font-semibold text-foreground">
            <Sparkles aria-hidden="true" className="size-5 text-primary-strong" />
            Just looking? Try the demo account
          </h2>
          <p className="mt-1 text-sm text-copy">
            It signs in without creating an account; its plans stay in this browser.
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="font-mono break-all text-foreground">{DEMO_EMAIL}</dd>
            <dt className="text-muted-foreground">Password</dt>
            <dd className="font-mono text-foreground">{DEMO_PASSWORD}</dd>
          </dl>
          <Button variant="secondary" className="mt-4 w-full" disabled={submitting} onClick={useDemo}>
            Use demo account
          </Button>
        </section>
      }
    >
      <div className="space-y-4">
        {typeof notice === 'string' && !error && <Notice tone="success">{notice}</Notice>}
        {error && (
          <Notice tone="error">
            <p>{error}</p>
            {needsConfirmationHint(error) && (
              <div className="mt-3 space-y-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={resend?.state === 'sending'}
                  onClick={() => void resendEmail()}
                >
                  {resend?.state === 'sending' ? 'Sending...' : 'Resend confirmation email'}
                </Button>
              </div>
            )}
          </Notice>
        )}
        {resend?.state === 'sent' && (
          <Notice tone="success">
            {AUTH_MESSAGES.resendSuccess}
            {backend.mode === 'local' && <MailboxHint />}
          </Notice>
        )}
        {resend?.state === 'failed' && <Notice tone="error">{AUTH_MESSAGES.resendFailed}</Notice>}
        {problem && <Notice tone="error">{problem}</Notice>}

        <form onSubmit={handleSubmit(signInWith)} noValidate className="space-y-4">
          <Field label="Email" error={errors.email}>
            {(p) => (
              <Input
                {...p}
                {...register('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
              />
            )}
          </Field>
          <Field label="Password" error={errors.password}>
            {(p) => (
              <Input
                {...p}
                {...register('password')}
                type="password"
                autoComplete="current-password"
                required
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="inline-flex min-h-10 items-center gap-2 text-sm text-copy">
              <input
                type="checkbox"
                {...register('remember')}
                className="size-4 rounded border-input accent-primary"
              />
              Remember me
            </label>
            <Link
              to={paths.forgotPassword()}
              className={`${authLinkClass} inline-flex min-h-10 items-center text-sm`}
            >
              Forgot password?
            </Link>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </div>

      <Divider label="Or continue with" />
      <SocialButtons then={from ?? paths.account()} />

      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to={paths.signup()} state={from ? { from } : undefined} className={authLinkClass}>
          Sign up
        </Link>
      </p>
    </AuthLayout>
  );
}
