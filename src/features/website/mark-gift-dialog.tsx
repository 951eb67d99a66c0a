import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { GUEST_LIMITS, type PublicGift } from '@/lib/backend';

/** "Mark this gift as bought?": the guest's optional name, then the mark. Its state lives in the registry section. */
export default function MarkGiftDialog({
  gift,
  buyer,
  onBuyerChange,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  gift: PublicGift | null;
  buyer: string;
  onBuyerChange: (buyer: string) => void;
  busy: boolean;
  error: string | null;
  onConfirm: (event: FormEvent) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={gift !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Mark this gift as bought?"
      description={
        gift ? `"${gift.name}" will show as bought to everyone, so no one buys it twice.` : undefined
      }
    >
      <form onSubmit={onConfirm} noValidate className="space-y-4">
        <Field label="Your name (optional)" hint="Only the couple sees it.">
          {(p) => (
            <Input
              {...p}
              value={buyer}
              maxLength={GUEST_LIMITS.buyer}
              autoComplete="name"
              onChange={(e) => onBuyerChange(e.target.value)}
            />
          )}
        </Field>
        {error && (
          <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Mark as bought'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
