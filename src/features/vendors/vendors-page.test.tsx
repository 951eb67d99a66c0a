import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { memoryFiles } from '../../../tests/fakes/memory-files';
import { openLocalDb } from '@/lib/backend/local/db';
import { localAccount } from '@/lib/backend/local/test-accounts';
import { renderApp } from '../../../tests/render-app';
import { CONTRACT_MAX_BYTES } from './contract';
import type { Vendor } from './model';
import VendorsPage from './vendors-page';

async function renderVendors(options: Parameters<typeof renderApp>[1] = {}) {
  const files = memoryFiles();
  const utils = await renderApp(
    <>
      <VendorsPage />
      <Toaster />
    </>,
    { path: '/vendors', withBackend: files.wrap, ...options },
  );
  // The first load signs up and seeds on fake-indexeddb, which is slow on a busy machine.
  await screen.findByRole('list', { name: 'Vendors' }, { timeout: 10_000 });
  const user = userEvent.setup();
  const stored = () => utils.backend.forUser(utils.session!).collections.list<Vendor>('planning_vendors');
  return { ...utils, user, stored, files };
}

// By its label rather than role: the list is also read while a modal dialog hides the page from the
// accessibility tree.
const vendorList = () => document.querySelector<HTMLElement>('ul[aria-label="Vendors"]')!;
const names = () => [...vendorList().querySelectorAll('h3')].map((h) => h.textContent);
const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Vendors' }))
    .getByRole('heading', { name })
    .closest('li[class]') as HTMLElement;
