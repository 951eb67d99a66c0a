import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { resetCurrencyDetectionForTests } from '@/lib/money/detect-currency';
import { holdList } from '../../../tests/hold-list';
import { renderApp } from '../../../tests/render-app';
import BudgetPage from './budget-page';
import type { Expense } from './model';

let country = 'IN';
const geoFetch = vi.fn(async () => new Response(JSON.stringify({ country_code: country })));

beforeEach(() => {
  country = 'IN';
  geoFetch.mockClear();
  vi.stubGlobal('fetch', geoFetch);
  resetCurrencyDetectionForTests();
});
afterEach(() => vi.unstubAllGlobals());

async function renderBudget(options: Parameters<typeof renderApp>[1] = {}) {
  const utils = await renderApp(
    <>
      <BudgetPage />
      <Toaster />
    </>,
    { path: '/budget', ...options },
  );
  // The title shows at once; the figures once they have been read.
  await screen.findByRole('region', { name: 'Total Budget' });
  const user = userEvent.setup();
  const storedExpenses = () => utils.backend.forUser(utils.session!).collections.list<Expense>('expenses');
  return { ...utils, user, storedExpenses };
}

const totalCard = () => screen.getByRole('region', { name: 'Total Budget' });
// By its label rather than role: the list is also checked while a modal dialog hides the page from the
// accessibility tree (where hidden elements have no accessible name).
const expenseList = () => document.querySelector<HTMLElement>('ul[aria-label="Expenses"]')!;
const expenseRows = () => within(screen.getByRole('list', { name: 'Expenses' })).getAllByRole('listitem');
const categoryCard = (name: string) =>
  within(screen.getByRole('list', { name: 'Budget categories' }))
    .getByRole('heading', { name })
    .closest('li')!;

async function editTotal(user: ReturnType<typeof userEvent.setup>, text: string, currency?: string) {
  await user.click(screen.getByRole('button', { name: 'Edit total budget' }));
  // The editor's code arrives with the first Edit.
  await screen.findByRole('form', { name: 'Edit total budget' });
  if (currency) await user.selectOptions(screen.getByLabelText('Currency'), currency);
  const amount = screen.getByLabelText('Amount');
  await user.clear(amount);
  if (text) await user.type(amount, text);
}

async function saveTotal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  // The editor's own preview shows the amount too: wait for edit mode to end.
  await waitFor(() => expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument());
}

