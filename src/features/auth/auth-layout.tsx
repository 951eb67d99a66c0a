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
    <div className="bg-gradient-to-b from-accent to-background px-4 py-10 sm:py-16">
      <div className="mx-auto flex max-w-md flex-col gap-6">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <Heart aria-hidden="true" className="mx-auto size-10 fill-primary text-primary" />
            <h1 className="mt-3 font-serif text-3xl font-semibold text-foreground">{title}</h1>
            {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
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
          ? 'rounded-lg border border-destructive-border bg-destructive-soft p-3 text-sm text-destructive-text'
          : 'rounded-lg border border-success-border bg-success-soft p-3 text-sm text-success-deep'
      }
    >
      {children}
    </div>
  );
}

export const authLinkClass = 'font-medium text-primary-strong underline-offset-4 hover:underline';

/** "Or continue with" between the form and the social buttons. */
export function Divider({ label }: { label: string }) {
  return (
    <div
      className="my-6 flex items-center gap-3 text-sm text-subtle-foreground"
      role="separator"
      aria-label={label}
    >
      <span aria-hidden="true" className="h-px flex-1 bg-secondary-strong" />
      <span aria-hidden="true">{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-secondary-strong" />
    </div>
  );
}
