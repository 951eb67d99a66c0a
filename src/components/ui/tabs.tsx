import { Tabs as RadixTabs } from 'radix-ui';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = RadixTabs.Root;

/**
 * One row of tabs, whatever the width: on a phone the row scrolls sideways rather than wrapping onto a second one
 * (issue 36 item 3). A tab chosen by the keyboard is scrolled to as it takes the focus; the one open when the list
 * first shows (a link to ?tab=…) is scrolled into view here.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    const active = el?.querySelector<HTMLElement>('[data-state="active"]');
    if (!el || !active) return;
    const past = active.getBoundingClientRect().right - el.getBoundingClientRect().right;
    if (past > 0) el.scrollLeft += past + 4;
  }, []);
  return (
    <RadixTabs.List
      ref={list}
      className={cn(
        'inline-flex max-w-full [scrollbar-width:thin] gap-1 overflow-x-auto rounded-lg bg-secondary p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'min-h-10 shrink-0 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-primary-strong data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = RadixTabs.Content;
