import { Button } from '@/components/ui/button';

/** The tab's save button with its saving state, the outcome beside it. */
export function SaveBar({
  saving,
  label = 'Save Changes',
  saved,
  error,
  onSave,
}: {
  saving: boolean;
  label?: string;
  saved: boolean;
  error?: string;
  /** For a panel that is not a form; otherwise the button submits its form. */
  onSave?: () => void;
}) {
  return (
    <div className="space-y-3 border-t border-border pt-4">
      {error && (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type={onSave ? 'button' : 'submit'} onClick={onSave} disabled={saving}>
          {saving ? 'Saving...' : label}
        </Button>
        <p role="status" className="text-sm text-success-text">
          {saved && !saving ? 'Your changes have been saved.' : ''}
        </p>
      </div>
    </div>
  );
}

export const SAVE_FAILED =
  "Couldn't save your changes. Everything you entered is still here — please try again.";
