import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { rememberAfterAuth } from './after-auth';
import { Notice } from './auth-layout';

const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
] as const;

function ProviderIcon({ id }: { id: 'google' | 'facebook' }) {
  return id === 'google' ? (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 24 24">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}

/**
 * Google and Facebook sign-in. Cloud mode leaves for the provider and comes back to /auth/callback, which then
 * goes to `then`; local mode has no provider to talk to and says so.
 */
export function SocialButtons({ then }: { then: string }) {
  const { signInWithOAuth } = useAuth();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (provider: 'google' | 'facebook') => {
    setBusy(provider);
    setError(null);
    rememberAfterAuth(then);
    try {
      await signInWithOAuth(provider);
    } catch (e) {
      console.error(`${provider} sign-in failed`, e);
      setError(authErrorMessage(e, `oauth:${provider}`));
      setBusy(null);
    }
  };

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {PROVIDERS.map((p) => (
          <Button key={p.id} variant="secondary" disabled={busy !== null} onClick={() => void start(p.id)}>
            <ProviderIcon id={p.id} />
            {p.label}
          </Button>
        ))}
      </div>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
