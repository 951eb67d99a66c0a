import { useId, type ComponentProps, type ReactNode } from 'react';
import { URL_MAX } from '@/lib/safe-url';
import { cn } from './cn';

const controlClass =
  'block w-full rounded-lg border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-faint-foreground focus:border-primary focus:outline-2 focus:outline-ring disabled:bg-secondary aria-[invalid=true]:border-destructive sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(controlClass, 'min-h-10', className)} {...props} />;
}

/** A web address: the phones' URL keyboard, our length bound and an "https://" hint, each of which a field can change. */
export function UrlInput(props: ComponentProps<'input'>) {
  return <Input type="url" inputMode="url" maxLength={URL_MAX} placeholder="https://" {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(controlClass, className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClass, 'min-h-10', className)} {...props} />;
}

/**
 * A labelled control with its error under it. The child is a render function so the ids and aria wiring are
 * never forgotten: `<Field label="Title" error={e}>{(p) => <Input {...p} />}</Field>`.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-copy">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-subtle-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive-strong">
          {error}
        </p>
      )}
    </div>
  );
}
