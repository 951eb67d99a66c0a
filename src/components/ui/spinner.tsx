import { cn } from './cn';

/**
 * `delayed`: for a page waiting on its code or data. The spinner stays invisible for its first half second (still
 * announced), so a fast load goes straight from nothing to the page instead of flashing a spinner for a few frames,
 * and the page's first paint is its content. It marks the page as loading (`data-loading-page`) for the shells that
 * keep their own chrome out of sight until the page is there (PublicShell).
 */
export function Spinner({
  className,
  label = 'Loading',
  delayed = false,
}: {
  className?: string;
  label?: string;
  delayed?: boolean;
}) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center', delayed && 'animate-appear-late', className)}
      data-loading-page={delayed || undefined}
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-accent-border border-t-primary"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner delayed />
    </div>
  );
}
