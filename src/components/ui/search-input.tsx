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
        className="text-faint-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
      />
      <input
        type="search"
        aria-label={ariaLabel ?? placeholder}
        placeholder={placeholder}
        className="border-input bg-background placeholder:text-faint-foreground focus:border-primary focus:outline-ring block min-h-10 w-full rounded-lg border py-2 pr-3 pl-9 text-base focus:outline-2 sm:text-sm"
        {...props}
      />
    </div>
  );
}