const summary = (name: string) => screen.getByRole('region', { name });
const pdf = (name = 'contract.pdf', size?: number) => {
  const f = new File(['%PDF-1.4 contract'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(f, 'size', { value: size });
  return f;
};

// Generous: these mount the whole page on fake-indexeddb, slow on a machine shared by many test runs.
describe('VendorsPage', { timeout: 60_000 }, () => {
  it("shows prices in the couple's currency, the one their budget uses", async () => {
    const first = await renderVendors();
    expect(summary('Total Vendor Budget')).toHaveTextContent('₹26,100');
    await first.backend.forUser(first.session!).profile.save({ budget: { total: 40_000, currency: 'EUR' } });
    first.unmount();
    const { user } = await renderVendors({ reuse: { backend: first.backend, session: first.session } });
    expect(summary('Total Vendor Budget')).toHaveTextContent('€26,100');
    expect(card('Rosewood Manor')).toHaveTextContent('€12,000');
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vendor' });
    expect(within(dialog).getByLabelText('Price (EUR)')).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Prices are in EUR, your budget's currency");
  });

  it('shows the sample vendors, the summary cards, the chips and the appointments panel', async () => {
    await renderVendors();
    expect(names()).toEqual([
      'Rosewood Manor',
      'Bella Cucina Catering',
      'Lens & Light Photography',
      'Petal & Stem Florals',
    ]);
    expect(summary('Total Vendor Budget')).toHaveTextContent('₹26,100');
    expect(summary('Deposits Paid')).toHaveTextContent('2 of 450% paid');
    expect(summary('Contracts Signed')).toHaveTextContent('1 of 425% signed');
    const rosewood = card('Rosewood Manor');
    expect(rosewood).toHaveTextContent('Elena Ruiz');
    expect(within(rosewood).getByRole('link', { name: '(555) 201-4410' })).toHaveAttribute(
      'href',
      'tel:5552014410',
    );
    expect(within(rosewood).getByRole('link', { name: 'events@rosewood.example.com' })).toHaveAttribute(
      'href',
      'mailto:events@rosewood.example.com',
    );
    expect(rosewood).toHaveTextContent('₹12,000');
    expect(within(rosewood).getByRole('checkbox', { name: 'Deposit Paid: Rosewood Manor' })).toBeChecked();
    expect(within(rosewood).getByRole('checkbox', { name: 'Contract Signed: Rosewood Manor' })).toBeChecked();
    expect(rosewood).toHaveTextContent(/Final payment due \w{3} \d+, \d{4}/);
    expect(
      within(screen.getByRole('group', { name: 'Filter by category' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Venue', 'Catering', 'Photography', 'Florist', 'Cake', 'DJ', 'Other']);
    const appointments = within(screen.getByRole('region', { name: 'Upcoming Vendor Appointments' }));
    expect(appointments.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'Cake Tasting',
      'Floral Consultation',
      'DJ Planning Meeting',
      'Venue Final Walkthrough',
    ]);
  });

  it('filters by chip and searches name, category or contact name; says when nothing matches', async () => {
    const { user } = await renderVendors();
    const chips = screen.getByRole('group', { name: 'Filter by category' });
    await user.click(within(chips).getByRole('button', { name: 'Florist' }));
    expect(names()).toEqual(['Petal & Stem Florals']);
    await user.click(within(chips).getByRole('button', { name: 'Cake' }));
    expect(screen.getByText('No vendors found')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'All' }));
    const search = screen.getByRole('searchbox', { name: 'Search vendors...' });
    await user.type(search, 'PRIYA');
    await waitFor(() => expect(names()).toEqual(['Lens & Light Photography']));
    await user.clear(search);
    await user.type(search, 'catering');
    await waitFor(() => expect(names()).toEqual(['Bella Cucina Catering']));
  });

  it('adds a vendor with the schema’s messages for bad input; the price falls back to 0', async () => {
    const first = await renderVendors();
    const { user } = first;
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vendor' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));
    expect(await within(dialog).findByText('Vendor name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Contact name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Vendor Name'), 'Sweet Layers Bakery');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Cake');
    await user.type(within(dialog).getByLabelText('Contact Name'), 'Tom Baker');
    await user.type(within(dialog).getByLabelText('Email'), 'tom@');
    await user.type(within(dialog).getByLabelText('Website'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));
    expect(
      await within(dialog).findByText('Enter an email address like name@example.com'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Use a web address that starts with http:// or https://'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.clear(within(dialog).getByLabelText('Website'));
    await user.type(within(dialog).getByLabelText('Website'), 'https://sweetlayers.example.com');
    await user.type(within(dialog).getByLabelText('Final Payment Due'), '2026-09-01');
    await user.click(within(dialog).getByLabelText('Deposit Paid'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const cake = card('Sweet Layers Bakery');
    expect(cake).toHaveTextContent('₹0');
    expect(cake).toHaveTextContent('Final payment due Sep 1, 2026');
    expect(within(cake).getByRole('link', { name: 'https://sweetlayers.example.com' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(summary('Deposits Paid')).toHaveTextContent('3 of 5');
    expect((await first.stored()).at(-1)).toMatchObject({
      name: 'Sweet Layers Bakery',
      category: 'Cake',
      contactName: 'Tom Baker',
      price: 0,
      depositPaid: true,
      contractSigned: false,
    });

    first.unmount();
    await renderVendors({ reuse: { backend: first.backend, session: first.session } });
    expect(names().at(-1)).toBe('Sweet Layers Bakery');
  });

  it('edits a vendor, toggles deposit and contract, and deletes after confirming', async () => {
    const { user, stored } = await renderVendors();
    await user.click(screen.getByRole('button', { name: 'Edit Lens & Light Photography' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    expect(within(dialog).getByLabelText('Price (INR)')).toHaveValue(3200);
    await user.clear(within(dialog).getByLabelText('Price (INR)'));
    await user.type(within(dialog).getByLabelText('Price (INR)'), '3450.75');
    await user.type(within(dialog).getByLabelText('Notes'), 'Second shooter included');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Lens & Light Photography')).toHaveTextContent('₹3,450.75');
    expect(card('Lens & Light Photography')).toHaveTextContent('Second shooter included');
    expect(summary('Total Vendor Budget')).toHaveTextContent('₹26,350.75');

    await user.click(screen.getByRole('checkbox', { name: 'Deposit Paid: Lens & Light Photography' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contract Signed: Lens & Light Photography' }));
    expect(summary('Deposits Paid')).toHaveTextContent('3 of 475% paid');
    expect(summary('Contracts Signed')).toHaveTextContent('2 of 450% signed');
    await user.click(screen.getByRole('checkbox', { name: 'Contract Signed: Lens & Light Photography' }));
    expect(summary('Contracts Signed')).toHaveTextContent('1 of 4');
    await waitFor(async () =>
      expect((await stored()).find((v) => v.id === 'sample-lens-light')).toMatchObject({
        price: 3450.75,
        depositPaid: true,
        contractSigned: false,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Bella Cucina Catering' }));
    expect(await screen.findByText('Deleted "Bella Cucina Catering".')).toBeInTheDocument();
    await waitFor(() => expect(names()).not.toContain('Bella Cucina Catering'));
    expect(summary('Total Vendor Budget')).toHaveTextContent('₹17,850.75');
    expect((await stored()).map((v) => v.id)).not.toContain('sample-bella-cucina');
  });

  it("a booked vendor's card holds its instalments: folded to a line, opened to add one, stored for that vendor", async () => {
    const { user, backend, session } = await renderVendors();
    // Only booked vendors (deposit paid or contract signed) carry payments: Lens & Light is neither.
    expect(within(card('Lens & Light Photography')).queryByText('Payments')).not.toBeInTheDocument();
    const rosewood = card('Rosewood Manor');
    await user.click(await within(rosewood).findByText('Payments'));
    expect(rosewood).toHaveTextContent('none yet');
    await user.click(within(rosewood).getByRole('button', { name: 'Add instalment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Instalment' });
    await user.type(await within(dialog).findByLabelText('Amount'), '4000');
    await user.type(within(dialog).getByLabelText('Due on'), '2099-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Add Instalment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const list = within(rosewood).getByRole('list', { name: 'Instalments: Rosewood Manor' });
    expect(list).toHaveTextContent('Rosewood Manor: ₹4,000 due');
    expect(rosewood).toHaveTextContent('1, next due');
    const payments = await backend
      .forUser(session!)
      .collections.list<{ id: string; vendorId?: string; amount: number }>('payments');
    expect(payments).toEqual([expect.objectContaining({ vendorId: 'sample-rosewood', amount: 4000 })]);
  });

  it('keeps the form and says so when the browser refuses the write; a double-click adds one vendor', async () => {
    const { user, stored } = await renderVendors();
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Vendor Name'), 'DJ Groove');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'DJ');
    await user.type(within(dialog).getByLabelText('Contact Name'), 'Sam');
    await user.type(within(dialog).getByLabelText('Price (INR)'), '1500');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Add Vendor' }));
      expect(
        await within(dialog).findByText(/Couldn't save the vendor. Your details are still here/),
      ).toBeInTheDocument();
    } finally {
      put.mockRestore();
    }
    expect(within(dialog).getByLabelText('Vendor Name')).toHaveValue('DJ Groove');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('DJ');
    expect(within(dialog).getByLabelText('Price (INR)')).toHaveValue(1500);
    expect(names()).not.toContain('DJ Groove');

    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Vendor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names().filter((n) => n === 'DJ Groove')).toHaveLength(1);
    expect((await stored()).filter((v) => v.name === 'DJ Groove')).toHaveLength(1);
  });

  describe('contracts', () => {
    /** The downloads started: each link's file name and the blob behind it. */
    const downloads: { name: string; href: string }[] = [];
    beforeEach(() => {
      downloads.length = 0;
      vi.stubGlobal('open', vi.fn());
      let n = 0;
      URL.createObjectURL = vi.fn(() => `blob:contract-${++n}`);
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push({ name: this.download, href: this.getAttribute('href') ?? '' });
      });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('uploads a PDF, downloads it again (never opened as a page), replaces it and removes it, keeping only the current file', async () => {
      const first = await renderVendors();
      const { user, files, stored } = first;
      const upload = () =>
        within(card('Lens & Light Photography')).getByLabelText('Contract file for Lens & Light Photography');

      await user.upload(upload(), pdf('Lens contract.pdf'));
      expect(
        await within(card('Lens & Light Photography')).findByText('Contract saved.'),
      ).toBeInTheDocument();
      expect(card('Lens & Light Photography')).toHaveTextContent('Lens-contract.pdf');
      expect([...files.store.keys()]).toEqual(['contracts/sample-lens-light/Lens-contract.pdf']);
      expect((await stored()).find((v) => v.id === 'sample-lens-light')?.contractFile).toBe(
        'contracts/sample-lens-light/Lens-contract.pdf',
      );

      await user.click(screen.getByRole('button', { name: 'Download contract: Lens & Light Photography' }));
      await waitFor(() =>
        expect(downloads).toEqual([{ name: 'Lens-contract.pdf', href: 'blob:contract-1' }]),
      );
      expect(window.open).not.toHaveBeenCalled();
      const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
      expect(blob.type).toBe('application/pdf');
      expect(await blob.text()).toBe('%PDF-1.4 contract');

      await user.upload(upload(), new File(['png'], 'signed page.png', { type: 'image/png' }));
      await waitFor(() => expect(card('Lens & Light Photography')).toHaveTextContent('signed-page.png'));
      // The replaced file is removed once the record points at the new one, a moment after the card shows it.
      await waitFor(() =>
        expect([...files.store.keys()]).toEqual(['contracts/sample-lens-light/signed-page.png']),
      );

      // A reload still knows the contract.
      first.unmount();
      const again = await renderVendors({
        reuse: { backend: first.backend, session: first.session },
        withBackend: files.wrap,
      });
      expect(card('Lens & Light Photography')).toHaveTextContent('signed-page.png');

      await again.user.click(
        screen.getByRole('button', { name: 'Remove contract: Lens & Light Photography' }),
      );
      await again.user.click(
        within(await screen.findByRole('dialog', { name: 'Remove this contract?' })).getByRole('button', {
          name: 'Remove',
        }),
      );
      expect(
        await within(card('Lens & Light Photography')).findByRole('button', {
          name: 'Upload Contract: Lens & Light Photography',
        }),
      ).toBeInTheDocument();
      await waitFor(() => expect(files.store.size).toBe(0));
      expect((await stored()).find((v) => v.id === 'sample-lens-light')?.contractFile).toBeUndefined();
    });

    it('refuses a file of the wrong type or over 10 MB, saying why and storing nothing', async () => {
      const { user, files } = await renderVendors();
      // applyAccept off: the picker's filter is only a hint; a drag or "All files" can still hand anything over.
      const typing = userEvent.setup({ applyAccept: false });
      const input = within(card('Rosewood Manor')).getByLabelText('Contract file for Rosewood Manor');
      await typing.upload(
        input,
        new File(['x'], 'contract.docx', {
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }),
      );
      expect(await within(card('Rosewood Manor')).findByRole('alert')).toHaveTextContent(
        'Contracts must be a PDF or an image (PNG, JPEG or WebP).',
      );
      await user.upload(input, pdf('huge.pdf', CONTRACT_MAX_BYTES + 5 * 1024 * 1024));
      await waitFor(() =>
        expect(within(card('Rosewood Manor')).getByRole('alert')).toHaveTextContent(
          'That file is 15.0 MB; contracts can be at most 10 MB.',
        ),
      );
      expect(files.store.size).toBe(0);
      expect(
        within(card('Rosewood Manor')).getByRole('button', { name: 'Upload Contract: Rosewood Manor' }),
      ).toBeEnabled();
    });

    it('says so when storage refuses the file, and removes a file whose vendor could not be saved', async () => {
      const { user, files } = await renderVendors();
      const input = () => within(card('Rosewood Manor')).getByLabelText('Contract file for Rosewood Manor');
      files.state.refuse = true;
      await user.upload(input(), pdf());
      expect(await within(card('Rosewood Manor')).findByRole('alert')).toHaveTextContent(
        "Couldn't store the contract. Please try again.",
      );
      expect(files.store.size).toBe(0);

      files.state.refuse = false;
      const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      try {
        await user.upload(input(), pdf());
        await waitFor(() =>
          expect(within(card('Rosewood Manor')).getByRole('alert')).toHaveTextContent(
            "Couldn't store the contract.",
          ),
        );
      } finally {
        put.mockRestore();
      }
      expect(files.store.size).toBe(0);
      expect(
        within(card('Rosewood Manor')).getByRole('button', { name: 'Upload Contract: Rosewood Manor' }),
      ).toBeInTheDocument();
    });

    it('deleting a vendor keeps its contract file until the Undo has passed; a missing file is reported when downloaded', async () => {
      const { user, files } = await renderVendors();
      await user.upload(
        within(card('Petal & Stem Florals')).getByLabelText('Contract file for Petal & Stem Florals'),
        pdf('florals.pdf'),
      );
      await within(card('Petal & Stem Florals')).findByText('florals.pdf');
      await user.upload(
        within(card('Rosewood Manor')).getByLabelText('Contract file for Rosewood Manor'),
        pdf('venue.pdf'),
      );
      // The name shows as the vendor is saved, a moment before the upload reports "Contract saved.": wait for that,
      // or it lands after the download below and replaces the download's alert.
      await within(card('Rosewood Manor')).findByText('Contract saved.');

      files.store.delete('contracts/sample-rosewood/venue.pdf');
      await user.click(screen.getByRole('button', { name: 'Download contract: Rosewood Manor' }));
      expect(await within(card('Rosewood Manor')).findByRole('alert')).toHaveTextContent(
        'That contract file is missing. Upload it again.',
      );
      expect(downloads).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Delete Petal & Stem Florals' }));
      await waitFor(() => expect(names()).not.toContain('Petal & Stem Florals'));
      expect(files.store.has('contracts/sample-petal-stem/florals.pdf')).toBe(true);
      await user.click(await screen.findByRole('button', { name: 'Undo' }));
      expect(await within(card('Petal & Stem Florals')).findByText('florals.pdf')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Delete Petal & Stem Florals' }));
      const notice = (await screen.findByText('Deleted "Petal & Stem Florals".')).closest('li')!;
      expect(files.store.has('contracts/sample-petal-stem/florals.pdf')).toBe(true);
      await user.click(within(notice).getByRole('button', { name: 'Dismiss notification' }));
      await waitFor(() => expect(files.store.has('contracts/sample-petal-stem/florals.pdf')).toBe(false));
    });
  });

  it('Find vendors lists approved vendors only, searches by category and location, and adds one in a click', async () => {
    const { user, stored } = await renderVendors();
    const db = await openLocalDb();
    await db.put('accounts', localAccount('root', { role: 'super_admin' }));
    for (const [userId, businessName, category, location, status] of [
      ['u1', 'Grand Hall', 'Venue', 'Austin, TX', 'approved'],
      ['u2', 'Velvet Strings', 'Music & Entertainment', 'Dallas, TX', 'approved'],
      ['u3', 'Pending Petals', 'Florist', 'Austin, TX', 'pending'],
    ] as const)
      await db.put(
        'meta',
        {
          id: `app-${userId}`,
          userId,
          status,
          reviewNote: '',
          createdAt: '2026-01-01T00:00:00.000Z',
          reviewedAt: null,
          businessName,
          contactName: 'Alex',
          email: `${userId}@biz.example`,
          phone: '',
          website: '',
          category,
          description: 'Lovely.',
          location,
          serviceArea: '',
          priceRange: '$$$ (Premium)',
        },
        `vendor-application:${userId}`,
      );
    const panel = () => within(screen.getByRole('region', { name: 'Find vendors' }));
    await user.selectOptions(panel().getByRole('combobox', { name: 'Category' }), 'Music & Entertainment');
    await waitFor(() =>
      expect(
        panel()
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Velvet Strings']),
    );
    await user.selectOptions(panel().getByRole('combobox', { name: 'Category' }), 'all');
    await user.type(panel().getByRole('searchbox', { name: 'Location' }), 'austin');
    await waitFor(() =>
      expect(
        panel()
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Grand Hall']),
    );

    await user.click(panel().getByRole('button', { name: 'Add Grand Hall to my vendors' }));
    await waitFor(() => expect(names()).toContain('Grand Hall'));
    expect(panel().getByRole('button', { name: 'Grand Hall is in your vendors' })).toBeDisabled();
    expect((await stored()).find((v) => v.name === 'Grand Hall')).toMatchObject({
      category: 'Venue',
      contactName: 'Alex',
      email: 'u1@biz.example',
      price: 0,
    });
  });
});
