import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', {
  variants: {
    tone: {
      gray: 'bg-secondary text-copy',
      brand: 'bg-accent-strong text-primary-deep',
      green: 'bg-success-muted text-success-text',
      yellow: 'bg-warning-muted text-warning-text',
      blue: 'bg-info-muted text-info-text',
      red: 'bg-destructive-muted text-destructive-text',
    },
  },
  defaultVariants: { tone: 'gray' },
});

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
