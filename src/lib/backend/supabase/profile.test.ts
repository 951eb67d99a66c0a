import { defaultProfile } from '../profile-defaults';
import type { ProfileData } from '../types';
import { fakeWedding } from '../fake-wedding';
import {
  createSupabaseProfile,
  PROFILE_COLUMNS,
  profileFromRow,
  profilePatchToRow,
  WEDDING_DETAIL_COLUMNS,
} from './profile';
import { fakeSupabase, type RecordedRequest } from './test-client';

const UID = '7f0c7a4e-0000-4000-8000-000000000001';
const WID = '5e0c7a4e-0000-4000-8000-0000000000aa';
const EMAIL = 'pat@example.com';
const WEDDING = fakeWedding([{ id: WID, label: 'Pat & Sam', role: 'partner' }]);

const fullRow = {
  first_name: 'Pat',
  last_name: 'Lee',
  phone: '+1 555 0100',
  partner_first_name: 'Sam',
  partner_last_name: 'Rivera',
  wedding_date: '2027-06-12',
  guest_count: 120,
  location: 'Napa',
  phone_country: 'US',
  notify_email: false,
  notify_browser: true,
  notify_reminders: true,
  notify_weekly_updates: false,
  notify_vendor_messages: true,
  reminder_frequency: '3 days before',
  budget_total: 45000.5,
  budget_currency: 'USD',
  ai_share_plan: false,
  task_reminders: { t1: false },
};

const fullProfile: ProfileData = {
  profile: { firstName: 'Pat', lastName: 'Lee', email: EMAIL, phone: '+1 555 0100' },
  wedding: {
    partnerFirstName: 'Sam',
    partnerLastName: 'Rivera',
    weddingDate: '2027-06-12',
    guestCount: 120,
    location: 'Napa',
    phoneCountry: 'US',
  },
  notifications: { email: false, browser: true, reminders: true, weeklyUpdates: false, vendorMessages: true },
  reminders: { frequency: '3 days before' },
  budget: { total: 45000.5, currency: 'USD' },
  ai: { sharePlan: false },
  taskReminders: { t1: false },
};

describe('cloud profile mapping', () => {
  it('reads every column into its section, and the email from the session', () => {
    expect(profileFromRow(fullRow, EMAIL)).toEqual(fullProfile);
  });

  it('reads NULL date and guest count as unset, and a numeric string budget as a number', () => {
    const p = profileFromRow(
      { ...fullRow, wedding_date: null, guest_count: null, budget_total: '3000000' },
      EMAIL,
    );
    expect(p.wedding.weddingDate).toBe('');
    expect(p.wedding.guestCount).toBeNull();
    expect(p.budget.total).toBe(3_000_000);
  });

  it('writes back exactly what it reads', () => {
    const row = profilePatchToRow(fullProfile);
    expect(row).toEqual(Object.fromEntries(Object.entries(fullRow).filter(([k]) => k !== 'task_reminders')));
    expect([...PROFILE_COLUMNS.split(','), ...WEDDING_DETAIL_COLUMNS].sort()).toEqual(
      Object.keys(fullRow).sort(),
    );
  });

  it('writes only the fields a patch holds, and an unset date as NULL', () => {
    expect(
      profilePatchToRow({
        wedding: { weddingDate: '' } as ProfileData['wedding'],
        budget: { total: 10 } as ProfileData['budget'],
      }),
    ).toEqual({
      wedding_date: null,
      budget_total: 10,
    });
    expect(profilePatchToRow({ profile: { ...fullProfile.profile } })).toEqual({
      first_name: 'Pat',
      last_name: 'Lee',
      phone: '+1 555 0100',
    });
  });
});

const WEDDING_KEYS = new Set(WEDDING_DETAIL_COLUMNS);
/** fullRow's columns that are the account's own, and those that are the wedding's. */
const ownRow = Object.fromEntries(Object.entries(fullRow).filter(([k]) => !WEDDING_KEYS.has(k)));
const weddingRow = Object.fromEntries(Object.entries(fullRow).filter(([k]) => WEDDING_KEYS.has(k)));

/** A fake server holding `own` (the profile row) and `wedding` (the current wedding's details). */
function server(
  own: object | null = ownRow,
  wedding: object | null = weddingRow,
  refuse: (r: RecordedRequest) => object | undefined = () => undefined,
) {
  return fakeSupabase((r) => {
    const refused = refuse(r);
    if (refused) return { status: 400, json: refused };
    const path = r.url.pathname;
    if (path === '/rest/v1/rpc/set_wedding_details')
      return { json: [{ ...wedding, ...(r.body as { p_details: object }).p_details }] };
    if (path === '/rest/v1/rpc/merge_task_reminders') return { status: 204, json: undefined };
    if (path === '/rest/v1/weddings') return { json: wedding ? [wedding] : [] };
    if (r.method === 'GET') return { json: own ? [own] : [] };
    return { json: { ...own, ...(r.body as object) } };
  });
}

