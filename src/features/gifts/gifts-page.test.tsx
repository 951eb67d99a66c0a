import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { todayIso } from '@/lib/dates';
import { renderApp } from '../../../tests/render-app';
import GiftsPage from './gifts-page';
import type { Gift } from './model';

const base = { source: 'couple', confirmed: true, thankYou: 'to-write' } as const;

/** A couple in rupees with two households (one with an address), a bought registry item and a few gifts. */
async function renderGifts(path = '/gifts') {
  const setup = await renderApp(<p>setup</p>, { email: 'gifts@example.com' });
  const ports = setup.backend.forUser(setup.session!);
  await ports.profile.save({ budget: { total: 0, currency: 'INR' } });
  const at = new Date().toISOString();
  await ports.collections.putMany('households', [
    {
      id: 'h1',
      name: 'The Sharmas',
      address: '12 MG Road\nPune 411001',
      rsvpToken: 'Qw3rty_-Asdfgh12345678',
      createdAt: at,
    },
    { id: 'h2', name: 'The Iyers', rsvpToken: 'Zx3rty_-Asdfgh12345678', createdAt: at },
  ]);
  await ports.collections.seed('registry_items', []);
  await ports.collections.putMany('registry_items', [
    { id: 'i1', name: 'Tea set', price: 40, priority: 'medium', purchased: true, boughtBy: 'Auntie Lata' },
    { id: 'i2', name: 'Toaster', price: 30, priority: 'low', purchased: false },
  ]);
  await ports.collections.putMany('gifts', [
    {
      ...base,
      id: 'g1',
      kind: 'cash',
      description: 'Shagun',
      amount: 51000,
      householdId: 'h1',
      eventId: 'ceremony',
    },
    {
      ...base,
      id: 'g2',
      kind: 'gift',
      description: 'Silver lamp',
      householdId: 'h2',
      thankYou: 'sent',
      thankedOn: '2026-01-02',
    },
    {
      ...base,
      id: 'g3',
      kind: 'cash',
      description: 'Sent to Honeymoon',
      amount: 1100,
      householdId: 'h2',
      source: 'guest-report',
      confirmed: false,
    },
  ]);
  const utils = await renderApp(
    <>
      <GiftsPage />
      <Toaster />
    </>,
    { path, reuse: { backend: setup.backend, session: setup.session } },
  );
  await screen.findByRole('heading', { level: 1, name: 'Gifts & thank-yous' });
  await waitFor(() => expect(screen.queryByText('Loading your gifts')).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  const stored = () => ports.collections.list<Gift>('gifts');
  return { ...utils, ports, stored, user: userEvent.setup() };
}

const cards = () => within(screen.getByRole('list', { name: 'Gifts' })).queryAllByRole('listitem');
const card = (description: string) => cards().find((li) => li.textContent?.includes(description))!;
const region = (name: string) => screen.getByRole('region', { name });

describe('GiftsPage', () => {
  it('lists bought registry items with the other gifts, totals confirmed gifts by type and event, and flags reports to confirm', async () => {
    await renderGifts();
    expect(cards().map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Tea set',
      'Shagun',
      'Silver lamp',
      'Sent to Honeymoon',
    ]);
    expect(card('Tea set')).toHaveTextContent('From Auntie Lata');
    expect(card('Shagun')).toHaveTextContent('₹51,000');
    expect(card('Shagun')).toHaveTextContent('From The Sharmas · Ceremony');
    expect(screen.getByText('1 gift reported by a guest waits for your confirmation.')).toBeInTheDocument();
    // The unconfirmed report counts nowhere yet.
    expect(region('Gifts received')).toHaveTextContent('3Cash ₹51,0002 thank-yous still owed');
    expect(region('By type')).toHaveTextContent('Registry item1 giftOther gift1 giftCash1 gift · ₹51,000');
    expect(region('By event')).toHaveTextContent('Ceremony1 gift · ₹51,000No particular event2 gifts');
  });

  it('confirms a guest report, which then counts and owes a thank-you', async () => {
    const { user, stored } = await renderGifts();
    await user.click(screen.getByRole('button', { name: 'To confirm' }));
    expect(cards()).toHaveLength(1);
    await user.click(
      within(card('Sent to Honeymoon')).getByRole('button', { name: 'Confirm Sent to Honeymoon' }),
    );
    await waitFor(() => expect(region('Gifts received')).toHaveTextContent('3 thank-yous still owed'));
    expect(screen.queryByText(/waits for your confirmation/)).not.toBeInTheDocument();
    await waitFor(async () => expect((await stored()).find((g) => g.id === 'g3')?.confirmed).toBe(true));
  });

  it('marks a thank-you sent with today’s date, saving a registry gift’s row the first time', async () => {
    const { user, stored } = await renderGifts();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Thank-you for Tea set' }), 'sent');
    await waitFor(() => expect(region('Gifts received')).toHaveTextContent('1 thank-you still owed'));
    await waitFor(async () =>
      expect((await stored()).find((g) => g.registryItemId === 'i1')).toMatchObject({
        id: 'registry.i1',
        kind: 'registry',
        thankYou: 'sent',
        thankedOn: todayIso(),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Thank-you owed' }));
    expect(cards().map((li) => li.querySelector('p')!.textContent)).toEqual(['Shagun']);
  });

  it('adds a cash gift typed in lakhs, refusing a missing amount and keeping what was typed', async () => {
    const { user, stored } = await renderGifts();
    await user.click(screen.getByRole('button', { name: 'Add Gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Gift' });
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.type(within(dialog).getByLabelText('Description'), 'Shagun from the office');
    await user.type(within(dialog).getByLabelText("Giver's name"), 'Office friends');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gift' }));
    expect(await within(dialog).findByText('Enter an amount greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Shagun from the office');
    await user.type(within(dialog).getByLabelText('Amount'), '1.5L');
    await user.selectOptions(within(dialog).getByLabelText('Event'), 'reception');
    await user.click(within(dialog).getByRole('button', { name: 'Add Gift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Shagun from the office')).toHaveTextContent('₹1,50,000');
    expect(card('Shagun from the office')).toHaveTextContent('From Office friends · Reception');
    expect((await stored()).find((g) => g.description === 'Shagun from the office')).toMatchObject({
      kind: 'cash',
      amount: 150000,
      fromName: 'Office friends',
      eventId: 'reception',
      receivedOn: todayIso(),
      source: 'couple',
    });
  });

  it('edits a gift, and deletes one with Undo; a registry gift offers no delete', async () => {
    const { user, stored } = await renderGifts();
    await user.click(screen.getByRole('button', { name: 'Edit Silver lamp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gift' });
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Silver diya set');
    await user.click(within(dialog).getByRole('button', { name: 'Save Gift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await stored()).find((g) => g.id === 'g2')).toMatchObject({
      description: 'Silver diya set',
      thankYou: 'sent',
      thankedOn: '2026-01-02',
    });

    expect(screen.queryByRole('button', { name: 'Delete Tea set' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Shagun' }));
    await waitFor(() => expect(card('Shagun')).toBeUndefined());
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(card('Shagun')).toBeDefined());
    await waitFor(async () => expect((await stored()).some((g) => g.id === 'g1')).toBe(true));
  });

  it('searches by description, giver and household', async () => {
    const { user } = await renderGifts();
    await user.type(screen.getByRole('searchbox'), 'iyers');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByText('Showing 2 of 2 gifts')).toBeInTheDocument();
  });

  it('exports the whole ledger, bought registry items included, as a CSV download', async () => {
    const { user } = await renderGifts();
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:gifts';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^wedding-gifts-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blob!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines).toContain(',Shagun,Cash,51000,INR,The Sharmas,Ceremony,To write,,Yes,');
    expect(lines).toContain(',Tea set,Registry item,,,Auntie Lata,,To write,,Yes,');
    expect(await screen.findByText('Exported 4 gifts.')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('the thank-you list groups what is owed by household with the address, and prints on its own', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await renderGifts('/gifts?tab=thank-yous');
    const groups = within(screen.getByRole('list', { name: 'Thank-yous owed' }));
    const heads = groups.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(heads).toEqual(['The Sharmas', 'Auntie Lata']);
    expect(groups.getAllByRole('listitem')[0]).toHaveTextContent('12 MG Road');
    expect(groups.getAllByRole('listitem')[0]).toHaveTextContent('Shagun (₹51,000)');
    expect(screen.getByTestId('gifts-print-sheet')).toHaveTextContent('The Sharmas12 MG Road');

    await user.click(screen.getByRole('button', { name: 'Print thank-you list' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.title).toBe('Thank-you list');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.title).not.toBe('Thank-you list');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Thank-you for Shagun' }), 'sent');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'The Sharmas' })).not.toBeInTheDocument(),
    );
    print.mockRestore();
  });
});
