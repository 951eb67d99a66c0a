import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { takeAfterAuth } from './after-auth';
import { paths } from '@/lib/paths';

/**
 * /auth/callback: where email confirmation and OAuth come back. It completes the redirect, then goes to the
 * planner (or wherever the sign-in started); a failed link is reported once on the sign-in page.
 */
export default function CallbackPage() {
  const { completeRedirect, setPendingError, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const href = new URL(location.pathname + location.search + location.hash, window.location.origin).href;
  // Once per visit: a confirmation link is spent on first use (and React's dev mode runs effects twice).
  const started = useRef(false);
  const signedIn = Boolean(user);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeRedirect(href).then(
      ({ session, recovery }) => {
        if (recovery) navigate(paths.resetPassword(), { replace: true });
        else if (session) navigate(takeAfterAuth() ?? paths.planner(), { replace: true });
        else navigate(signedIn ? paths.account() : paths.login(), { replace: true });
      },
      (error: unknown) => {
        console.error('Sign-in redirect failed', error);
        takeAfterAuth();
        const message = authErrorMessage(error, 'redirect');
        // The sign-in page shows it once; a signed-in user never sees that page, so tell them here.
        if (signedIn) {
          toast(message, 'error');
          navigate(paths.account(), { replace: true });
        } else {
          setPendingError(message);
          navigate(paths.login(), { replace: true });
        }
      },
    );
  }, [completeRedirect, navigate, setPendingError, signedIn, href]);

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-muted-foreground">
      <Spinner label="Signing you in" />
      <p>Signing you in…</p>
    </div>
  );
}
