import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', {
  variants: {
    tone: {
      gray: 'bg-gray-100 text-gray-800',
      brand: 'bg-brand-100 text-brand-800',
      green: 'bg-emerald-100 text-emerald-800',
      yellow: 'bg-amber-100 text-amber-900',
      blue: 'bg-sky-100 text-sky-900',
      red: 'bg-red-100 text-red-800',
    },
  },
  defaultVariants: { tone: 'gray' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