describe('cloud profile port', () => {
  it('reads the account’s own row and the current wedding’s details, or null when there is neither', async () => {
    const { client, requests } = server();
    const port = createSupabaseProfile(client, UID, EMAIL, WEDDING);
    expect(await port.get()).toEqual(fullProfile);
    expect(requests.map((r) => `${r.method} ${r.target}`).sort()).toEqual([
      `GET /rest/v1/profiles?select=${PROFILE_COLUMNS}&user_id=eq.${UID}`,
      `GET /rest/v1/weddings?select=${WEDDING_DETAIL_COLUMNS.join(',')}&id=eq.${WID}`,
    ]);
    expect(await createSupabaseProfile(server(null, null).client, UID, EMAIL, WEDDING).get()).toBeNull();
  });

  it('shows a member without a profile row the wedding’s details and their own defaults', async () => {
    const got = await createSupabaseProfile(server(null).client, UID, EMAIL, WEDDING).get();
    expect(got).toEqual({
      ...defaultProfile(EMAIL),
      wedding: {
        ...defaultProfile(EMAIL).wedding,
        weddingDate: '2027-06-12',
        guestCount: 120,
        location: 'Napa',
      },
      budget: { total: 45000.5, currency: 'USD' },
    });
  });

  it('writes the budget to the current wedding, not the profile, and returns what is stored', async () => {
    const { client, requests } = server();
    const saved = await createSupabaseProfile(client, UID, EMAIL, WEDDING).save({
      budget: { total: 2_500_000, currency: 'INR' },
    });
    const rpc = requests.find((r) => r.url.pathname === '/rest/v1/rpc/set_wedding_details')!;
    expect(rpc.headers.get('content-profile')).toBe('api');
    expect(rpc.body).toEqual({
      p_wedding: WID,
      p_details: { budget_total: 2_500_000, budget_currency: 'INR' },
    });
    const upsert = requests.find((r) => r.method === 'POST' && r.url.pathname === '/rest/v1/profiles')!;
    expect(upsert.target).toBe(`/rest/v1/profiles?on_conflict=user_id&select=${PROFILE_COLUMNS}`);
    expect(upsert.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(upsert.body).toEqual({ user_id: UID });
    expect(saved.budget).toEqual({ total: 2_500_000, currency: 'INR' });
    expect(saved.wedding.location).toBe('Napa');
    expect(saved.profile.firstName).toBe('Pat');
  });

  it('splits a save of the wedding tab: the date and place to the wedding, the partner’s names to the profile', async () => {
    const { client, requests } = server();
    const saved = await createSupabaseProfile(client, UID, EMAIL, WEDDING).save({
      wedding: { ...fullProfile.wedding, partnerFirstName: 'Sami', weddingDate: '', location: 'Sonoma' },
    });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /rest/v1/rpc/set_wedding_details',
      'POST /rest/v1/profiles',
    ]);
    expect(requests[0].body).toEqual({
      p_wedding: WID,
      p_details: { wedding_date: null, guest_count: 120, location: 'Sonoma' },
    });
    expect(requests[1].body).toEqual({
      user_id: UID,
      partner_first_name: 'Sami',
      partner_last_name: 'Rivera',
      phone_country: 'US',
    });
    expect(saved.wedding).toEqual({
      ...fullProfile.wedding,
      partnerFirstName: 'Sami',
      weddingDate: '',
      location: 'Sonoma',
    });
  });

  it('saves an account-only change without touching the wedding', async () => {
    const { client, requests } = server();
    const saved = await createSupabaseProfile(client, UID, EMAIL, WEDDING).save({
      profile: { firstName: 'Patty' },
    });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /rest/v1/profiles',
      'GET /rest/v1/weddings',
    ]);
    expect(saved.profile.firstName).toBe('Patty');
    expect(saved.budget).toEqual(fullProfile.budget);
  });

  it('merges task reminder switches in Postgres, in one statement, never by writing back a map it read', async () => {
    const { client, requests } = server({ ...ownRow, task_reminders: { t1: false, t2: true } });
    const saved = await createSupabaseProfile(client, UID, EMAIL, WEDDING).save({
      taskReminders: { t2: true },
    });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /rest/v1/rpc/merge_task_reminders',
      'POST /rest/v1/profiles',
      'GET /rest/v1/weddings',
    ]);
    // Only the switch that changed goes, and the profile row write carries no task_reminders.
    expect(requests[0].body).toEqual({ p_changes: { t2: true } });
    expect(requests[1].body).toEqual({ user_id: UID });
    expect(saved.taskReminders).toEqual({ t1: false, t2: true });
  });

  it('rejects with the database message when a check refuses the save, and writes nothing else', async () => {
    const { client, requests } = server(ownRow, weddingRow, (r) =>
      r.url.pathname.endsWith('/set_wedding_details')
        ? { code: '23514', message: 'violates check constraint "weddings_budget_total_check"' }
        : undefined,
    );
    await expect(
      createSupabaseProfile(client, UID, EMAIL, WEDDING).save({
        profile: { firstName: 'Patty' },
        budget: { total: 0, currency: 'INR' },
      }),
    ).rejects.toMatchObject({
      code: '23514',
      message: 'violates check constraint "weddings_budget_total_check"',
    });
    expect(requests.map((r) => r.url.pathname)).toEqual(['/rest/v1/rpc/set_wedding_details']);
  });

  it('says the wedding’s details were saved but not the account’s own when only the profile is refused', async () => {
    const { client } = server(ownRow, weddingRow, (r) =>
      r.url.pathname === '/rest/v1/profiles'
        ? { code: '23514', message: 'violates check constraint "profiles_first_name_check"' }
        : undefined,
    );
    await expect(
      createSupabaseProfile(client, UID, EMAIL, WEDDING).save({
        profile: { firstName: 'x'.repeat(201) },
        wedding: { location: 'Sonoma' },
      }),
    ).rejects.toMatchObject({
      code: '23514',
      message:
        'The wedding’s details were saved, but not your own: violates check constraint "profiles_first_name_check"',
    });
  });

  it('starts from the defaults for columns a row lacks', () => {
    expect(profileFromRow({}, EMAIL)).toEqual(defaultProfile(EMAIL));
  });
});
