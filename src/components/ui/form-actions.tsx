import { Button } from './button';

/**
 * The end of every add/edit form: why the last save failed (if it did), Cancel, and the submit button, which
 * is disabled and says "Saving..." while a save runs so a double-click cannot send it twice.
 */
export function FormActions({
  error,
  busy,
  submitLabel,
  onCancel,
}: {
  error?: string | null;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  );
}
