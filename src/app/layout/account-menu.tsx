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
      <DropdownMenu.Trigger className="text-copy hover:bg-secondary inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-medium">
        <UserRound aria-hidden="true" className="size-4" />
        Account
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="border-border bg-background z-50 min-w-44 rounded-lg border p-1 shadow-lg"
        >
          {links.map((l) => (
            <DropdownMenu.Item key={l.to} asChild>
              <Link
                to={l.to}
                className="data-[highlighted]:bg-accent flex min-h-10 items-center rounded-md px-3 text-sm outline-none"
              >
                {l.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="bg-secondary-strong my-1 h-px" />
          <DropdownMenu.Item
            onSelect={onSignOut}
            className="data-[highlighted]:bg-accent flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm outline-none"
          >
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
