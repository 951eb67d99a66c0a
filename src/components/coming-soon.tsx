import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

/** Shown inside the layout for an area whose issue has not landed yet: never a blank screen. */
export function ComingSoon({ area, backTo = paths.account() }: { area: string; backTo?: string }) {
  return (
    <div className="border-accent-strong bg-accent mx-auto max-w-xl rounded-xl border p-8 text-center">
      <Hammer aria-hidden="true" className="text-primary-strong mx-auto mb-3 size-8" />
      <h2 className="font-serif text-xl font-semibold">{area} is coming soon</h2>
      <p className="text-muted-foreground mt-2">
        We're building this part of the planner now. Everything else you see already works and keeps your
        data.
      </p>
      <Link
        to={backTo}
        className="text-primary-strong mt-4 inline-flex min-h-10 items-center font-medium hover:underline"
      >
        Go back
      </Link>
    </div>
  );
}
