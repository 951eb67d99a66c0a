import { ChevronDown, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';

/** The signed-in Account dropdown; its own chunk so visitors never download the menu code. */
export default function AccountMenu({
  links,
  onSignOut,
}: {
  links: { to: string; label: string }[];
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-copy hover:bg-secondary">
        <UserRound aria-hidden="true" className="size-4" />
        Account
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
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
