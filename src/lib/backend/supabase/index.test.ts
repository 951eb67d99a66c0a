import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo';
import { openLocalDb, resetLocalDbForTests } from '../local/db';
import { createSupabaseBackend, buildSupabaseBackend } from './index';
import { readConfig } from '@/lib/config';
import { APP_ORIGIN, fakeGoTrue, gotrueSession, gotrueUser, type SentRequest } from './fake-gotrue';

const application = {
  businessName: 'Bloom & Vine',
  contactName: 'Rosa Diaz',
  email: 'rosa@bloom.example',
  phone: '555-0100',
  website: 'https://bloom.example',
  category: 'Florist',
  description: 'Seasonal wedding flowers.',
  location: 'Austin, TX',
  serviceArea: '50 miles from location',
  priceRange: '$$ (Moderate)',
};

function setup(
  respond: (r: SentRequest) => { status?: number; json?: unknown } | undefined = () => undefined,
) {
  const fake = fakeGoTrue((r) => {
    const custom = respond(r);
    if (custom) return custom;
    if (r.url.pathname === '/auth/v1/token') return { json: gotrueSession() };
    if (r.url.pathname === '/auth/v1/user') return { json: gotrueUser() };
    return undefined;
  });
  const backend = buildSupabaseBackend(fake.client, fake.storage, {
    origin: () => APP_ORIGIN,
    openDemoDb: openLocalDb,
  });
  return { ...fake, backend };
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await resetLocalDbForTests();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the cloud backend', () => {
  it('is cloud mode, with no local mailbox', () => {
    const { backend } = setup();
    expect(backend.mode).toBe('cloud');
    expect(backend.mailbox).toBeNull();
  });

  it('refuses to start without the Supabase settings', async () => {
    await expect(createSupabaseBackend(readConfig({}))).rejects.toThrow(/VITE_SUPABASE_URL/);
  });

  it('contact.send posts the message, honeypot and CAPTCHA token included, to the contact Edge Function, never to the table', async () => {
    const { backend, requests } = setup((r) =>
      r.url.pathname === '/functions/v1/contact' ? { json: { sent: true } } : undefined,
    );
    await backend.contact.send({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hi',
      message: 'Hello there',
      website: '',
      captchaToken: 'tok',
    });
    const sent = requests.filter((r) => r.url.pathname === '/functions/v1/contact');
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hi',
      message: 'Hello there',
      website: '',
      captchaToken: 'tok',
    });
    expect(requests.some((r) => r.url.pathname.startsWith('/rest/v1/contact_messages'))).toBe(false);
  });

  it('a rate-limited or refused contact message rejects with the function’s words; other failures generically', async () => {
    const reply = (status: number, error: unknown) =>
      setup((r) => (r.url.pathname === '/functions/v1/contact' ? { status, json: { error } } : undefined))
        .backend;
    const message = { name: 'Sam', email: 'sam@example.com', subject: 'Hi', message: 'x' };
    await expect(
      reply(429, {
        code: 'rate_limited',
        message: 'You have sent several messages in a short time.',
      }).contact.send(message),
    ).rejects.toMatchObject({
      name: 'ContactError',
      code: 'rate_limited',
      message: 'You have sent several messages in a short time.',
    });
    await expect(
      reply(400, { code: 'invalid_body', message: 'Please enter a valid email address.' }).contact.send(
        message,
      ),
    ).rejects.toMatchObject({ code: 'invalid' });
    await expect(
      reply(500, { code: 'internal_error', message: 'boom' }).contact.send(message),
    ).rejects.toMatchObject({ name: 'CloudError' });
  });

  it('a vendor application is inserted as pending for the signed-in user, and read back as their own', async () => {
    const row = {
      id: 'v-1',
      user_id: 'u-1',
      business_name: 'Bloom & Vine',
      contact_name: 'Rosa Diaz',
      email: 'rosa@bloom.example',
      phone: null,
      website: null,
      category: 'Florist',
      description: 'Seasonal wedding flowers.',
      location: 'Austin, TX',
      service_area: null,
      price_range: '$$ (Moderate)',
      status: 'pending',
      created_at: '2026-02-01T00:00:00Z',
      vendor_reviews: null,
    };
    const { backend, to } = setup((r) => {
      if (r.url.pathname !== '/rest/v1/vendors') return undefined;
      return r.method === 'POST' ? { status: 201, json: { id: 'v-1', status: 'pending' } } : { json: row };
    });
    await backend.auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    expect(await backend.vendorApplications.submit(application)).toEqual({ id: 'v-1', status: 'pending' });
    const [insert] = to('/rest/v1/vendors');
    expect(insert.method).toBe('POST');
    expect(insert.url.searchParams.get('select')).toBe('id');
    expect(insert.body).toEqual({
      user_id: 'u-1',
      status: 'pending',
      business_name: 'Bloom & Vine',
      contact_name: 'Rosa Diaz',
      email: 'rosa@bloom.example',
      phone: '555-0100',
      website: 'https://bloom.example',
      category: 'Florist',
      description: 'Seasonal wedding flowers.',
      location: 'Austin, TX',
      service_area: '50 miles from location',
      price_range: '$$ (Moderate)',
    });
    expect(insert.headers.get('authorization')).toMatch(/^Bearer ey/);

    const mine = await backend.vendorApplications.mine();
    expect(to('/rest/v1/vendors')[1].target).toBe(
      '/rest/v1/vendors?select=id,user_id,business_name,contact_name,email,phone,website,category,description,location,service_area,price_range,status,created_at,vendor_reviews(note,reviewed_at)&user_id=eq.u-1',
    );
    expect(mine).toMatchObject({
      id: 'v-1',
      businessName: 'Bloom & Vine',
      phone: '',
      serviceArea: '',
      status: 'pending',
      reviewNote: '',
    });
  });

  it('a second application is refused with words and a code the page links to the dashboard with', async () => {
    const { backend } = setup((r) =>
      r.url.pathname === '/rest/v1/vendors'
        ? {
            status: 409,
            json: {
              code: '23505',
              message: 'duplicate key value violates unique constraint "vendors_one_per_user"',
            },
          }
        : undefined,
    );
    await backend.auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    await expect(backend.vendorApplications.submit(application)).rejects.toMatchObject({
      name: 'VendorApplicationError',
      code: 'already_applied',
      message: 'You have already applied as a vendor. Your application is on your vendor dashboard.',
    });
  });

  it('a bad application is refused before it is sent', async () => {
    const { backend, to } = setup();
    await backend.auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    await expect(
      backend.vendorApplications.submit({ ...application, website: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({
      code: 'invalid',
    });
    await expect(
      backend.vendorApplications.submit({ ...application, category: 'Bakery' }),
    ).rejects.toMatchObject({ code: 'invalid' });
    expect(to('/rest/v1/vendors')).toEqual([]);
  });

  it('edits while pending, withdraws, and finds approved vendors by category and place', async () => {
    const { backend, to } = setup((r) => {
      if (r.url.pathname !== '/rest/v1/vendors') return undefined;
      if (r.method === 'PATCH') return { json: [] };
      if (r.method === 'DELETE') return { status: 204 };
      return { json: [] };
    });
    await backend.auth.signIn({ email: 'pat@example.com', password: 'secret123', remember: true });
    // RLS matched nothing: the application is no longer pending.
    await expect(backend.vendorApplications.update(application)).rejects.toMatchObject({
      code: 'not_editable',
    });
    await backend.vendorApplications.withdraw();
    expect(
      await backend.vendorApplications.directory({
        category: 'Florist',
        location: ' Austin, TX ',
        offset: 0,
        limit: 20,
      }),
    ).toEqual({
      items: [],
      total: 0,
    });
    const [patch, remove, search] = to('/rest/v1/vendors');
    expect([patch.method, patch.url.searchParams.get('user_id')]).toEqual(['PATCH', 'eq.u-1']);
    expect(patch.body).toMatchObject({ business_name: 'Bloom & Vine' });
    expect(patch.body).not.toHaveProperty('status');
    expect([remove.method, remove.url.searchParams.get('user_id')]).toEqual(['DELETE', 'eq.u-1']);
    expect(search.target).toBe(
      '/rest/v1/vendors?select=id,business_name,contact_name,email,phone,website,category,description,location,service_area,price_range&status=eq.approved&category=eq.Florist&location=ilike.%Austin,+TX%&order=business_name.asc,id.asc&offset=0&limit=20',
    );
  });

  it('a vendor application needs a signed-in account', async () => {
    const { backend, requests } = setup();
    await expect(backend.vendorApplications.submit(application)).rejects.toThrow(/sign in/);
    expect(await backend.vendorApplications.mine()).toBeNull();
    expect(requests).toEqual([]);
  });

  it('signed-in users get the Supabase data ports', async () => {
    const { backend, requests } = setup((r) =>
      r.url.pathname.startsWith('/rest/v1/songs')
        ? { json: [] }
        : r.url.pathname.endsWith('/rpc/my_weddings')
          ? { json: [{ id: 'w-1', role: 'owner', label: 'Pat' }] }
          : undefined,
    );
    const session = await backend.auth.signIn({
      email: 'pat@example.com',
      password: 'secret123',
      remember: true,
    });
    await backend.forUser(session).collections.list('songs');
    expect(requests.at(-1)?.target).toMatch(/^\/rest\/v1\/songs\?select=\*&wedding_id=eq\.w-1/);
  });

  it('the demo account signs in without the server, and its data stays in this browser', async () => {
    const { backend, requests } = setup();
    const session = await backend.auth.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD, remember: true });
    expect(session.user.isDemo).toBe(true);
    const ports = backend.forUser(session);
    await ports.collections.put('songs', { id: 's-1', title: 'At Last' });
    expect(await ports.collections.list('songs')).toEqual([{ id: 's-1', title: 'At Last' }]);
    expect((await ports.profile.get())?.profile.email ?? DEMO_EMAIL).toBe(DEMO_EMAIL);
    expect(requests).toEqual([]);
    await backend.auth.signOut();
    expect(await backend.auth.getSession()).toBeNull();
  });
});
