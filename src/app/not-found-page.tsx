import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-primary-strong">404</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">We couldn't find that page</h1>
      <p className="mt-3 text-muted-foreground">
        The link may be old or mistyped. These will get you back on track:
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <Link
            className="inline-flex min-h-10 items-center rounded-lg bg-primary px-4 font-medium text-primary-foreground hover:bg-primary-strong"
            to={paths.home()}
          >
            Home
          </Link>
        </li>
        <li>
          <Link
            className="inline-flex min-h-10 items-center rounded-lg border border-input px-4 font-medium hover:bg-muted"
            to={user ? paths.account() : paths.login()}
          >
            {user ? 'My Account' : 'Sign In'}
          </Link>
        </li>
        <li>
          <Link
            className="inline-flex min-h-10 items-center rounded-lg border border-input px-4 font-medium hover:bg-muted"
            to={paths.faq()}
          >
            FAQ
          </Link>
        </li>
      </ul>
    </div>
  );
}
