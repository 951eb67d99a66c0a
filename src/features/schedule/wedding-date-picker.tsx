import { useState } from 'react';
import { Field, Input } from '@/components/ui/field';
import { formatLongDate, isIsoDate } from '@/lib/dates';

/**
 * The schedule's date picker. Each complete, sensible date is saved to the profile at once; while the user is
 * mid-typing (a date input passes through years like "0002") the half-typed value stays local and is dropped
 * on blur.
 */
export function WeddingDatePicker({
  date,
  isSet,
  onSave,
}: {
  date: string;
  isSet: boolean;
  onSave: (date: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft !== null && isIsoDate(draft) ? draft : date;

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <Field label="Wedding Date" className="w-full sm:w-56">
        {(p) => (
          <Input
            {...p}
            type="date"
            min="1900-01-01"
            max="2200-12-31"
            value={draft ?? date}
            onChange={(e) => {
              const next = e.target.value;
              setDraft(next);
              // A failed save is already announced by the profile hook; the picker shows the stored date again.
              if (isIsoDate(next) && next !== date) onSave(next).catch(() => setDraft(null));
            }}
            onBlur={() => setDraft(null)}
          />
        )}
      </Field>
      <div className="pb-1.5">
        <p className="font-serif text-xl font-semibold text-foreground" aria-live="polite">
          {formatLongDate(shown)}
        </p>
        {!isSet && (
          <p className="text-sm text-subtle-foreground">
            Sample date — pick yours and it's saved to your wedding details.
          </p>
        )}
      </div>
    </div>
  );
}
