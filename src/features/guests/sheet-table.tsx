import type { Sheet } from './travel-sheets';

/** A sheet (travel-sheets.ts) as a table, on screen (scrolling sideways within itself on a phone) and in print. */
export function SheetTable({ sheet, label }: { sheet: Sheet; label: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {sheet.header.map((h) => (
              <th key={h} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row, i) => (
            <tr key={i} className="border-t border-border align-top">
              {row.map((cell, j) => (
                <td key={j} className="px-2 py-1.5">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
