import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { saveFailure } from '@/lib/form-fields';
import { z } from '@/lib/zod';
import { chatConversationSchema, type ChatConversation } from './model';

/**
 * Renames a conversation: the name is checked as the table checks it, and a refused save keeps the dialog open with
 * what was typed and why.
 */
export function RenameConversationDialog({
  conversation,
  onClose,
  onRename,
}: {
  conversation: ChatConversation | null;
  onClose: () => void;
  onRename: (conversation: ChatConversation, title: string) => Promise<unknown>;
}) {
  return (
    <Dialog
      open={conversation !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Rename conversation"
    >
      {conversation && (
        <RenameForm key={conversation.id} conversation={conversation} onClose={onClose} onRename={onRename} />
      )}
    </Dialog>
  );
}

function RenameForm({
  conversation,
  onClose,
  onRename,
}: {
  conversation: ChatConversation;
  onClose: () => void;
  onRename: (conversation: ChatConversation, title: string) => Promise<unknown>;
}) {
  const [title, setTitle] = useState(conversation.title);
  const [invalid, setInvalid] = useState<string | null>(null);
  // A conflict with another member's rename offers Keep mine and Take theirs (FormActions).
  const [failed, setFailed] = useState<ReturnType<typeof saveFailure> | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = z.safeParse(chatConversationSchema.shape.title, title);
    setInvalid(checked.success ? null : (checked.error.issues[0]?.message ?? 'Check the name.'));
    if (!checked.success) return;
    setBusy(true);
    setFailed(null);
    try {
      await onRename(conversation, checked.data);
      onClose();
    } catch (error) {
      setFailed(saveFailure(error, 'conversation'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Field label="Name" error={invalid}>
        {(p) => (
          <Input
            {...p}
            autoFocus
            autoComplete="off"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <FormActions error={failed} busy={busy} submitLabel="Rename" onCancel={onClose} />
    </form>
  );
}
