import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A tool page's side column (tips, deadlines, settings): beside its list on wide screens, below it on a phone. On a
 * phone it waits (`waiting`) until the list has been read: shown earlier, it was pushed down the screen when the
 * list arrived, a layout shift of 0.03-0.6 on these pages' loads (issue 35). Hidden only, so what it reads is read
 * meanwhile and it appears with the list.
 */
export function SideColumn({ waiting, className, ...props }: ComponentProps<'aside'> & { waiting: boolean }) {
  return <aside className={cn('min-w-0', waiting && 'max-lg:hidden', className)} {...props} />;
}
