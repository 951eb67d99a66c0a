import { AlertTriangle, Download, FileUp } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/field';
import { toCsv } from '@/lib/csv';
import { downloadText } from '@/lib/download';
import { readCsvFile, type ParsedFile } from './csv-file';
import { usePhoneCountry } from './phone';
import {
  guessMapping,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  mappingProblem,
  planImport,
  rowsProblem,
  type ImportField,
  type ImportPlan,
} from './csv-import';
import type { Guest, Household, WeddingEvent } from './model';
import { formatCount } from '@/lib/format-number';

/** Rows the preview lists in full; the rest are counted. */
const PREVIEW_ROWS = 200;

const SAMPLE = (events: readonly WeddingEvent[]) =>
  toCsv([
    ['Name', 'Household', 'Email', 'Phone', 'Side', 'Tags', 'Invited to', 'Plus one', 'Child'],
    [
      'Rohan Sharma',
      'The Sharma family',
      'rohan@example.com',
      '+91 98765 43210',
      'Groom',
      'family',
      events.map((e) => e.name).join(', '),
      'yes',
      'no',
    ],
    ['Meera Sharma', 'The Sharma family', '', '', 'Groom', 'family', events[0]?.name ?? '', 'no', 'yes'],
  ]);

type Step =
  | { kind: 'choose' }
  | { kind: 'map'; file: ParsedFile; mapping: ImportField[] }
  | { kind: 'preview'; file: ParsedFile; mapping: ImportField[] };

/**
 * CSV import in three steps (issue #13 item 3): choose a file (5 MB and 20,000 rows at most), map its columns to the
 * guest's fields, then a preview that marks every bad row (missing name, bad e-mail, unknown event) and every
 * duplicate of a guest already on the list, and imports the good rows.
 */
