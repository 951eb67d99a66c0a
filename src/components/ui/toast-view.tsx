import { Toast } from 'radix-ui';
import { cn } from './cn';
import type { Notice } from './toaster';

export default function ToastView({
  notices,
  onDismiss,
}: {
  notices: Notice[];
  onDismiss: (id: number) => void;
}) {
  return (
    <Toast.Provider swipeDirection="right" duration={6000}>
      {notices.map((n) => (
        <Toast.Root
          key={n.id}
          type={n.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onDismiss(n.id)}
          className={cn(
            'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg',
            n.tone === 'error' && 'border-destructive-border bg-destructive-soft text-destructive-deep',
            n.tone === 'success' && 'border-success-border bg-success-soft text-success-deep',
            n.tone === 'info' && 'border-border bg-background text-foreground',
          )}
        >
          <Toast.Description className="flex-1">{n.message}</Toast.Description>
          <Toast.Close
            className="rounded px-1 font-medium underline-offset-2 hover:underline"
            aria-label="Dismiss notification"
          >
            Dismiss
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
