import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A search box with a visible icon and an accessible name (pass `aria-label` or a `placeholder`-like label). */
export function SearchInput({
  className,
  'aria-label': ariaLabel,
  placeholder,
  ...props
}: ComponentProps<'input'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint-foreground"
      />
      <input
        type="search"
        aria-label={ariaLabel ?? placeholder}
        placeholder={placeholder}
        className="block min-h-10 w-full rounded-lg border border-input bg-background py-2 pr-3 pl-9 text-base placeholder:text-faint-foreground focus:border-primary focus:outline-2 focus:outline-ring sm:text-sm"
        {...props}
      />
    </div>
  );
}
