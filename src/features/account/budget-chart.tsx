import { formatAmount } from '@/lib/money';

export interface ChartRow {
  label: string;
  planned: number;
  spent: number;
}

const BAR = 10;
const GAP = 26;
const LABEL = 110;
const WIDTH = 320;

/**
 * Planned against spent per budget category, as a small SVG (no chart library). The figures are also a table for
 * screen readers; the picture itself is described in one sentence.
 */
export function BudgetChart({ rows, currency }: { rows: readonly ChartRow[]; currency: string }) {
  const max = Math.max(1, ...rows.flatMap((r) => [r.planned, r.spent]));
  const scale = (n: number) => Math.max(n > 0 ? 2 : 0, ((WIDTH - LABEL - 8) * n) / max);
  const height = rows.length * GAP + 8;
  const over = rows.filter((r) => r.spent > r.planned).map((r) => r.label);
  const summary = `Planned and spent for ${rows.length} categories${over.length ? `; over plan: ${over.join(', ')}` : ''}.`;
  return (
    <figure className="space-y-2">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary} className="h-auto w-full">
        {rows.map((r, i) => {
          const y = 4 + i * GAP;
          return (
            <g key={r.label}>
              <text x={0} y={y + BAR + 1} fontSize={11} className="fill-copy">
                {r.label.length > 16 ? `${r.label.slice(0, 15)}…` : r.label}
              </text>
              <rect
                x={LABEL}
                y={y}
                width={scale(r.planned)}
                height={BAR - 2}
                rx={2}
                className="fill-secondary-strong"
              />
              <rect
                x={LABEL}
                y={y + BAR}
                width={scale(r.spent)}
                height={BAR - 2}
                rx={2}
                className={r.spent > r.planned ? 'fill-destructive' : 'fill-primary'}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-subtle-foreground">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-secondary-strong" /> Planned
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-primary" /> Spent
        </span>
      </figcaption>
      {/* A table's width is at least its content's, whatever its class says: the clipped box keeps wide amounts from
          widening the page (the sample wedding's did, at 360 px). */}
      <div className="sr-only">
        <table>
          <caption>Budget by category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Planned</th>
              <th scope="col">Spent</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td>{formatAmount(r.planned, currency)}</td>
                <td>{formatAmount(r.spent, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
