import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '@/lib/backend';
import { renderApp } from '../../../tests/render-app';
import RegisterPage, { REGISTER_FAILED } from './register-page';

type User = ReturnType<typeof userEvent.setup>;

async function renderRegister(options: Parameters<typeof renderApp>[1] = {}) {
  const utils = await renderApp(<RegisterPage />, {
    path: '/vendor/register',
    email: 'rosa@bloom.example',
    ...options,
  });
  await screen.findByRole('heading', { name: 'Vendor Registration' }, { timeout: 10_000 });
  await screen.findByRole('heading', { name: '1. Business Info' });
  return { ...utils, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillStep1(user: User) {
  await user.type(field('Business Name'), 'Bloom & Vine');
  await user.type(field('Contact Name'), 'Rosa Diaz');
  await user.type(field('Website (optional)'), 'https://bloom.example');
}
async function fillStep2(user: User) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Florist');
  await user.type(field('Description'), 'Seasonal wedding flowers.');
}
async function fillStep3(user: User) {
  await user.type(field('Location'), 'Austin, TX');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Price Range' }), '$$ (Moderate)');
}

describe('RegisterPage', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('walks three steps: the indicator, validation, Next only when valid, Back keeping values, then submit', async () => {
    const { user, history, backend } = await renderRegister();
    const steps = within(screen.getByRole('list', { name: 'Application steps' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Step 1: Business Info',
      '2Step 2: Services',
      '3Step 3: Location & Pricing',
    ]);
    // Prefilled from the signed-in user.
    expect(field('Email')).toHaveValue('rosa@bloom.example');
    expect(field('Website (optional)')).toHaveAttribute('placeholder', 'https://');
    expect(button('Next')).toBeDisabled();

    await user.type(field('Business Name'), 'Bloom & Vine');
    await user.type(field('Contact Name'), 'Rosa Diaz');
    expect(button('Next')).toBeEnabled();
    await user.type(field('Website (optional)'), 'javascript:alert(1)');
    await user.tab();
    expect(
      await screen.findByText('Use a web address that starts with http:// or https://'),
    ).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    await user.clear(field('Website (optional)'));
    await user.type(field('Website (optional)'), 'https://bloom.example');
    await user.click(button('Next'));

    await screen.findByRole('heading', { name: '2. Services' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect([...(category as HTMLSelectElement).options].slice(1).map((o) => o.text)).toHaveLength(15);
    expect(button('Next')).toBeDisabled();
    await fillStep2(user);
    await user.click(button('Back'));
    expect(field('Business Name')).toHaveValue('Bloom & Vine');
    await user.click(button('Next'));
    expect(field('Description')).toHaveValue('Seasonal wedding flowers.');
    await user.click(button('Next'));

    await screen.findByRole('heading', { name: '3. Location & Pricing' });
    expect(field('Location')).toHaveAttribute('placeholder', 'City, State');
    expect(field('Service Area (optional)')).toHaveAttribute(
      'placeholder',
      '50 miles from location, Nationwide',
    );
    const prices = screen.getByRole('combobox', { name: 'Price Range' }) as HTMLSelectElement;
    expect([...prices.options].slice(1).map((o) => o.text)).toEqual([
      '$ (Budget-friendly)',
      '$$ (Moderate)',
      '$$$ (Premium)',
      '$$$$ (Luxury)',
    ]);
    expect(button('Submit Application')).toBeDisabled();
    await fillStep3(user);
    await user.click(button('Submit Application'));

    await waitFor(() => expect(history.location.pathname).toBe('/vendor/dashboard'));
    expect(await (backend as Backend).vendorApplications.mine()).toMatchObject({
      businessName: 'Bloom & Vine',
      category: 'Florist',
      priceRange: '$$ (Moderate)',
      status: 'pending',
    });
  });

  it('a double click on Submit Application sends one application', async () => {
    let sent = 0;
    const { user, history } = await renderRegister({
      withBackend: (b) => {
        const real = b.vendorApplications;
        return {
          ...b,
          vendorApplications: {
            submit: (application) => {
              sent += 1;
              return real.submit(application);
            },
            mine: () => real.mine(),
            update: (application) => real.update(application),
            withdraw: () => real.withdraw(),
            directory: (query) => real.directory(query),
          },
        };
      },
    });
    await fillStep1(user);
    await user.click(button('Next'));
    await fillStep2(user);
    await user.click(button('Next'));
    await fillStep3(user);
    const send = button('Submit Application');
    send.click();
    send.click();
    await waitFor(() => expect(history.location.pathname).toBe('/vendor/dashboard'));
    expect(sent).toBe(1);
    expect(screen.queryByText(/already applied/)).toBeNull();
  });

  it('refuses over-long fields with a message', async () => {
    const { user } = await renderRegister();
    await user.click(field('Business Name'));
    await user.paste('x'.repeat(201));
    await user.tab();
    expect(await screen.findByText('Keep the business name under 200 characters')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
  });

  it('a failed save shows the spec message above the form and keeps every value', async () => {
    const { user } = await renderRegister({
      withBackend: (b) => ({
        ...b,
        vendorApplications: {
          ...b.vendorApplications,
          mine: async () => null,
          submit: async () => {
            throw new Error('offline');
          },
        },
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillStep1(user);
    await user.click(button('Next'));
    await fillStep2(user);
    await user.click(button('Next'));
    await fillStep3(user);
    await user.click(button('Submit Application'));
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTER_FAILED);
    expect(field('Location')).toHaveValue('Austin, TX');
    expect(button('Submit Application')).toBeEnabled();
  });

  it('a second application gets a clear message and a link to the dashboard', async () => {
    const first = await renderRegister();
    const { backend, session } = first;
    first.unmount();
    await backend.vendorApplications.submit({
      businessName: 'First',
      contactName: 'Rosa',
      email: 'rosa@bloom.example',
      phone: '',
      website: '',
      category: 'Florist',
      description: 'Flowers',
      location: 'Austin, TX',
      serviceArea: '',
      priceRange: '$ (Budget-friendly)',
    });
    await renderApp(<RegisterPage />, { path: '/vendor/register', reuse: { backend, session } });
    expect(await screen.findByText(/You have already applied as a vendor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your vendor dashboard' })).toHaveAttribute(
      'href',
      '/vendor/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('a visitor fills it in, is asked to sign in, and it is sent once they are back', async () => {
    const utils = await renderRegister({ signedIn: false });
    const { user } = utils;
    expect(field('Email')).toHaveValue('');
    await fillStep1(user);
    await user.type(field('Email'), 'rosa@bloom.example');
    await user.click(button('Next'));
    await fillStep2(user);
    await user.click(button('Next'));
    await fillStep3(user);
    await user.click(button('Submit Application'));
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent('Sign in or create an account to submit your application.');
    expect(within(prompt).getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/signup',
    );

    // The round trip: an account is made, and the page opens again in this tab.
    const { session } = await utils.backend.auth.signUp({
      email: 'rosa@bloom.example',
      password: 'secret123',
    });
    utils.unmount();
    const back = await renderApp(<RegisterPage />, {
      path: '/vendor/register',
      reuse: { backend: utils.backend, session },
    });
    await waitFor(() => expect(back.history.location.pathname).toBe('/vendor/dashboard'));
    expect(await utils.backend.vendorApplications.mine()).toMatchObject({
      businessName: 'Bloom & Vine',
      location: 'Austin, TX',
    });
  });
});
