import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Small building blocks shared by the public pages. Kept tiny on purpose: the landing page imports this, and
 * everything here counts against its first-load budget.
 */
export const ctaPrimary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 text-base font-semibold text-white shadow-sm shadow-brand-600/20 transition-colors hover:bg-brand-700';
export const ctaSecondary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-7 text-base font-semibold text-brand-800 transition-colors hover:border-brand-600 hover:bg-brand-50';
export const textLink =
  'font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-600';

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
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight text-balance text-gray-900 sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-gray-700">{children}</div>
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
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p>}
      <h2
        id={id}
        className="mt-2 font-serif text-3xl font-semibold tracking-tight text-balance text-gray-900 sm:text-4xl"
      >
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-pretty text-gray-700">{children}</p>}
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
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-center text-white shadow-xl shadow-brand-800/20 sm:px-12">
        <h2 className="font-serif text-3xl font-semibold text-balance sm:text-4xl">{title}</h2>
        {children && <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-50">{children}</p>}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={primary.to}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-white px-7 font-semibold text-brand-800 transition-colors hover:bg-brand-50"
          >
            {primary.label}
          </Link>
          {secondary && (
            <Link
              to={secondary.to}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-white/60 px-7 font-semibold text-white transition-colors hover:bg-white/10"
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
