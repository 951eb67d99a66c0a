import { Download } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { LongSelect } from '@/components/ui/long-select';
import { isBooked, vendorsCollection } from '@/features/vendors';
import { useCollection } from '@/lib/data';
import { useCommand } from '@/lib/data/use-command';
import { formatMonthYear } from '@/lib/dates';
import { downloadText } from '@/lib/download';
import { shortId } from '@/lib/ids';
import { formatAmount, fromMinor, parseAmount } from '@/lib/money';
import { budgetStanding, overBudgetLabel } from './commitments';
import { categoriesCollection, expensesCollection } from './model';
import { addPayment } from './payment-commands';
import { namePayments, paymentsCsv } from './payment-dues';
import { PaymentList } from './payment-list';
import {
  calendarDayAt,
  cashFlowByMonth,
  DEFAULT_LEAD_DAYS,
  paymentsCollection,
  type CashFlowMonth,
} from './payments-model';

/**
 * The budget's payment side (issue 32): where each category stands (planned, committed, paid, remaining), what falls
 * due month by month, and the instalments themselves. Fetched after the page's first load, with its vendors and
 * payments, so /budget's first bytes stay within their budget.
 */
export function PaymentSchedule({ currency }: { currency: string }) {
  const categories = useCollection(categoriesCollection);
  const expenses = useCollection(expensesCollection);
  const vendors = useCollection(vendorsCollection);
  const payments = useCollection(paymentsCollection);
  const money = (minor: number) => formatAmount(fromMinor(minor), currency);
  const today = calendarDayAt(new Date());

  const standing = useMemo(
    () => budgetStanding(categories.items, expenses.items, vendors.items, payments.items),
    [categories.items, expenses.items, vendors.items, payments.items],
  );
  const flow = useMemo(() => cashFlowByMonth(payments.items), [payments.items]);
  const named = useMemo(
    () => namePayments(payments.items, expenses.items, vendors.items),
    [payments.items, expenses.items, vendors.items],
  );
  const downloadCsv = () =>
    downloadText(
      paymentsCsv(named, currency, today),
      `payment-schedule-${today}.csv`,
      'text/csv;charset=utf-8',
    );

  // Nothing until all four are read: a category's committed figure without its booked vendors would be wrong, not early.
  if (categories.isLoading || expenses.isLoading || vendors.isLoading || payments.isLoading) return null;

  return (
    <>
      <section aria-labelledby="standing-heading" className="mt-10">
        <h2 id="standing-heading" className="mb-4 font-serif text-xl font-semibold text-foreground">
          Committed and paid
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">
          Committed counts every expense in full and each booked vendor’s price once (an expense linked to the
          vendor is part of that price).
        </p>
        {/* Wider than a phone: it scrolls sideways, so the keyboard can reach it and a screen reader names it. */}
        <div
          role="region"
          aria-label="Committed and paid by category"
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full min-w-0 text-sm">
            <caption className="sr-only">Committed and paid by category</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-2">
                  Category
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  Planned
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  Committed
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  Paid
                </th>
                <th scope="col" className="py-2 text-right">
                  Remaining
                </th>
              </tr>
            </thead>
            <tbody>
              {[...standing.byCategory, { category: { id: 'total', name: 'Total' }, ...standing.total }].map(
                (row) => {
                  const over = overBudgetLabel(row, (major) => formatAmount(major, currency));
                  return (
                    <tr key={row.category.id} className="border-t border-border align-top">
                      <th scope="row" className="py-2 pr-2 text-left font-medium">
                        {row.category.name}
                        {over && (
                          <span className="block text-xs font-semibold text-destructive-text">{over}</span>
                        )}
                      </th>
                      <td className="py-2 pr-2 text-right">{money(row.planned)}</td>
                      <td className="py-2 pr-2 text-right">{money(row.committed)}</td>
                      <td className="py-2 pr-2 text-right">{money(row.paid)}</td>
                      <td className="py-2 text-right">{money(row.remaining)}</td>
                    </tr>
                  );
                },
              )}
            </tbody>
          </table>
        </div>
        {standing.unassigned > 0 && (
          <p className="mt-2 text-sm text-muted-foreground">
            Booked vendors in no budget category: {money(standing.unassigned)} (counted in the total).
          </p>
        )}
      </section>

      <section aria-labelledby="cash-flow-heading" className="mt-10">
        <h2 id="cash-flow-heading" className="mb-4 font-serif text-xl font-semibold text-foreground">
          Cash flow
        </h2>
        {flow.length === 0 ? (
          <p className="text-muted-foreground">
            No instalments yet: add one below to see what falls due each month.
          </p>
        ) : (
          <CashFlowChart months={flow} money={money} />
        )}
      </section>

      <section aria-labelledby="payments-heading" className="mt-10">
        <h2 id="payments-heading" className="mb-4 font-serif text-xl font-semibold text-foreground">
          Payment schedule
        </h2>
        <AddPaymentForm
          expenses={expenses.items}
          vendors={vendors.items.filter(isBooked)}
          currency={currency}
        />
        {named.length > 0 && (
          <Button variant="secondary" className="mt-4" onClick={downloadCsv}>
            <Download aria-hidden="true" />
            Download schedule (CSV)
          </Button>
        )}
        {named.length === 0 ? (
          <p className="mt-4 text-muted-foreground">No instalments yet.</p>
        ) : (
          <div className="mt-4">
            <PaymentList payments={named} currency={currency} today={today} label="Payment schedule" />
          </div>
        )}
      </section>
    </>
  );
}

