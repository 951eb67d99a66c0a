import { ChevronDown, UserRound } from 'lucide-react';

/** The Account button's look, shared by the late menu and its stand-in (components/ui/late-menu.tsx). */
export const accountTriggerClass =
  'inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-copy hover:bg-secondary';

export function AccountLabel() {
  return (
    <>
      <UserRound aria-hidden="true" className="size-4" />
      Account
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
}
