import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import type { WeddingPort } from '@/lib/backend';
import { config } from '@/lib/config';
import { paths } from '@/lib/paths';
import { useWeddingPort } from './api/use-wedding';

/**
 * Joins the wedding a join link is for (issue 30, item 3): signed in, at once, then the app starts afresh on the
 * chosen wedding's hub; signed out, sign in or sign up first and come back here (the sign-in pages return to `from`).
 */
export function JoinWedding({
  token,
  wedding,
  arrive = (url) => window.location.assign(url),
}: {
  token: string;
  wedding: WeddingPort;
  /** Where the app goes once joined: a full load, as choosing a wedding needs. */
  arrive?: (url: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    wedding
      .accept(token)
      .then((joined) => {
        wedding.choose(joined);
        arrive(`${paths.account()}?joined=1`);
      })
      .catch((e: unknown) => {
        if (current) setError(e instanceof Error ? e.message : 'This join link could not be used.');
      });
    return () => {
      current = false;
    };
  }, [token, wedding, arrive]);
  if (!error) return <p role="status">Joining the wedding…</p>;
  return (
    <>
      <p role="alert" className="text-destructive-strong">
        {error}
      </p>
      <Button asChild variant="secondary" className="mt-4">
        <Link to={paths.account()}>Go to your account</Link>
      </Button>
    </>
  );
}

/** What /join/:token shows: by mode, then whether someone is signed in (`wedding` null: signed out). */
export function JoinBody({
  mode,
  token,
  wedding,
}: {
  mode: 'local' | 'cloud';
  token: string;
  wedding: WeddingPort | null;
}) {
  if (mode === 'local')
    return (
      <p>
        Joining a wedding needs a cloud account: this site keeps each wedding in one browser, so it cannot be
        shared. Ask whoever sent the link to plan on the cloud version of the planner.
      </p>
    );
  if (wedding) return <JoinWedding token={token} wedding={wedding} />;
  const here = paths.join(token);
  return (
    <>
      <p>
        You were invited to plan a wedding together. Sign in or create an account, and you join it at once.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.login()} state={{ from: here }}>
            Sign in
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.signup()} state={{ from: here }}>
            Create an account
          </Link>
        </Button>
      </div>
    </>
  );
}

export default function JoinPage() {
  const { token = '' } = useParams();
  const { wedding } = useWeddingPort();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-4 font-serif text-2xl font-semibold text-foreground">Join a wedding</h1>
      <JoinBody mode={config.mode} token={token} wedding={wedding} />
    </div>
  );
}
