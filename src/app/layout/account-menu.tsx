import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AccountLabel, accountTriggerClass } from './account-trigger';

/**
 * The signed-in Account dropdown (Radix, with its positioning and focus code: about 20 KiB). Its own chunk, loaded
 * after the page has painted (header.tsx), so no page waits for it. `open` opens it at once and `focus` puts the
 * focus on its trigger: the visitor reached for the stand-in before this chunk arrived. `keyboard`: they opened it
 * with Enter or Space, which Radix would answer by focusing the first item; it cannot tell by itself here (it learns
 * of the keyboard from key presses it sees, and this one came before it was loaded).
 */
export default function AccountMenu({
  links,
  onSignOut,
  open,
  focus,
  keyboard,
}: {
  links: { to: string; label: string }[];
  onSignOut: () => void;
  open?: boolean;
  focus?: boolean;
  keyboard?: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) trigger.current?.focus();
  }, [focus]);

  return (
    <DropdownMenu defaultOpen={open}>
      <DropdownMenuTrigger ref={trigger} className={accountTriggerClass}>
        <AccountLabel />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        // Focused as the menu attaches, so Radix's own first focus (the menu as a whole) sees it already inside.
        ref={keyboard ? focusFirstItem : undefined}
        align="end"
      >
        {links.map((l) => (
          <DropdownMenuItem key={l.to} asChild>
            <Link to={l.to}>{l.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>Sign Out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function focusFirstItem(menu: HTMLDivElement | null) {
  menu?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
}
