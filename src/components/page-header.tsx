import { ArrowLeft } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * What a tool page's header says, written once beside the page (its feature's `heading.tsx`): the page draws it, and
 * so does the frame the build prerenders at the page's address (src/app/page-frame.tsx).
 */
export interface PageHeading {
  title: string;
  description: string;
  icon: ReactElement;
}

/** The header every planning tool shares (spec §2): "Back to Account", a title, optional description and icon. */
export function PageHeader({
  title,
  description,
  icon,
  actions,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 space-y-3">
      <Link
        to={paths.account()}
        className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-primary-strong hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Account
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          {icon && <div className="rounded-lg bg-accent p-2 text-primary-strong [&_svg]:size-6">{icon}</div>}
          <div>
            <h1 className="font-serif text-2xl font-semibold text-foreground sm:text-3xl">{title}</h1>
            {description && <p className="mt-1 text-muted-foreground">{description}</p>}
          </div>
        </div>
        {actions && (
          // On a phone the primary one floats within a thumb's reach (index.css, [data-page-actions]).
          <div data-page-actions className="flex flex-wrap gap-2">
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
