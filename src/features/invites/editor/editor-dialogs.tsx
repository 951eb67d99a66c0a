import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { useLeaveGuard } from '@/lib/guarded-history';

/** Asked when the couple leaves with unsaved changes: they are kept as a draft, but not saved yet. */
export function LeaveDialog({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  return (
    <Dialog
      open={guard.asking}
      onOpenChange={(open) => !open && guard.stay()}
      title="Leave without saving?"
      description="Your changes are kept as a draft on this device and come back when you open this invitation again, but they are not saved to your invitation yet."
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={guard.stay}>
          Stay
        </Button>
        <Button variant="danger" onClick={guard.leave}>
          Leave
        </Button>
      </div>
    </Dialog>
  );
}

/** On a phone the layers are in a sheet the Layers tool opens. */
export function LayersSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Layers">
      {children}
    </Dialog>
  );
}
