import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, subDays } from 'date-fns';
import { Toaster } from '@/components/ui/toaster';
import { toIsoDate } from '@/lib/dates';
import { memoryFiles } from '../../../tests/fakes/memory-files';
import { renderApp } from '../../../tests/render-app';
import BudgetPage from './budget-page';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ country_code: 'IN' }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

const standingRow = async (name: string) =>
  within(await screen.findByRole('table', { name: /Committed and paid/ })).getByRole('row', {
    name: new RegExp(`^${name}`),
  });

describe('the payment schedule on /budget', () => {
  it('adds an overdue instalment, marks it paid, and the category’s paid figure moves', async () => {
    await renderApp(
      <>
        <BudgetPage />
        <Toaster />
      </>,
      { path: '/budget' },
    );
    const user = userEvent.setup();
    // The sample caterer advance (₹1,50,000) is paid by its box; its category's paid starts there.
    expect(within(await standingRow('Catering')).getAllByRole('cell')[2]).toHaveTextContent('₹1,50,000');

    await user.selectOptions(await screen.findByLabelText('Instalment for'), 'Caterer advance');
    await user.type(screen.getByLabelText('Instalment amount'), '40000');
    await user.type(screen.getByLabelText('Instalment due'), toIsoDate(subDays(new Date(), 3)));
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));

    const schedule = await screen.findByRole('list', { name: 'Payment schedule' });
    expect(within(schedule).getByRole('listitem')).toHaveTextContent(
      /Caterer advance: ₹40,000 due .*Overdue/,
    );
    // With an instalment, the expense's paid figure is its paid instalments: none yet.
    await waitFor(async () =>
      expect(within(await standingRow('Catering')).getAllByRole('cell')[2]).toHaveTextContent('₹0'),
    );

    await user.click(within(schedule).getByRole('button', { name: /^Mark paid: Caterer advance/ }));
    await waitFor(() => expect(within(schedule).getByRole('listitem')).toHaveTextContent(/Paid/));
    await waitFor(async () =>
      expect(within(await standingRow('Catering')).getAllByRole('cell')[2]).toHaveTextContent('₹40,000'),
    );
  });

  it('refuses an instalment without an amount, in words, and keeps what was typed', async () => {
    await renderApp(<BudgetPage />, { path: '/budget' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Instalment for'), 'DJ booking');
    await user.type(screen.getByLabelText('Instalment due'), '2027-01-10');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount greater than 0');
    expect(screen.getByLabelText('Instalment due')).toHaveValue('2027-01-10');
  });

  it('draws the cash flow as an image with the same figures in a table', async () => {
    await renderApp(<BudgetPage />, { path: '/budget' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Instalment for'), 'DJ booking');
    await user.type(screen.getByLabelText('Instalment amount'), '5000');
    await user.type(screen.getByLabelText('Instalment due'), '2027-01-10');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    const chart = await screen.findByRole('img', { name: 'What falls due each month' });
    expect(chart).toHaveAccessibleDescription('January 2027: ₹0 paid, ₹5,000 still due');
    const table = screen.getByRole('table', { name: 'Cash flow by month' });
    expect(within(table).getByRole('row', { name: /January 2027/ })).toHaveTextContent('₹0₹5,000');

    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:schedule';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^payment-schedule-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    await user.click(screen.getByRole('button', { name: 'Download schedule (CSV)' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await blob!.text()).toMatch(/2027-01-10,DJ booking,5000,INR,/);
  });

  it('edits an instalment’s reminder days: due soon follows them, and a refused value stays with its reason', async () => {
    await renderApp(<BudgetPage />, { path: '/budget' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Instalment for'), 'DJ booking');
    await user.type(screen.getByLabelText('Instalment amount'), '5000');
    await user.type(screen.getByLabelText('Instalment due'), toIsoDate(addDays(new Date(), 10)));
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    const schedule = await screen.findByRole('list', { name: 'Payment schedule' });
    await waitFor(() => expect(within(schedule).getByRole('listitem')).toHaveTextContent(/Upcoming/));

    await user.click(within(schedule).getByRole('button', { name: /^Edit: DJ booking/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Instalment' });
    const reminders = await within(dialog).findByLabelText('Reminders (days before)');
    expect(reminders).toHaveValue('7, 1');
    await user.clear(reminders);
    await user.type(reminders, '400');
    await user.type(within(dialog).getByLabelText('Note'), 'Second half');
    await user.click(within(dialog).getByRole('button', { name: 'Save Instalment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A reminder can be at most 365 days before',
    );
    expect(reminders).toHaveValue('400');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Second half');

    await user.clear(reminders);
    await user.type(reminders, '14 and 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Instalment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Its first reminder now opens 14 days ahead, so it is due soon (and listed on the overview and Notifications).
    await waitFor(() => expect(within(schedule).getByRole('listitem')).toHaveTextContent(/Due soon/));

    await user.click(within(schedule).getByRole('button', { name: /^Edit: DJ booking/ }));
    const again = await screen.findByRole('dialog', { name: 'Edit Instalment' });
    expect(await within(again).findByLabelText('Reminders (days before)')).toHaveValue('14, 1');
    expect(within(again).getByLabelText('Note')).toHaveValue('Second half');
  });

  it('attaches a receipt to an instalment, downloads it, refuses a wrong file in words, and removes it', async () => {
    const files = memoryFiles();
    await renderApp(
      <>
        <BudgetPage />
        <Toaster />
      </>,
      { path: '/budget', withBackend: files.wrap },
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Instalment for'), 'DJ booking');
    await user.type(screen.getByLabelText('Instalment amount'), '5000');
    await user.type(screen.getByLabelText('Instalment due'), '2027-01-10');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    const row = async () =>
      within(await screen.findByRole('list', { name: 'Payment schedule' })).getByRole('listitem');
    const input = async () => within(await row()).getByLabelText(/^Receipt file for DJ booking/);

    // applyAccept off: the picker's filter is only a hint; a drag or "All files" can still hand anything over.
    await userEvent
      .setup({ applyAccept: false })
      .upload(await input(), new File(['x'], 'receipt.docx', { type: 'application/msword' }));
    expect(await within(await row()).findByRole('alert')).toHaveTextContent(
      'Receipts must be a PDF or an image (PNG, JPEG or WebP).',
    );
    expect(files.store.size).toBe(0);

    await user.upload(await input(), new File(['png'], 'UPI screenshot.png', { type: 'image/png' }));
    expect(await within(await row()).findByText('Receipt saved.')).toBeInTheDocument();
    expect(await row()).toHaveTextContent('Receipt: UPI-screenshot.png');
    expect([...files.store.keys()]).toEqual([
      expect.stringMatching(/^receipts\/[^/]+\/UPI-screenshot\.png$/),
    ]);

    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:receipt';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(within(await row()).getByRole('button', { name: /^Download receipt: DJ booking/ }));
    await waitFor(() => expect(names).toEqual(['UPI-screenshot.png']));
    expect(await blob!.text()).toBe('png');

    await user.click(within(await row()).getByRole('button', { name: /^Remove receipt: DJ booking/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this receipt?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(
      await within(await row()).findByRole('button', { name: /^Attach receipt: DJ booking/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(files.store.size).toBe(0));
  });

  it('adds an instalment to a booked vendor, not only to an expense', async () => {
    await renderApp(<BudgetPage />, { path: '/budget' });
    const user = userEvent.setup();
    const owner = await screen.findByLabelText('Instalment for');
    await waitFor(() =>
      expect(within(owner).getByRole('group', { name: 'Booked vendors' })).toHaveTextContent(
        'Rosewood Manor',
      ),
    );
    await user.selectOptions(owner, 'Rosewood Manor');
    await user.type(screen.getByLabelText('Instalment amount'), '25000');
    await user.type(screen.getByLabelText('Instalment due'), '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Add instalment' }));
    const schedule = await screen.findByRole('list', { name: 'Payment schedule' });
    expect(within(schedule).getByRole('listitem')).toHaveTextContent(/^Rosewood Manor: ₹25,000 due/);
  });
});
