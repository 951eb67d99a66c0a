import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { GUEST_LIMITS, type PublicGift } from '@/lib/backend';
import { useGuestMessages } from './messages';

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
  const { t } = useGuestMessages();
  return (
    <Dialog
      open={gift !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('registry.confirmTitle')}
      description={gift ? t('registry.confirmText', { gift: gift.name }) : undefined}
    >
      <form onSubmit={onConfirm} noValidate className="space-y-4">
        <Field label={t('registry.yourName')} hint={t('registry.yourNameHint')}>
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
        <FormActions error={error} busy={busy} submitLabel={t('registry.mark')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