describe('BudgetPage', () => {
  it('shows its title at once and its actions once the figures have been read', async () => {
    const { withBackend, release } = holdList('expenses');
    await renderApp(<BudgetPage />, { path: '/budget', withBackend });
    expect(await screen.findByRole('heading', { name: 'Budget Tracker' })).toBeInTheDocument();
    expect(
      screen.getByText('Plan what each part of the day costs and keep track of every payment.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Total Budget' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('region', { name: 'Total Budget' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('shows the default total, the seven categories and the sample expenses with their totals', async () => {
    await renderBudget();
    expect(totalCard()).toHaveTextContent('₹30,00,000(30.00 L)');
    const categories = within(screen.getByRole('list', { name: 'Budget categories' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(categories).toEqual([
      'Venue',
      'Catering',
      'Photography',
      'Attire',
      'Flowers',
      'Music',
      'Miscellaneous',
    ]);
    expect(expenseRows()).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Spent' }).parentElement).toHaveTextContent('₹7,10,000');
    expect(screen.getByRole('heading', { name: 'Remaining' }).parentElement).toHaveTextContent('₹22,90,000');
    expect(screen.getByRole('heading', { name: 'Paid' }).parentElement).toHaveTextContent('₹5,25,000');
    expect(categoryCard('Venue')).toHaveTextContent('Planned₹9,00,000Actual₹3,00,000');
    expect(
      screen.getByText(/Planned ₹28,00,000 of ₹30,00,000 · ₹2,00,000 not yet allocated/),
    ).toBeInTheDocument();
  });

  it('edits the total with the lakh/crore shorthand, refuses junk, and keeps the result', async () => {
    const first = await renderBudget();
    const { user } = first;
    await editTotal(user, '45L');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('placeholder', 'e.g., 30L or 3Cr');
    expect(screen.getByText(/Saves as/)).toHaveTextContent('Saves as ₹45,00,000 (45.00 L)');
    await saveTotal(user);
    expect(totalCard()).toHaveTextContent('₹45,00,000(45.00 L)');

    await editTotal(user, '3Cr');
    await saveTotal(user);
    expect(totalCard()).toHaveTextContent('₹3,00,00,000(3.00 Cr)');

    for (const junk of ['abc', '0', '-5L', '']) {
      await editTotal(user, junk);
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.type(screen.getByLabelText('Amount'), '{Enter}');
      expect(screen.getByLabelText('Amount')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
    }
    expect(totalCard()).toHaveTextContent('₹3,00,00,000');

    first.unmount();
    await renderBudget({ reuse: { backend: first.backend, session: first.session } });
    expect(totalCard()).toHaveTextContent('₹3,00,00,000(3.00 Cr)');
  });

  it('switches currency: other currencies keep only digits and the point', async () => {
    const { user } = await renderBudget();
    await editTotal(user, '$45,000.50', 'USD');
    expect(screen.getByLabelText('Currency')).toHaveDisplayValue('USD - US Dollar');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('placeholder', 'Enter amount');
    await saveTotal(user);
    expect(totalCard()).toHaveTextContent('$45,000.5');
    // The plan's amounts follow the currency label.
    expect(categoryCard('Venue')).toHaveTextContent('$900,000');
  });

  it('adds an expense through the dialog, with the schema’s messages for bad input', async () => {
    const { user, storedExpenses } = await renderBudget();
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    expect(await within(dialog).findByText('Add a description')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount greater than 0')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Description'), 'Cake tasting, "three tiers"');
    await user.type(within(dialog).getByLabelText('Amount'), '1.5L');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-01');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Catering');
    await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(expenseRows()[0]).toHaveTextContent('Cake tasting, "three tiers"Catering·Dec 1, 2026₹1,50,000');
    expect(categoryCard('Catering')).toHaveTextContent('Actual₹3,00,000');
    expect(screen.getByRole('heading', { name: 'Spent' }).parentElement).toHaveTextContent('₹8,60,000');
    expect((await storedExpenses()).at(-1)).toMatchObject({
      description: 'Cake tasting, "three tiers"',
      amount: 150_000,
      date: '2026-12-01',
      categoryId: 'catering',
      paid: false,
    });
  });

  it('adds one expense for a double-click on Add', async () => {
    const { user, storedExpenses } = await renderBudget();
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Description'), 'Favours');
    await user.type(within(dialog).getByLabelText('Amount'), '5000');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await storedExpenses()).filter((e) => e.description === 'Favours')).toHaveLength(1);
    expect(within(expenseList()).getAllByText('Favours')).toHaveLength(1);
  });

  it('edits, marks paid and deletes an expense', async () => {
    const { user, storedExpenses } = await renderBudget();
    await user.click(screen.getByRole('button', { name: 'Edit DJ booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('25000');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Live band booking');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Expense' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(categoryCard('Music')).toHaveTextContent('Actual₹60,000');

    const paid = screen.getByRole('checkbox', { name: 'Paid: Live band booking' });
    expect(paid).not.toBeChecked();
    await user.click(paid);
    await waitFor(() => expect(paid).toBeChecked());
    expect(screen.getByRole('heading', { name: 'Paid' }).parentElement).toHaveTextContent('₹5,85,000');

    // One expense goes at once, with Undo; Undo brings it back in its place.
    const order = async () => (await storedExpenses()).map((e) => e.description);
    const before = await order();
    await user.click(screen.getByRole('button', { name: 'Delete Live band booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(expenseList()).queryByText('Live band booking')).not.toBeInTheDocument(),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await within(expenseList()).findByText('Live band booking')).toBeInTheDocument();
    await waitFor(async () => expect(await order()).toEqual(before));
    await user.click(screen.getByRole('button', { name: 'Delete Live band booking' }));
    expect(await screen.findByText('Deleted "Live band booking".')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(expenseList()).queryByText('Live band booking')).not.toBeInTheDocument(),
    );
    expect((await storedExpenses()).map((e) => e.description)).not.toContain('Live band booking');
    expect(await storedExpenses()).toHaveLength(5);
  });

  it('searches by description or category and filters by category', async () => {
    const { user } = await renderBudget();
    await user.type(screen.getByRole('searchbox', { name: 'Search expenses...' }), 'DEPOSIT');
    expect(expenseRows().map((r) => within(r).getAllByText(/./)[0].textContent)).toEqual([
      'Venue booking deposit',
    ]);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'photo');
    expect(expenseRows()).toHaveLength(1);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No expenses found')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByLabelText('Filter by category'), 'Attire');
    expect(expenseRows()).toHaveLength(1);
    expect(expenseRows()[0]).toHaveTextContent('Wedding outfit');
  });

  it('edits, adds and deletes categories; a category with expenses asks first and its expenses stay', async () => {
    const { user, storedExpenses } = await renderBudget();
    await user.click(screen.getByRole('button', { name: 'Delete Venue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this category?' });
    expect(confirm).toHaveTextContent(
      '"Venue" will be removed. Its expense stays in your budget as uncategorized.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Venue' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Venue' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await user.clear(within(dialog).getByLabelText('Planned Amount'));
    await user.type(within(dialog).getByLabelText('Planned Amount'), '10L');
    await user.click(within(dialog).getByRole('button', { name: 'Save Category' }));
    await waitFor(() => expect(categoryCard('Venue')).toHaveTextContent('Planned₹10,00,000'));

    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Category Name'), 'Jewellery');
    await user.type(within(dialog).getByLabelText('Planned Amount'), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Enter an amount (0 or more)')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Planned Amount'));
    await user.type(within(dialog).getByLabelText('Planned Amount'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(categoryCard('Jewellery')).toHaveTextContent('Planned₹0'));

    // No expenses: it goes at once, with Undo.
    await user.click(screen.getByRole('button', { name: 'Delete Miscellaneous' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Miscellaneous' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Deleted "Miscellaneous".')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Venue' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this category?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Venue' })).not.toBeInTheDocument());
    expect(await screen.findByText(/Uncategorized expenses: ₹3,00,000/)).toBeInTheDocument();
    expect((await storedExpenses()).map((e) => e.description)).toContain('Venue booking deposit');
    await user.click(
      within(screen.getByText('Deleted "Venue".').closest('li')!).getByRole('button', { name: 'Undo' }),
    );
    await waitFor(() => expect(categoryCard('Venue')).toHaveTextContent('Actual₹3,00,000'));
  });

  it('exports the expenses as a CSV download', async () => {
    const { user } = await renderBudget();
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:budget';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^wedding-budget-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(this.href).toBe('blob:budget');
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob!);
    });
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Description,Category,Amount,Currency,Paid');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},Venue booking deposit,Venue,300000,INR,Yes$/);
    expect(lines[6]).toMatch(/,DJ booking,Music,25000,INR,No$/);
    expect(blob!.type).toBe('text/csv;charset=utf-8');
    vi.restoreAllMocks();
  });

  it('keeps the dialog and its values when the browser refuses the write', async () => {
    const { user } = await renderBudget();
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Description'), 'Mehendi artist');
    await user.type(within(dialog).getByLabelText('Amount'), '35000');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Add Expense' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        "Couldn't save the expense. Your details are still here",
      );
    } finally {
      put.mockRestore();
    }
    expect(
      await screen.findByText(
        /This browser has run out of storage space for your plan, so the expense wasn't saved/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Mehendi artist');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('35000');
    expect(within(expenseList()).queryByText('Mehendi artist')).not.toBeInTheDocument();
  });

  it('keeps the budget editor open with the entry when the profile save is refused', async () => {
    const { user } = await renderBudget();
    await editTotal(user, '50L');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(totalCard()).findByRole('alert')).toHaveTextContent("Couldn't save your budget");
    } finally {
      put.mockRestore();
    }
    expect(screen.getByLabelText('Amount')).toHaveValue('50L');
  });

  it('offers the detected currency once, without changing the budget until the couple saves', async () => {
    country = 'US';
    const first = await renderBudget();
    const { user } = first;
    const offer = await screen.findByText(/Your location suggests USD/);
    expect(totalCard()).toHaveTextContent('₹30,00,000');
    expect(geoFetch).toHaveBeenCalledTimes(1);
    await user.click(
      within(offer.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Use USD' }),
    );
    expect(screen.getByLabelText('Currency')).toHaveDisplayValue('USD - US Dollar');
    expect(screen.getByText(/Saves as/)).toHaveTextContent('Saves as $3,000,000');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(totalCard()).toHaveTextContent('₹30,00,000');

    first.unmount();
    resetCurrencyDetectionForTests();
    await renderBudget({ reuse: { backend: first.backend, session: first.session } });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText(/Your location suggests/)).not.toBeInTheDocument();
    // The answer was cached: no second lookup.
    expect(geoFetch).toHaveBeenCalledTimes(1);
  });

  it('does not offer a currency to a couple who already set their budget', async () => {
    const first = await renderBudget();
    await editTotal(first.user, '20L');
    await saveTotal(first.user);
    first.unmount();

    country = 'GB';
    localStorage.clear();
    resetCurrencyDetectionForTests();
    await renderBudget({ reuse: { backend: first.backend, session: first.session } });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText(/Your location suggests/)).not.toBeInTheDocument();
    expect(totalCard()).toHaveTextContent('₹20,00,000');
    // Never offered, so the offer was never recorded either.
    expect(await first.backend.forUser(first.session!).collections.claimSeed('budget_currency_hint')).toBe(
      true,
    );
  });

  it('shows the page when the location lookup fails', async () => {
    geoFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderBudget();
    expect(totalCard()).toHaveTextContent('₹30,00,000');
  });
});
