import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { paths } from '@/app/paths';

export default function NotFoundPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-brand-700 text-sm font-semibold">404</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold">We couldn't find that page</h1>
      <p className="mt-3 text-gray-700">The link may be old or mistyped. These will get you back on track:</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <Link
            className="bg-brand-600 hover:bg-brand-700 inline-flex min-h-10 items-center rounded-lg px-4 font-medium text-white"
            to={paths.home()}
          >
            Home
          </Link>
        </li>
        <li>
          <Link
            className="inline-flex min-h-10 items-center rounded-lg border border-gray-300 px-4 font-medium hover:bg-gray-50"
            to={user ? paths.account() : paths.login()}
          >
            {user ? 'My Account' : 'Sign In'}
          </Link>
        </li>
        <li>
          <Link
            className="inline-flex min-h-10 items-center rounded-lg border border-gray-300 px-4 font-medium hover:bg-gray-50"
            to={paths.faq()}
          >
            FAQ
          </Link>
        </li>
      </ul>
    </div>
  );
}
