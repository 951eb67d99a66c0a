import { Button } from './button';

/** A form's root error: its words, and `type` 'conflict' when someone else's change refused the save. */
type FormError = string | { message?: string; type?: string | number } | null | undefined;

/**
 * The end of every add/edit form: why the last save failed (if it did), Cancel, and the submit button, which
 * is disabled and says "Saving..." while a save runs so a double-click cannot send it twice. After a save refused
 * because someone else changed the record (form-fields' `saveFailure`), the two say what they then do: Keep mine
 * (save again, replacing their version knowingly) and Take theirs (drop the edit; the list shows theirs).
 */
export function FormActions({
  error,
  busy,
  submitLabel,
  onCancel,
}: {
  error?: FormError;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const message = typeof error === 'string' ? error : error?.message;
  const conflict = typeof error === 'object' && error?.type === 'conflict';
  return (
    <>
      {message && (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          {message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {conflict ? 'Take theirs' : 'Cancel'}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : conflict ? 'Keep mine' : submitLabel}
        </Button>
      </div>
    </>
  );
}
