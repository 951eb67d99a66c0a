import { Toast } from 'radix-ui';
import { cn } from './cn';
import type { Notice } from './toaster';

/**
 * Radix announces each notice in a live region (an error assertively, the rest politely), pauses its timer while the
 * pointer or keyboard focus is on it, and lets the keyboard reach it: F8 jumps to the notices, and Tab from the end
 * of the page enters them.
 */
export default function ToastView({
  notices,
  onDismiss,
  onAction,
}: {
  notices: Notice[];
  onDismiss: (id: number) => void;
  onAction: (id: number) => void;
}) {
  return (
    <Toast.Provider swipeDirection="right" duration={6000} label="Notifications">
      {notices.map((n) => (
        <Toast.Root
          key={n.id}
          type={n.tone === 'error' ? 'foreground' : 'background'}
          duration={n.duration}
          onOpenChange={(open) => !open && onDismiss(n.id)}
          className={cn(
            'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg',
            n.tone === 'error' && 'border-destructive-border bg-destructive-soft text-destructive-deep',
            n.tone === 'success' && 'border-success-border bg-success-soft text-success-deep',
            n.tone === 'info' && 'border-border bg-popover text-popover-foreground',
          )}
        >
          <Toast.Description className="flex-1 self-center break-words">{n.message}</Toast.Description>
          {n.action && (
            <Toast.Action
              altText={n.action.altText}
              // Chosen by click or by Enter/Space: the store runs the action and closes the notice without expiring it.
              onClick={(event) => {
                event.preventDefault();
                onAction(n.id);
              }}
              className="min-h-8 rounded-md border border-input bg-background px-3 font-semibold hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {n.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            className="min-h-8 rounded px-1 font-medium underline-offset-2 hover:underline"
            aria-label="Dismiss notification"
          >
            Dismiss
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Above the phone's bottom bar on a page that has one (index.css, --bottom-bar-space). */}
      <Toast.Viewport className="fixed right-0 bottom-(--bottom-bar-space) z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
