import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { paths } from '@/app/paths';

export default function NotFoundPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-primary-strong text-sm font-semibold">404</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">We couldn't find that page</h1>
      <p className="text-muted-foreground mt-3">
        The link may be old or mistyped. These will get you back on track:
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <Link
            className="bg-primary hover:bg-primary-strong text-primary-foreground inline-flex min-h-10 items-center rounded-lg px-4 font-medium"
            to={paths.home()}
          >
            Home
          </Link>
        </li>
        <li>
          <Link
            className="border-input hover:bg-muted inline-flex min-h-10 items-center rounded-lg border px-4 font-medium"
            to={user ? paths.account() : paths.login()}
          >
            {user ? 'My Account' : 'Sign In'}
          </Link>
        </li>
        <li>
          <Link
            className="border-input hover:bg-muted inline-flex min-h-10 items-center rounded-lg border px-4 font-medium"
            to={paths.faq()}
          >
            FAQ
          </Link>
        </li>
      </ul>
    </div>
  );
}
