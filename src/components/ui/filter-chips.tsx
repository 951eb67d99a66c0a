import { cn } from './cn';

/** A row of category chips; exactly one is active. Buttons with aria-pressed, so each is a plain toggle for AT. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'min-h-10 rounded-full border px-4 text-sm font-medium',
            o.value === value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-input bg-background text-copy hover:border-primary',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
