import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from './cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import type { LateMenuProps } from './late-menu';

/**
 * The Radix menu a LateMenu turns into once its code has arrived (its own chunk). `open` opens it at once and `focus`
 * puts the focus on its trigger: the visitor reached for the stand-in before this chunk arrived. `keyboard`: they
 * opened it with Enter or Space, which Radix would answer by focusing the first item; it cannot tell by itself here (it
 * learns of the keyboard from key presses it sees, and this one came before it was loaded).
 */
export default function MenuView({
  entries,
  children,
  className,
  disabled,
  align = 'end',
  open,
  focus,
  keyboard,
  ...label
}: Omit<LateMenuProps, 'preload'> & { open: boolean; focus: boolean; keyboard: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);

  return (
    <DropdownMenu defaultOpen={open}>
      <DropdownMenuTrigger ref={trigger} className={className} disabled={disabled} {...label}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        // Focused as the menu attaches, so Radix's own first focus (the menu as a whole) sees it already inside.
        ref={keyboard ? focusFirstItem : undefined}
        align={align}
      >
        {entries.map((entry) => (
          <Fragment key={entry.label}>
            {entry.separatorBefore && <DropdownMenuSeparator />}
            {entry.to !== undefined ? (
              <DropdownMenuItem asChild>
                <Link to={entry.to}>{entry.label}</Link>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem
                onSelect={entry.onSelect}
                className={cn(entry.danger && 'text-destructive-strong')}
              >
                {entry.label}
              </DropdownMenuItem>
            )}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function focusFirstItem(menu: HTMLDivElement | null) {
  menu?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
}
