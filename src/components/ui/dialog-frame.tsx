import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { DialogProps } from './dialog';

/** The Radix dialog behind `Dialog` (dialog.tsx), which loads it after the page has painted. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  opener,
}: DialogProps & { opener: HTMLElement | null }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-popover p-6 text-popover-foreground shadow-xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-serif text-xl font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-secondary"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-muted-foreground">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
