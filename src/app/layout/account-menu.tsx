import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
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
    <DropdownMenu.Root defaultOpen={open}>
      <DropdownMenu.Trigger ref={trigger} className={accountTriggerClass}>
        <AccountLabel />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          // Focused as the menu attaches, so Radix's own first focus (the menu as a whole) sees it already inside.
          ref={keyboard ? focusFirstItem : undefined}
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-border bg-background p-1 shadow-lg"
        >
          {links.map((l) => (
            <DropdownMenu.Item key={l.to} asChild>
              <Link
                to={l.to}
                className="flex min-h-10 items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-accent"
              >
                {l.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-secondary-strong" />
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-accent"
          >
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function focusFirstItem(menu: HTMLDivElement | null) {
  menu?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
}
