import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultProfile } from '../profile-defaults';
import type { ProfileData, ProfilePatch, ProfilePort, WeddingPort } from '../types';
import { CloudError, fail } from './errors';

/**
 * ProfileData <-> the account's `profiles` row (one per user) and the current wedding's details (issue 30: the
 * date, guest count, place and budget are the wedding's, shared by its members; names, phone, notifications,
 * reminders and the AI switch stay each account's own, the partner names included: each member names their own
 * partner). Each section field has its own column; the email is not stored (it is the signed-in user's). An unset
 * wedding date is '' in the app and NULL in the table.
 */
type Section = Exclude<keyof ProfileData, 'taskReminders'>;
const COLUMN_MAP: { [S in Section]: Partial<Record<keyof ProfileData[S], string>> } = {
  profile: { firstName: 'first_name', lastName: 'last_name', phone: 'phone' },
  wedding: {
    partnerFirstName: 'partner_first_name',
    partnerLastName: 'partner_last_name',
    weddingDate: 'wedding_date',
    guestCount: 'guest_count',
    location: 'location',
    phoneCountry: 'phone_country',
  },
  notifications: {
    email: 'notify_email',
    browser: 'notify_browser',
    reminders: 'notify_reminders',
    weeklyUpdates: 'notify_weekly_updates',
    vendorMessages: 'notify_vendor_messages',
  },
  reminders: { frequency: 'reminder_frequency' },
  budget: { total: 'budget_total', currency: 'budget_currency' },
  ai: { sharePlan: 'ai_share_plan' },
};
const SECTIONS = Object.keys(COLUMN_MAP) as Section[];

/** The columns of `public.weddings` (not of the profile), written through api.set_wedding_details. */
export const WEDDING_DETAIL_COLUMNS = [
  'wedding_date',
  'guest_count',
  'location',
  'budget_total',
  'budget_currency',
];
const isWeddingColumn = (column: string) => WEDDING_DETAIL_COLUMNS.includes(column);

export const PROFILE_COLUMNS = [
  ...SECTIONS.flatMap((s) => Object.values(COLUMN_MAP[s]) as string[]).filter((c) => !isWeddingColumn(c)),
  'task_reminders',
].join(',');

type Row = Record<string, unknown>;

/** A stored row (the profile's columns and the wedding's details, merged) as the app's profile; a column the row lacks keeps the default. */
export function profileFromRow(row: Row, email: string): ProfileData {
  const profile = defaultProfile(email);
  for (const section of SECTIONS) {
    const target = profile[section] as Record<string, unknown>;
    for (const [field, column] of Object.entries(COLUMN_MAP[section]) as [string, string][]) {
      if (!(column in row)) continue;
      const value = row[column];
      if (column === 'wedding_date') target[field] = typeof value === 'string' ? value : '';
      // numeric comes back as a number from PostgREST, but a string is tolerated (very large values).
      else if (column === 'budget_total') target[field] = Number(value);
      else if (value !== null || column === 'guest_count') target[field] = value;
    }
  }
  const reminders = row.task_reminders;
  if (reminders && typeof reminders === 'object' && !Array.isArray(reminders))
    profile.taskReminders = reminders as Record<string, boolean>;
  return profile;
}

/** The columns a save writes: only the fields present in the patch, so a save never clears another tab's fields. */
export function profilePatchToRow(patch: ProfilePatch): Row {
  const row: Row = {};
  for (const section of SECTIONS) {
    const values = patch[section] as Record<string, unknown> | undefined;
    if (!values) continue;
    for (const [field, column] of Object.entries(COLUMN_MAP[section]) as [string, string][]) {
      if (!(field in values) || values[field] === undefined) continue;
      row[column] = column === 'wedding_date' && values[field] === '' ? null : values[field];
    }
  }
  return row;
}

/** A row's columns split into the profile's and the wedding's. */
function splitRow(row: Row): { own: Row; wedding: Row } {
  const own: Row = {};
  const wedding: Row = {};
  for (const [column, value] of Object.entries(row))
    (isWeddingColumn(column) ? wedding : own)[column] = value;
  return { own, wedding };
}

export function createSupabaseProfile(
  client: SupabaseClient,
  userId: string,
  email: string,
  chosen: WeddingPort,
): ProfilePort {
  const weddingId = async () => (await chosen.current()).id;

  const readOwn = async () => {
    const { data, error } = await client
      .from('profiles')
      .select(PROFILE_COLUMNS)
      .eq('user_id', userId)
      .maybeSingle();
    if (error) fail(error, 'Could not load your profile.');
    return data as Row | null;
  };
  const readWedding = async () => {
    const { data, error } = await client
      .from('weddings')
      .select(WEDDING_DETAIL_COLUMNS.join(','))
      .eq('id', await weddingId())
      .maybeSingle();
    if (error) fail(error, 'Could not load the wedding’s details.');
    return data as Row | null;
  };

  return {
    async get() {
      const [own, wedding] = await Promise.all([readOwn(), readWedding()]);
      return own || wedding ? profileFromRow({ ...own, ...wedding }, email) : null;
    },
    async save(patch) {
      const { own, wedding } = splitRow(profilePatchToRow(patch));
      // The wedding first: it is the part a member may be refused (family cannot change it), and a refusal then
      // leaves nothing half saved. The form keeps what was typed either way, so saving again finishes the job.
      let weddingRow: Row | null = null;
      if (Object.keys(wedding).length > 0) {
        const { data, error } = await client
          .schema('api')
          .rpc('set_wedding_details', { p_wedding: await weddingId(), p_details: wedding });
        if (error) fail(error, 'Could not save the wedding’s details.');
        weddingRow = (data as Row[] | null)?.[0] ?? null;
      }
      try {
        if (patch.taskReminders) {
          // The port merges reminder switches key by key (like the local adapter), in Postgres and in one statement:
          // read here and written back whole, two tabs switching two tasks would keep only one of the switches.
          const { error } = await client.rpc('merge_task_reminders', { p_changes: patch.taskReminders });
          if (error) fail(error, 'Could not save your reminders.');
        }
        const { data, error } = await client
          .from('profiles')
          .upsert({ user_id: userId, ...own }, { onConflict: 'user_id' })
          .select(PROFILE_COLUMNS)
          .single();
        if (error) fail(error, 'Could not save your profile.');
        return profileFromRow(
          { ...(data as unknown as Row), ...(weddingRow ?? (await readWedding())) },
          email,
        );
      } catch (error) {
        if (!weddingRow || !(error instanceof CloudError)) throw error;
        throw new CloudError(
          `The wedding’s details were saved, but not your own: ${error.message}`,
          error.code,
          error,
        );
      }
    },
  };
}