export function ImportDialog({
  open,
  events,
  guests,
  households,
  onImport,
  onClose,
}: {
  open: boolean;
  events: readonly WeddingEvent[];
  guests: readonly Guest[];
  households: readonly Household[];
  onImport: (plan: ImportPlan) => Promise<unknown>;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A double click lands two clicks before the button can disable: the second must not import again.
  const running = useRef(false);
  const [importDuplicates, setImportDuplicates] = useState(false);
  const country = usePhoneCountry();

  const close = () => {
    setStep({ kind: 'choose' });
    setProblem(null);
    setImportDuplicates(false);
    onClose();
  };

  const plan = useMemo(
    () =>
      step.kind === 'preview'
        ? planImport(step.file.rows, step.mapping, {
            events,
            existingGuests: guests,
            existingHouseholds: households,
            importDuplicates,
            country,
          })
        : null,
    [step, events, guests, households, importDuplicates, country],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      const parsed = await readCsvFile(file);
      const tooMany = rowsProblem(parsed.rows.length, guests.length);
      if (tooMany) return setProblem(tooMany);
      setStep({ kind: 'map', file: parsed, mapping: guessMapping(parsed.header) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That file could not be read as CSV.');
    }
  };

  const run = async () => {
    if (!plan || running.current) return;
    running.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await onImport(plan);
      close();
    } catch {
      setProblem("The guests couldn't be imported, and nothing was added. Please try again.");
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const mapping = step.kind === 'choose' ? [] : step.mapping;
  const mapProblem = step.kind === 'map' ? mappingProblem(mapping) : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title="Import guests from CSV">
      {step.kind === 'choose' && (
        <div className="space-y-4">
          <p className="text-sm text-copy">
            Export your spreadsheet as CSV. The first row names the columns; you match them to guest details
            next. Up to 5 MB and 20,000 rows.
          </p>
          <label className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-input p-4 text-center text-sm hover:border-primary">
            <FileUp aria-hidden="true" className="size-6 text-primary-strong" />
            <span className="font-medium">Choose a CSV file</span>
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          <Button
            variant="link"
            size="inline"
            onClick={() => downloadText(SAMPLE(events), 'guest-list-sample.csv', 'text/csv;charset=utf-8')}
          >
            <Download aria-hidden="true" />
            Download a sample CSV
          </Button>
        </div>
      )}

      {step.kind === 'map' && (
        <div className="space-y-4">
          <p className="text-sm text-copy">
            Match each column of <span className="font-medium">your file</span> (
            {formatCount(step.file.rows.length)} rows) to a guest detail. "Invited to" takes event names
            separated by commas.
          </p>
          <ul className="space-y-3">
            {step.file.header.map((column, i) => (
              <li key={i} className="grid items-center gap-2 sm:grid-cols-2">
                <label htmlFor={`map-${i}`} className="min-w-0 text-sm [overflow-wrap:anywhere]">
                  <span className="font-medium">{column || `Column ${i + 1}`}</span>
                  {step.file.rows[0]?.[i] && (
                    <span className="block text-xs text-muted-foreground">e.g. {step.file.rows[0][i]}</span>
                  )}
                </label>
                <NativeSelect
                  id={`map-${i}`}
                  value={step.mapping[i]}
                  onChange={(e) => {
                    const next = [...step.mapping];
                    next[i] = e.target.value as ImportField;
                    setStep({ ...step, mapping: next });
                  }}
                >
                  {IMPORT_FIELDS.map((f) => (
                    <option key={f} value={f}>
                      {IMPORT_FIELD_LABELS[f]}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
          {mapProblem && (
            <p role="alert" className="text-sm text-destructive-strong">
              {mapProblem}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setStep({ kind: 'choose' })}>
              Back
            </Button>
            <Button
              disabled={Boolean(mapProblem)}
              onClick={() => setStep({ kind: 'preview', file: step.file, mapping: step.mapping })}
            >
              Preview
            </Button>
          </div>
        </div>
      )}

      {step.kind === 'preview' && plan && (
        <div className="space-y-4">
          <p role="status" className="text-sm text-copy">
            {formatCount(plan.guests.length)} guests in{' '}
            {formatCount(new Set(plan.guests.map((g) => g.householdId)).size)} households will be imported.{' '}
            {plan.bad > 0 && `${formatCount(plan.bad)} rows have problems and will be skipped. `}
            {plan.duplicates > 0 &&
              `${formatCount(plan.duplicates)} rows repeat a guest already on your list.`}
          </p>
          {plan.duplicates > 0 && (
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={importDuplicates}
                onChange={(e) => setImportDuplicates(e.target.checked)}
                className="size-4 accent-primary"
              />
              Import the repeated guests too
            </label>
          )}
          <div
            role="region"
            aria-label="Rows to import"
            tabIndex={0}
            className="max-h-72 overflow-auto rounded-lg border border-border focus:outline-2 focus:outline-ring"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows to import</caption>
              <thead className="sticky top-0 bg-secondary">
                <tr>
                  <th scope="col" className="px-2 py-1 font-medium">
                    Line
                  </th>
                  <th scope="col" className="px-2 py-1 font-medium">
                    Guest
                  </th>
                  <th scope="col" className="px-2 py-1 font-medium">
                    Check
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {plan.rows.slice(0, PREVIEW_ROWS).map((row) => (
                  <tr key={row.line} className={row.problems.length ? 'bg-destructive-soft' : undefined}>
                    <td className="px-2 py-1 tabular-nums">{row.line}</td>
                    <td className="px-2 py-1 [overflow-wrap:anywhere]">{row.name || '—'}</td>
                    <td className="px-2 py-1">
                      {row.problems.length ? (
                        <span className="inline-flex items-start gap-1 text-destructive-text">
                          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                          {row.problems.join('; ')}
                        </span>
                      ) : row.duplicateOf ? (
                        `Already on your list as ${row.duplicateOf}${importDuplicates ? ' (imported again)' : ' (skipped)'}`
                      ) : (
                        'OK'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {plan.rows.length > PREVIEW_ROWS && (
            <p className="text-xs text-muted-foreground">
              The first {PREVIEW_ROWS} rows are listed; the counts above cover all of them.
            </p>
          )}
          {problem && (
            <p
              role="alert"
              className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text"
            >
              {problem}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => setStep({ kind: 'map', file: step.file, mapping: step.mapping })}
            >
              Back
            </Button>
            <Button disabled={busy || plan.guests.length === 0} onClick={() => void run()}>
              {busy ? 'Importing...' : `Import ${formatCount(plan.guests.length)} guests`}
            </Button>
          </div>
        </div>
      )}

      {step.kind !== 'preview' && problem && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text"
        >
          {problem}
        </p>
      )}
    </Dialog>
  );
}
