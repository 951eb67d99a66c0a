import { Check, Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/cn';
import { useAuth } from '@/lib/auth';
import { useApplications } from './api/use-applications';
import { VendorApplicationError } from '@/lib/backend';
import { useOneSubmit } from '@/lib/use-one-submit';
import { paths } from '@/lib/paths';
import { BusinessInfoFields, LocationFields, ServicesFields } from './application-fields';
import { clearDraft, readDraft, saveDraft } from './draft';
import {
  applicationResolver,
  EMPTY_APPLICATION,
  STEPS,
  stepValid,
  type ApplicationOutput,
  type ApplicationValues,
} from './model';

/** Spec §8: the application's failure message, in a red box above the form. */
export const REGISTER_FAILED = 'Failed to register. Please try again.';

type Outcome = { kind: 'failed' } | { kind: 'already' } | { kind: 'sign-in' } | null;

/**
 * /vendor/register (spec §2): three steps, Next and Submit enabled only when the step is valid, Back keeping what was
 * typed. A visitor may fill it in; Submit asks them to sign in or create an account, keeps the form meanwhile, and
 * sends it once they are back. One application per account.
 */
export default function RegisterPage() {
  const { user } = useAuth();
  const applications = useApplications();
  const navigate = useNavigate();
  const [initial] = useState(readDraft);
  const [step, setStep] = useState(initial?.step ?? 0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Signed in: whether this account has applied already (then the page says so instead of showing the form).
  const [existing, setExisting] = useState<'checking' | 'none' | 'applied'>(user ? 'checking' : 'none');

  const form = useForm<ApplicationValues, unknown, ApplicationOutput>({
    resolver: applicationResolver,
    mode: 'onTouched',
    // Spec §3: the email is prefilled from the signed-in user.
    defaultValues: {
      ...(initial?.values ?? EMPTY_APPLICATION),
      email: initial?.values.email || user?.email || '',
    },
  });
  const values = useWatch({ control: form.control }) as ApplicationValues;
  const valid = stepValid(step, values);
  const submitting = form.formState.isSubmitting;
  const last = step === STEPS.length - 1;

  // The form survives a reload and the round trip through sign-in; `sendOnReturn` once Submit asked for an account.
  const [sendOnReturn, setSendOnReturn] = useState(false);
  useEffect(() => {
    if (existing === 'applied') clearDraft();
    else saveDraft({ values, step, submit: sendOnReturn });
  }, [values, step, existing, sendOnReturn]);

  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    applications
      .mine()
      .then((mine) => current && setExisting(mine ? 'applied' : 'none'))
      .catch(() => current && setExisting('none'));
    return () => {
      current = false;
    };
  }, [applications, userId]);

  const submit = useOneSubmit(
    form.handleSubmit(async (typed) => {
      setOutcome(null);
      if (!user) {
        setSendOnReturn(true);
        saveDraft({ values: form.getValues(), step, submit: true });
        setOutcome({ kind: 'sign-in' });
        return;
      }
      try {
        await applications.submit(typed);
        clearDraft();
        navigate(paths.vendorDashboard());
      } catch (error) {
        console.error('Vendor application failed', error);
        setOutcome(
          error instanceof VendorApplicationError && error.code === 'already_applied'
            ? { kind: 'already' }
            : { kind: 'failed' },
        );
      }
    }),
  );

  // Back from signing in with a form that was waiting to be sent: send it, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !user || existing !== 'none' || !initial?.submit) return;
    resumed.current = true;
    void submit();
  }, [user, existing, initial, submit]);

  if (existing === 'checking') return <PageSpinner />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="mb-6 flex items-start gap-3">
        <div className="rounded-lg bg-accent p-2 text-primary-strong [&_svg]:size-6">
          <Store aria-hidden="true" />
        </div>
        <div>
          <h1 className="font-serif text-2xl font-semibold text-foreground sm:text-3xl">
            Vendor Registration
          </h1>
          <p className="mt-1 text-muted-foreground">
            Join Wedding Planner and reach couples planning their day. It takes three short steps.
          </p>
        </div>
      </div>

      {existing === 'applied' ? (
        <AlreadyApplied />
      ) : (
        <Card>
          <StepIndicator step={step} />
          <form onSubmit={submit} noValidate className="mt-6 space-y-4">
            {outcome?.kind === 'failed' && (
              <p
                role="alert"
                className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text"
              >
                {REGISTER_FAILED}
              </p>
            )}
            {outcome?.kind === 'already' && <AlreadyApplied inline />}
            <h2 className="text-lg font-semibold text-foreground">
              {step + 1}. {STEPS[step].title}
            </h2>
            {step === 0 && <BusinessInfoFields form={form} />}
            {step === 1 && <ServicesFields form={form} />}
            {step === 2 && <LocationFields form={form} />}

            {outcome?.kind === 'sign-in' && (
              <div role="status" className="rounded-lg border border-accent-border bg-accent p-4 text-sm">
                <p className="font-medium text-foreground">
                  Sign in or create an account to submit your application.
                </p>
                <p className="mt-1 text-muted-foreground">
                  Your answers are kept: you come back here and it is sent.
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button asChild size="sm">
                    <Link to={paths.login()} state={{ from: paths.vendorRegister() }}>
                      Sign In
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="secondary">
                    <Link to={paths.signup()} state={{ from: paths.vendorRegister() }}>
                      Create an Account
                    </Link>
                  </Button>
                </div>
              </div>
            )}

            <div className="flex flex-wrap justify-between gap-2 pt-2">
              {step > 0 ? (
                <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={submitting}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              {last ? (
                <Button type="submit" disabled={!valid || submitting}>
                  {submitting ? 'Submitting...' : 'Submit Application'}
                </Button>
              ) : (
                <Button onClick={() => valid && setStep(step + 1)} disabled={!valid}>
                  Next
                </Button>
              )}
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}

function StepIndicator({ step }: { step: number }) {
  return (
    <ol aria-label="Application steps" className="flex flex-wrap gap-x-4 gap-y-2">
      {STEPS.map((s, i) => (
        <li
          key={s.title}
          aria-current={i === step ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2 text-sm',
            i === step ? 'font-medium text-foreground' : 'text-subtle-foreground',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-7 items-center justify-center rounded-full border text-xs font-semibold',
              i < step && 'border-primary bg-primary text-primary-foreground',
              i === step && 'border-primary text-primary-strong',
              i > step && 'border-input',
            )}
          >
            {i < step ? <Check className="size-4" /> : i + 1}
          </span>
          <span>
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </span>
        </li>
      ))}
    </ol>
  );
}

function AlreadyApplied({ inline = false }: { inline?: boolean }) {
  return (
    <div
      role={inline ? 'alert' : 'status'}
      className="rounded-lg border border-accent-border bg-accent p-4 text-sm"
    >
      <p className="font-medium text-foreground">
        You have already applied as a vendor. Your application is on your vendor dashboard.
      </p>
      <Link
        to={paths.vendorDashboard()}
        className="mt-2 inline-flex min-h-10 items-center font-medium text-primary-strong hover:underline"
      >
        Go to your vendor dashboard
      </Link>
    </div>
  );
}