/** Adds an instalment to an expense or to a booked vendor (the select's values are `e:<id>` and `v:<id>`). */
function AddPaymentForm({
  expenses,
  vendors,
  currency,
}: {
  expenses: readonly { id: string; description: string }[];
  vendors: readonly { id: string; name: string }[];
  currency: string;
}) {
  const add = useCommand(addPayment, { noun: 'payment' });
  const [error, setError] = useState<string | null>(null);
  const options = useMemo(
    () => expenses.map((e) => ({ value: `e:${e.id}`, label: e.description })),
    [expenses],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const amount = parseAmount(String(data.get('amount') ?? ''), currency);
    const dueDate = String(data.get('dueDate') ?? '');
    const [kind, ownerId] = String(data.get('owner') ?? '').split(':');
    if (!ownerId) return setError('Choose the expense or vendor this instalment pays');
    if (amount === null || amount <= 0) return setError('Enter an amount greater than 0');
    if (!dueDate) return setError('Choose a due date');
    setError(null);
    const owner = kind === 'v' ? { vendorId: ownerId } : { expenseId: ownerId };
    void add({ id: shortId(), ...owner, amount, dueDate, leadDays: DEFAULT_LEAD_DAYS })
      .then(() => form.reset())
      .catch(() => undefined);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add an instalment"
      className="grid gap-3 sm:grid-cols-4 sm:items-end"
    >
      <Field label="Instalment for">
        {(p) => (
          <LongSelect
            {...p}
            name="owner"
            defaultValue=""
            options={options}
            placeholder="Choose…"
            searchLabel="Find an expense"
            group="Expenses"
          >
            {vendors.length > 0 && (
              <optgroup label="Booked vendors">
                {vendors.map((v) => (
                  <option key={v.id} value={`v:${v.id}`}>
                    {v.name}
                  </option>
                ))}
              </optgroup>
            )}
          </LongSelect>
        )}
      </Field>
      <Field label="Instalment amount">{(p) => <Input {...p} name="amount" inputMode="decimal" />}</Field>
      <Field label="Instalment due">{(p) => <Input {...p} name="dueDate" type="date" />}</Field>
      <Button type="submit">Add instalment</Button>
      {error && (
        <p role="alert" className="text-sm text-destructive-text sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}

/** Paid and still-due bars per month, drawn in SVG (no chart library); the same figures follow in a table. */
function CashFlowChart({ months, money }: { months: CashFlowMonth[]; money: (minor: number) => string }) {
  const max = Math.max(1, ...months.map((m) => m.paid + m.due));
  const barWidth = 24;
  const gap = 12;
  const height = 120;
  const width = months.length * (barWidth + gap);
  const label = (m: CashFlowMonth) => formatMonthYear(`${m.month}-01`);
  return (
    <figure>
      <svg
        role="img"
        aria-labelledby="cash-flow-title"
        aria-describedby="cash-flow-desc"
        viewBox={`0 0 ${width} ${height}`}
        className="h-32 w-full max-w-full"
        preserveAspectRatio="xMinYMax meet"
      >
        <title id="cash-flow-title">What falls due each month</title>
        <desc id="cash-flow-desc">
          {months.map((m) => `${label(m)}: ${money(m.paid)} paid, ${money(m.due)} still due`).join('; ')}
        </desc>
        {months.map((m, i) => {
          const paidH = (m.paid / max) * height;
          const dueH = (m.due / max) * height;
          const x = i * (barWidth + gap);
          return (
            <g key={m.month}>
              <rect x={x} y={height - paidH} width={barWidth} height={paidH} className="fill-success-text" />
              <rect
                x={x}
                y={height - paidH - dueH}
                width={barWidth}
                height={dueH}
                className="fill-warning-text"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-muted-foreground">
        Lower bar: paid. Upper bar: still due.
      </figcaption>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Cash flow by month</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-2">
              Month
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Paid
            </th>
            <th scope="col" className="py-1 text-right">
              Still due
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t border-border">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {label(m)}
              </th>
              <td className="py-1 pr-2 text-right">{money(m.paid)}</td>
              <td className="py-1 text-right">{money(m.due)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
