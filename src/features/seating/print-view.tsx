import { Printer, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/field';
import { mealsText, type TableSheet } from './outputs';
import './seating-print.css';

export const PAPER = {
  a4: { label: 'A4', css: 'A4 portrait', width: '210mm' },
  letter: { label: 'Letter', css: 'letter portrait', width: '8.5in' },
} as const;
export type Paper = keyof typeof PAPER;

/**
 * The print view: the floor plan and one list per table (seat, guest, meal, dietary notes, and the table's meals for
 * the caterer), laid out on the chosen paper (A4 or Letter) as it will print. On screen it covers the page with its
 * own toolbar; in print only the sheet remains.
 */
export function PrintView({
  open,
  onOpenChange,
  title,
  subtitle,
  planImage,
  sheets,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  subtitle: string;
  /** The floor plan as a PNG data URL (null when it could not be drawn). */
  planImage: string | null;
  sheets: readonly TableSheet[];
}) {
  const [paper, setPaper] = useState<Paper>('a4');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content className="seating-print-root fixed inset-0 z-50 overflow-y-auto bg-muted">
          {/* The page size the browser's print dialog starts from. */}
          <style>{`@media print { @page { size: ${PAPER[paper].css}; margin: 12mm; } }`}</style>
          <div className="seating-print-toolbar sticky top-0 z-10 flex flex-wrap items-center gap-2 border-b border-border bg-background px-4 py-3">
            {/* Not a heading: the sheet below has its own, as it will print. */}
            <RadixDialog.Title asChild>
              <p className="mr-auto font-serif text-xl font-semibold">Print view</p>
            </RadixDialog.Title>
            <RadixDialog.Description className="sr-only">
              The floor plan and one list per table, as they will print.
            </RadixDialog.Description>
            <div className="w-32">
              <NativeSelect
                aria-label="Paper size"
                value={paper}
                onChange={(e) => setPaper(e.target.value as Paper)}
              >
                {Object.entries(PAPER).map(([value, { label }]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <RadixDialog.Close asChild>
              <Button variant="secondary" aria-label="Close print view">
                <X aria-hidden="true" />
                Close
              </Button>
            </RadixDialog.Close>
          </div>
          <article
            data-paper={paper}
            className="seating-print-sheet mx-auto my-6 w-full space-y-4 bg-background p-6 shadow-sm"
            style={{ maxWidth: PAPER[paper].width }}
          >
            <header>
              <h1 className="font-serif text-2xl font-semibold">{title}</h1>
              {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
            </header>
            {planImage ? (
              <img
                src={planImage}
                alt={`Floor plan: ${sheets.length} tables`}
                className="w-full border border-border"
              />
            ) : (
              <p className="text-sm text-muted-foreground">
                The floor plan could not be drawn; the tables follow.
              </p>
            )}
            <div className="seating-print-tables grid gap-4 sm:grid-cols-2">
              {sheets.map(({ table, guests, seated, meals }) => (
                <section key={table.id} aria-labelledby={`print-${table.id}`} className="seating-print-table">
                  <h2 id={`print-${table.id}`} className="font-semibold">
                    {table.name}{' '}
                    <span className="text-sm font-normal text-muted-foreground">
                      ({seated} / {table.seats} seated)
                    </span>
                  </h2>
                  {meals.length > 0 && (
                    <p className="text-xs text-muted-foreground">Meals: {mealsText(meals)}</p>
                  )}
                  {guests.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No one seated.</p>
                  ) : (
                    <table className="w-full text-left text-sm">
                      <thead>
                        <tr className="border-b border-border">
                          <th scope="col" className="w-10 py-1 font-medium">
                            Seat
                          </th>
                          <th scope="col" className="py-1 font-medium">
                            Guest
                          </th>
                          <th scope="col" className="py-1 font-medium">
                            Meal
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {guests.map(({ seat, guest }) => (
                          <tr key={guest.id} className="border-b border-border-subtle align-top">
                            <td className="py-1 tabular-nums">{seat ?? '–'}</td>
                            <td className="py-1">{guest.name}</td>
                            <td className="py-1">
                              {guest.meal ?? ''}
                              {guest.dietary && (
                                <span className="block text-xs text-muted-foreground">{guest.dietary}</span>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </section>
              ))}
            </div>
          </article>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
