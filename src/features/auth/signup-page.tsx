import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useAuth } from '@/lib/auth';
import { AUTH_MESSAGES, authErrorMessage } from '@/lib/auth/auth-errors';
import { passwordHint } from '@/lib/auth/password-strength';
import { fromState } from './after-auth';
import { AuthLayout, authLinkClass, Divider, Notice } from './auth-layout';
import { MailboxHint } from './mailbox-hint';
import type { SignUpValues } from './schemas';
import { SocialButtons } from './social-buttons';
import { usePlainForm } from '@/lib/use-plain-form';

const signUpSchema = () => import('./schemas').then((m) => m.signUpSchema);
import { paths } from '@/lib/paths';

/**
 * Sign up (spec §2): the length and match messages show inline while typing; success goes to /planner (or back to
 * the page a guard sent the visitor from), unless the address must be confirmed first.
 */
export default function SignupPage() {
  const { signUp, backend } = useAuth();
  const navigate = useNavigate();
  const from = fromState(useLocation().state);
  const then = from ?? paths.planner();
  const [error, setError] = useState<string | null>(null);
  const [confirmTo, setConfirmTo] = useState<string | null>(null);

  // Each message shows as its field changes; changing the password re-checks a confirmation already typed.
  const { values, register, errors, touched, submitted, submitting, problem, handleSubmit } =
    usePlainForm<SignUpValues>({
      schema: signUpSchema,
      defaults: { email: '', password: '', confirmPassword: '' },
      live: true,
    });
  // The address is checked as you type only once you have left the field: "invalid" after one letter is noise.
  const emailError = touched.has('email') || submitted ? errors.email : undefined;

  const submit = async (values: SignUpValues) => {
    setError(null);
    try {
      const result = await signUp({ email: values.email, password: values.password });
      if (result.needsConfirmation) setConfirmTo(values.email);
      else navigate(then, { replace: true });
    } catch (e) {
      setError(authErrorMessage(e, 'signUp'));
    }
  };

  if (confirmTo) {
    return (
      <AuthLayout title="Create an Account" subtitle="Start planning your dream wedding today">
        <div role="status" className="space-y-3 text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-10 text-success" />
          <p className="font-medium text-foreground">{AUTH_MESSAGES.confirmationRequired}</p>
          <p className="text-sm break-words text-muted-foreground">
            We sent a confirmation link to <span className="font-medium">{confirmTo}</span>.
          </p>
          {backend.mode === 'local' && (
            <div className="text-sm text-muted-foreground">
              <MailboxHint />
            </div>
          )}
          <p className="pt-2 text-sm">
            <Link to={paths.login()} className={authLinkClass}>
              Go to sign in
            </Link>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create an Account" subtitle="Start planning your dream wedding today">
      <div className="space-y-4">
        {error && (
          <Notice tone="error">
            {error}
            {error === AUTH_MESSAGES.emailInUse && (
              <>
                {' '}
                <Link to={paths.login()} className={authLinkClass}>
                  Sign in
                </Link>
              </>
            )}
          </Notice>
        )}
        {problem && <Notice tone="error">{problem}</Notice>}
        <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
          <Field label="Email" error={emailError}>
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
          <Field
            label="Password"
            error={errors.password}
            hint={errors.password ? undefined : passwordHint(values.password, values.email)}
          >
            {(p) => (
              <Input {...p} {...register('password')} type="password" autoComplete="new-password" required />
            )}
          </Field>
          <Field label="Confirm Password" error={errors.confirmPassword}>
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
            {submitting ? 'Creating account...' : 'Sign Up'}
          </Button>
        </form>
      </div>

      <Divider label="Or continue with" />
      <SocialButtons then={then} />

      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.login()} state={from ? { from } : undefined} className={authLinkClass}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
