import { ChevronDown } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

/**
 * A menu of actions behind one button (Radix: arrow keys, type-ahead, Escape, focus back on the button). Radix's menu
 * brings its positioning code (about 20 KiB): use it where a page already loads late, or load the menu late.
 */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-44 rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('my-1 h-px bg-secondary-strong', className)} {...props} />;
}

export interface MenuAction {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

/**
 * A button that opens a menu of actions: what a toolbar gathers under one name on a narrow screen (issue 36 item 3,
 * Export). The button takes Button's props (variant, size, disabled, className).
 */
export function MenuButton({
  label,
  icon,
  actions,
  align = 'start',
  variant = 'secondary',
  ...button
}: ComponentProps<typeof Button> & {
  label: string;
  icon: ReactNode;
  actions: MenuAction[];
  align?: 'start' | 'end';
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} {...button}>
          {icon}
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        {actions.map((action) => (
          <DropdownMenuItem key={action.label} onSelect={action.onSelect}>
            {action.icon}
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
