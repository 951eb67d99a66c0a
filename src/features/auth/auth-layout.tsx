import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';

/** The frame every auth page shares: a centred card with the title and subtitle the spec gives each page. */
export function AuthLayout({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto flex max-w-md flex-col gap-6">
        <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <Heart aria-hidden="true" className="mx-auto size-10 fill-brand-600 text-brand-600" />
            <h1 className="mt-3 font-serif text-3xl font-semibold text-gray-900">{title}</h1>
            {subtitle && <p className="mt-2 text-gray-700">{subtitle}</p>}
          </div>
          {children}
        </div>
        {aside}
      </div>
    </div>
  );
}

/** A red or green box for what just happened; errors are announced assertively, good news politely. */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800'
          : 'rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900'
      }
    >
      {children}
    </div>
  );
}

export const authLinkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** "Or continue with" between the form and the social buttons. */
export function Divider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-gray-600" role="separator" aria-label={label}>
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />
      <span aria-hidden="true">{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />
    </div>
  );
}
