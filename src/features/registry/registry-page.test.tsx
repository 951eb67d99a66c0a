import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { holdList } from '../../../tests/hold-list';
import { renderApp } from '../../../tests/render-app';
import type { RegistryItem, RegistryStore } from './model';
import RegistryPage from './registry-page';

async function renderRegistry(options: Parameters<typeof renderApp>[1] = {}) {
  const utils = await renderApp(
    <>
      <RegistryPage />
      <Toaster />
    </>,
    { path: '/registry', ...options },
  );
  // The first load signs up and seeds on fake-indexeddb, which is slow on a busy machine.
  await screen.findByRole('list', { name: 'Registry items' }, { timeout: 10_000 });
  await screen.findByRole('list', { name: 'Registry stores' }, { timeout: 10_000 });
  const user = userEvent.setup();
  const ports = () => utils.backend.forUser(utils.session!).collections;
  const storedItems = () => ports().list<RegistryItem>('registry_items');
  const storedStores = () => ports().list<RegistryStore>('registry_stores');
  return { ...utils, user, storedItems, storedStores };
}

const itemNames = () =>
  within(screen.getByRole('list', { name: 'Registry items' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Registry items' }))
    .getByRole('heading', { name })
    .closest('li')!;
const summaryCard = (name: string) => screen.getByRole('region', { name });

async function fillItem(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  fields: Record<string, string>,
) {
  for (const [label, value] of Object.entries(fields)) {
    const input = within(dialog).getByLabelText(label);
    if (input.tagName === 'SELECT') await user.selectOptions(input, value);
    else {
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }
}

// Generous: these mount the whole page on fake-indexeddb, slow on a machine shared by many test runs.
describe('RegistryPage', { timeout: 60_000 }, () => {
  it('waits for the items before showing what sits below them, so nothing jumps down the page as they arrive', async () => {
    const { withBackend, release } = holdList('registry_items');
    await renderApp(<RegistryPage />, { path: '/registry', withBackend });
    expect(await screen.findByRole('heading', { name: 'Gift Registry' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your registry');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Share Your Registry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Registry stores' })).not.toBeInTheDocument();

    release();
    expect(
      await screen.findByRole('list', { name: 'Registry items' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share Your Registry' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Registry stores' })).toBeInTheDocument();
  });

  it('shows the sample items, three stores, the summary cards in the couple’s currency, and where to set up sharing', async () => {
    await renderRegistry();
    expect(itemNames()).toHaveLength(6);
    expect(summaryCard('Total Registry Value')).toHaveTextContent('₹2,048.93');
    expect(summaryCard('Purchased')).toHaveTextContent('₹31916% of registry');
    expect(summaryCard('Remaining')).toHaveTextContent('₹1,729.93');
    expect(card('KitchenAid Stand Mixer')).toHaveTextContent('High priority');
    expect(card('KitchenAid Stand Mixer')).toHaveTextContent('₹449.99');
    expect(within(card('KitchenAid Stand Mixer')).getByRole('link', { name: /View item/ })).toHaveAttribute(
      'href',
      'https://www.kitchenaid.com/',
    );
    const stores = within(screen.getByRole('list', { name: 'Registry stores' }));
    expect(stores.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Amazon',
      'Target',
      'Crate & Barrel',
    ]);
    expect(stores.getByRole('link', { name: /Visit store: Target/ })).toHaveAttribute('target', '_blank');
    // Nothing to share until the wedding website is published: the section says where to set it up (its links are
    // a chunk of their own, in a moment after the items).
    expect(await screen.findByRole('link', { name: 'set up your wedding website' })).toHaveAttribute(
      'href',
      '/planner?tab=guests&section=website',
    );
    expect(screen.queryByRole('button', { name: 'Copy Registry Link' })).toBeNull();
  });

  it('shares the published website’s registry by link, WhatsApp and e-mail, and shows who bought a gift there', async () => {
    const first = await renderRegistry();
    const collections = first.backend.forUser(first.session!).collections;
    await collections.put('websites', {
      id: 'site',
      slug: 'priya-and-arjun',
      published: true,
      showRegistry: true,
      faq: [],
      mealOptions: [],
    });
    const [item] = await collections.list<{ id: string; name: string }>('registry_items');
    await collections.put('registry_items', {
      ...item!,
      purchased: true,
      boughtBy: 'Auntie Lata',
      boughtAt: '2026-05-01T10:00:00.000Z',
    });
    first.unmount();
    await renderRegistry({ reuse: { backend: first.backend, session: first.session } });
    const url = `${window.location.origin}/w/priya-and-arjun#registry`;
    expect(await screen.findByRole('button', { name: 'Copy Registry Link' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    expect(screen.getByRole('link', { name: 'Email to Guests' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Our%20wedding%20registry&body=/,
    );
    expect(card(item!.name)).toHaveTextContent('Marked bought on your website by Auntie Lata, May 1, 2026');
  });

  it('filters by category chip and searches name or category', async () => {
    const { user } = await renderRegistry();
    const chips = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Kitchen', 'Bedroom', 'Dining', 'Home', 'Experiences']);
    await user.click(within(chips).getByRole('button', { name: 'Kitchen' }));
    expect(itemNames()).toEqual(['KitchenAid Stand Mixer', 'Cast Iron Dutch Oven']);
    await user.type(screen.getByRole('searchbox', { name: 'Search registry items...' }), 'DUTCH');
    await waitFor(() => expect(itemNames()).toEqual(['Cast Iron Dutch Oven']));
    await user.click(within(chips).getByRole('button', { name: 'All' }));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'bedroom');
    await waitFor(() => expect(itemNames()).toEqual(['Egyptian Cotton Sheet Set']));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No registry items found')).toBeInTheDocument();
  });

  it('adds an item with the schema’s messages for bad input, and it survives a reload', async () => {
    const first = await renderRegistry();
    const { user } = first;
    await user.click(screen.getByRole('button', { name: 'Add Registry Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Registry Item' });
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('medium');
    expect(within(dialog).getByLabelText('Price (INR)')).toHaveAttribute('step', '0.01');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText('Item name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price greater than 0')).toBeInTheDocument();

    await fillItem(user, dialog, {
      'Item Name': 'Espresso Machine',
      'Price (INR)': '0',
      'Product URL': 'javascript:alert(1)',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText('Enter a price greater than 0')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Use a web address that starts with http:// or https://'),
    ).toBeInTheDocument();

    await fillItem(user, dialog, {
      'Price (INR)': '1299.5',
      Category: 'Kitchen',
      Priority: 'high',
      'Product URL': 'https://shop.example.com/espresso',
      'Image URL': 'https://img.example.com/espresso.jpg',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(itemNames().at(-1)).toBe('Espresso Machine');
    expect(card('Espresso Machine')).toHaveTextContent('High priority');
    expect(card('Espresso Machine')).toHaveTextContent('₹1,299.5');
    expect(within(card('Espresso Machine')).getByRole('img', { name: 'Espresso Machine' })).toHaveAttribute(
      'src',
      'https://img.example.com/espresso.jpg',
    );
    expect(summaryCard('Total Registry Value')).toHaveTextContent('₹3,348.43');
    expect((await first.storedItems()).at(-1)).toMatchObject({
      name: 'Espresso Machine',
      price: 1299.5,
      category: 'Kitchen',
      priority: 'high',
      purchased: false,
    });

    first.unmount();
    await renderRegistry({ reuse: { backend: first.backend, session: first.session } });
    expect(itemNames().at(-1)).toBe('Espresso Machine');
  });

  it('edits an item, keeping whether it was purchased', async () => {
    const { user, storedItems } = await renderRegistry();
    await user.click(screen.getByRole('button', { name: 'Edit Egyptian Cotton Sheet Set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registry Item' });
    expect(within(dialog).getByLabelText('Price (INR)')).toHaveValue(199);
    await fillItem(user, dialog, { 'Item Name': 'Linen Sheet Set', 'Price (INR)': '249' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Linen Sheet Set')).toHaveTextContent('₹249');
    expect(card('Linen Sheet Set')).toHaveTextContent('Purchased');
    expect((await storedItems()).find((i) => i.id === 'sample-sheets')).toMatchObject({
      name: 'Linen Sheet Set',
      price: 249,
      purchased: true,
    });
  });

  it('marks purchased both ways and the summary follows', async () => {
    const { user, storedItems } = await renderRegistry();
    await user.click(
      within(card('Cordless Vacuum')).getByRole('button', { name: 'Mark Purchased: Cordless Vacuum' }),
    );
    expect(card('Cordless Vacuum')).toHaveTextContent('Purchased');
    expect(summaryCard('Purchased')).toHaveTextContent('₹968.9947% of registry');
    expect(summaryCard('Remaining')).toHaveTextContent('₹1,079.94');
    await user.click(
      within(card('Cordless Vacuum')).getByRole('button', { name: 'Mark Unpurchased: Cordless Vacuum' }),
    );
    expect(
      within(card('Cordless Vacuum')).getByRole('button', { name: /Mark Purchased/ }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await storedItems()).find((i) => i.id === 'sample-vacuum')?.purchased).toBe(false),
    );
  });

  it('deletes at once with Undo; deleting every item shows the empty state and the samples never return', async () => {
    const first = await renderRegistry();
    const { user } = first;
    const names = [...itemNames()];
    await user.click(screen.getByRole('button', { name: `Delete ${names[1]}` }));
    await waitFor(() => expect(itemNames()).not.toContain(names[1]));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(itemNames()).toEqual(names));
    for (const name of names) {
      await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
      await waitFor(() => expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument());
    }
    expect(screen.getByText('No registry items found')).toBeInTheDocument();
    expect(summaryCard('Total Registry Value')).toHaveTextContent('₹0');
    expect(screen.getByRole('group', { name: 'Filter by category' })).toHaveTextContent(/^All$/);
    first.unmount();
    await renderApp(<RegistryPage />, { reuse: { backend: first.backend, session: first.session } });
    expect(await screen.findByText('No registry items found')).toBeInTheDocument();
  });

  it('adds a store with a checked link, and removes one', async () => {
    const { user, storedStores } = await renderRegistry();
    await user.click(screen.getByRole('button', { name: 'Add Store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Store' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Store' }));
    expect(await within(dialog).findByText('Store name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Store link is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Store Name'), 'Williams Sonoma');
    await user.type(within(dialog).getByLabelText('Registry URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Store' }));
    expect(
      await within(dialog).findByText('Use a web address that starts with http:// or https://'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Registry URL'));
    await user.type(
      within(dialog).getByLabelText('Registry URL'),
      'https://www.williams-sonoma.com/registry/our-day',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Store' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const stores = within(screen.getByRole('list', { name: 'Registry stores' }));
    expect(stores.getByRole('link', { name: /Visit store: Williams Sonoma/ })).toHaveAttribute(
      'href',
      'https://www.williams-sonoma.com/registry/our-day',
    );

    await user.click(stores.getByRole('button', { name: 'Remove Amazon' }));
    expect(await screen.findByText('Deleted "Amazon".')).toBeInTheDocument();
    await waitFor(() => expect(stores.queryByRole('heading', { name: 'Amazon' })).not.toBeInTheDocument());
    expect((await storedStores()).map((s) => s.name)).toEqual([
      'Target',
      'Crate & Barrel',
      'Williams Sonoma',
    ]);
  });

  it('keeps the form and says so when the browser refuses the write', async () => {
    const { user, storedItems } = await renderRegistry();
    await user.click(screen.getByRole('button', { name: 'Add Registry Item' }));
    const dialog = await screen.findByRole('dialog');
    await fillItem(user, dialog, { 'Item Name': 'Picnic Basket', 'Price (INR)': '85' });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
      expect(
        await within(dialog).findByText(/Couldn't save the registry item. Your details are still here/),
      ).toBeInTheDocument();
    } finally {
      put.mockRestore();
    }
    expect(within(dialog).getByLabelText('Item Name')).toHaveValue('Picnic Basket');
    expect(within(dialog).getByLabelText('Price (INR)')).toHaveValue(85);
    // The notice view is a lazy chunk: give it time to load on a busy machine.
    expect(
      await screen.findByText(
        /This browser has run out of storage space for your plan, so the registry item wasn't saved/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect((await storedItems()).some((i) => i.name === 'Picnic Basket')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(itemNames().filter((n) => n === 'Picnic Basket')).toHaveLength(1);
  });

  it('adds one item for a double-click, and never links or shows a non-http(s) address', async () => {
    const first = await renderRegistry();
    const { user, storedItems } = first;
    await user.click(screen.getByRole('button', { name: 'Add Registry Item' }));
    const dialog = await screen.findByRole('dialog');
    await fillItem(user, dialog, { 'Item Name': 'Candles', 'Price (INR)': '30' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await storedItems()).filter((i) => i.name === 'Candles')).toHaveLength(1);
    expect(itemNames().filter((n) => n === 'Candles')).toHaveLength(1);

    // Written straight to the store, as another device or an old version might have: after a reload the
    // record that fails the schema is left out rather than rendered as a javascript: link.
    await first.backend.forUser(first.session!).collections.put('registry_items', {
      id: 'raw',
      name: 'Raw',
      price: 5,
      priority: 'low',
      purchased: false,
      url: 'javascript:alert(1)',
    });
    first.unmount();
    await renderRegistry({ reuse: { backend: first.backend, session: first.session } });
    expect(itemNames()).not.toContain('Raw');
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});
