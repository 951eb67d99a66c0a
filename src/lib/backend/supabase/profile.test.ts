import { defaultProfile } from '../profile-defaults';
import type { ProfileData } from '../types';
import { createSupabaseProfile, PROFILE_COLUMNS, profileFromRow, profilePatchToRow } from './profile';
import { fakeSupabase } from './test-client';

const UID = '7f0c7a4e-0000-4000-8000-000000000001';
const EMAIL = 'pat@example.com';

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
    expect(PROFILE_COLUMNS.split(',').sort()).toEqual(Object.keys(fullRow).sort());
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

describe('cloud profile port', () => {
  it('reads the one profile row of the user, or null when there is none', async () => {
    let row: object | null = fullRow;
    const { client, requests } = fakeSupabase(() => ({ json: row ? [row] : [] }));
    const port = createSupabaseProfile(client, UID, EMAIL);
    expect(await port.get()).toEqual(fullProfile);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].target).toBe(`/rest/v1/profiles?select=${PROFILE_COLUMNS}&user_id=eq.${UID}`);
    row = null;
    expect(await port.get()).toBeNull();
  });

  it('upserts only the changed columns on user_id and returns the stored profile', async () => {
    const { client, last } = fakeSupabase(() => ({
      json: { ...fullRow, budget_total: 2_500_000, budget_currency: 'INR' },
    }));
    const saved = await createSupabaseProfile(client, UID, EMAIL).save({
      budget: { total: 2_500_000, currency: 'INR' },
    });
    expect(last().method).toBe('POST');
    expect(last().target).toBe(`/rest/v1/profiles?on_conflict=user_id&select=${PROFILE_COLUMNS}`);
    expect(last().headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(last().body).toEqual({ user_id: UID, budget_total: 2_500_000, budget_currency: 'INR' });
    expect(saved.budget).toEqual({ total: 2_500_000, currency: 'INR' });
    expect(saved.profile.firstName).toBe('Pat');
  });

  it('merges task reminder switches in Postgres, in one statement, never by writing back a map it read', async () => {
    const { client, requests } = fakeSupabase((r) =>
      r.url.pathname === '/rest/v1/rpc/merge_task_reminders'
        ? { status: 204, json: undefined }
        : { json: { ...fullRow, task_reminders: { t1: false, t2: true } } },
    );
    const saved = await createSupabaseProfile(client, UID, EMAIL).save({ taskReminders: { t2: true } });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /rest/v1/rpc/merge_task_reminders',
      'POST /rest/v1/profiles',
    ]);
    // Only the switch that changed goes, and the profile row write carries no task_reminders.
    expect(requests[0].body).toEqual({ p_changes: { t2: true } });
    expect(requests[1].body).toEqual({ user_id: UID });
    expect(saved.taskReminders).toEqual({ t1: false, t2: true });
  });

  it('rejects with the database message when a check refuses the save', async () => {
    const { client } = fakeSupabase(() => ({
      status: 400,
      json: { code: '23514', message: 'violates check constraint "profiles_budget_total_check"' },
    }));
    await expect(
      createSupabaseProfile(client, UID, EMAIL).save({ budget: { total: 0, currency: 'INR' } }),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('starts from the defaults for columns a row lacks', () => {
    expect(profileFromRow({}, EMAIL)).toEqual(defaultProfile(EMAIL));
  });
});
