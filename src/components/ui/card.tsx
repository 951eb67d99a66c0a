import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('border-border bg-background rounded-xl border p-5 shadow-sm', className)}
      {...props}
    />
  );
}
