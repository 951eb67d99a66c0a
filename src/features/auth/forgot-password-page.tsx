import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useAuth } from '@/lib/auth';
import { AUTH_MESSAGES, authErrorMessage } from '@/lib/auth/auth-errors';
import { AuthLayout, authLinkClass, Notice } from './auth-layout';
import { MailboxHint } from './mailbox-hint';
import type { ResetRequestValues } from './schemas';
import { usePlainForm } from '@/lib/use-plain-form';
import { paths } from '@/lib/paths';

const resetRequestSchema = () => import('./schemas').then((m) => m.resetRequestSchema);

/** Password reset request (spec §2, §4): idle → sending → success or error message. */
export default function ForgotPasswordPage() {
  const { requestPasswordReset, backend } = useAuth();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, errors, submitting, problem, handleSubmit } = usePlainForm<ResetRequestValues>({
    schema: resetRequestSchema,
    defaults: { email: '' },
  });

  const submit = async ({ email }: ResetRequestValues) => {
    setOutcome(null);
    try {
      await requestPasswordReset(email);
      setOutcome({ ok: true, message: AUTH_MESSAGES.resetSent });
    } catch (e) {
      console.error(AUTH_MESSAGES.fallback.reset, e);
      setOutcome({ ok: false, message: authErrorMessage(e, 'reset') });
    }
  };

  return (
    <AuthLayout
      title="Reset Your Password"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      <div className="space-y-4">
        {outcome && (
          <Notice tone={outcome.ok ? 'success' : 'error'}>
            {outcome.message}
            {outcome.ok && backend.mode === 'local' && <MailboxHint />}
          </Notice>
        )}
        {problem && <Notice tone="error">{problem}</Notice>}
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
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
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Sending...' : 'Reset Password'}
          </Button>
        </form>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={paths.home()} className={`${authLinkClass} inline-flex min-h-10 items-center`}>
          Home
        </Link>
        <Link to={paths.login()} className={`${authLinkClass} inline-flex min-h-10 items-center gap-1`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Sign In
        </Link>
      </div>
    </AuthLayout>
  );
}
