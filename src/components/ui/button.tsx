import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-strong',
        secondary: 'border border-input bg-background text-foreground hover:bg-muted',
        ghost: 'text-muted-foreground hover:bg-secondary',
        danger: 'bg-destructive text-destructive-foreground hover:bg-destructive-strong',
        link: 'text-primary-strong underline-offset-4 hover:underline',
      },
      size: {
        md: 'min-h-10 px-4 text-sm',
        sm: 'min-h-8 px-3 text-xs',
        lg: 'min-h-12 px-6 text-base',
        icon: 'size-10 text-sm',
        /** For the link variant inline in text. */
        inline: 'text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
