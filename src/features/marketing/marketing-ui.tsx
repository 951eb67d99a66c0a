import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Small building blocks shared by the public pages. Kept tiny on purpose: the landing page imports this, and
 * everything here counts against its first-load budget.
 */
export const ctaPrimary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-7 text-base font-semibold text-primary-foreground shadow-sm shadow-primary/20 transition-colors hover:bg-primary-strong';
export const ctaSecondary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-accent-border bg-card px-7 text-base font-semibold text-primary-deep transition-colors hover:border-primary hover:bg-accent';
export const textLink =
  'font-medium text-primary-strong underline decoration-accent-border underline-offset-4 hover:decoration-primary';

/** The heading band at the top of every public page except the landing page. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-accent-strong bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight text-balance text-foreground sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{children}</div>
        )}
      </div>
    </div>
  );
}

/** A section title with an optional lead paragraph, centred above a grid. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">{eyebrow}</p>
      )}
      <h2
        id={id}
        className="mt-2 font-serif text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-pretty text-muted-foreground">{children}</p>}
    </div>
  );
}

/** The closing invitation used at the foot of most public pages. */
export function CtaBand({
  title,
  children,
  primary = { to: paths.signup(), label: 'Start Planning Now' },
  secondary,
}: {
  title: string;
  children?: ReactNode;
  primary?: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <section className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-primary-strong to-primary-deep px-6 py-12 text-center text-primary-foreground shadow-xl shadow-primary-deep/20 sm:px-12">
        <h2 className="font-serif text-3xl font-semibold text-balance sm:text-4xl">{title}</h2>
        {children && (
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-primary-foreground">{children}</p>
        )}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={primary.to}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-card px-7 font-semibold text-primary-deep transition-colors hover:bg-accent"
          >
            {primary.label}
          </Link>
          {secondary && (
            <Link
              to={secondary.to}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-primary-foreground/60 px-7 font-semibold text-primary-foreground transition-colors hover:bg-primary-foreground/10"
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
