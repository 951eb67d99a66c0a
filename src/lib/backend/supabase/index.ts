import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '@/lib/config';
import { withDemo } from '../demo';
import { signOutAcrossTabs } from '../sign-out-across-tabs';
import { createLocalUserBackend } from '../local';
import { createLocalWedding } from '../local/wedding';
import { createLocalPublic } from '../local/public';
import { openLocalDb, type LocalDb } from '../local/db';
import {
  ContactError,
  VendorApplicationError,
  type Backend,
  type UserBackend,
  type VendorApplication,
} from '../types';
import { applicationProblem, normaliseApplication } from '../vendor-rules';
import { createSupabaseAuth } from './auth';
import { createSupabaseClient, type RememberStorage } from './client';
import { createSupabasePublic } from './public';
import { CloudError, fail } from './errors';
import { createSupabaseUserBackend } from './user-backend';
import {
  fromProfileRow,
  fromVendorRow,
  PROFILE_COLUMNS,
  toVendorRow,
  VENDOR_COLUMNS,
  type VendorRow,
} from './vendor-rows';

/** `%` and `_` typed into a search are letters, not wildcards. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The same checks as the form and the table's constraints, so a bad application is refused before it travels. */
function checkedApplication(application: VendorApplication): VendorApplication {
  const clean = normaliseApplication(application);
  const problem = applicationProblem(clean);
  if (problem) throw new VendorApplicationError('invalid', problem);
  return clean;
}

/**
 * Cloud mode: one supabase-js client for the whole app; auth through Supabase Auth wrapped with the demo
 * account; data through PostgREST under RLS. The demo user never touches the server: its data ports are the
 * local IndexedDB ones.
 */
export async function createSupabaseBackend(config: AppConfig): Promise<Backend> {
  if (!config.supabase)
    throw new Error('Cloud mode needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY.');
  const { client, storage } = createSupabaseClient(config.supabase);
  return buildSupabaseBackend(client, storage, { origin: () => window.location.origin });
}

export interface BuildOptions {
  origin: () => string;
  navigate?: (url: string) => void;
  /** Where the demo user's data lives. */
  openDemoDb?: () => Promise<LocalDb>;
}

/**
 * A port whose methods wait for the real one: forUser() must answer synchronously, but IndexedDB opens
 * asynchronously, and cloud users who never try the demo should not open it at all.
 */
function deferred<T extends object>(port: Promise<T>): T {
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a thenable: `await userBackend.collections` must not call into the proxy.
      if (key === 'then') return undefined;
      return async (...args: unknown[]) => {
        const real = (await port) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return real[key](...args);
      };
    },
  });
}

/** The contact function's refusal as a ContactError with its words, or a plain failure. */
async function contactFailure(error: { message?: string; context?: unknown }): Promise<Error> {
  const response = error.context instanceof Response ? error.context : null;
  const body = (await response?.json().catch(() => null)) as {
    error?: { code?: unknown; message?: unknown };
  } | null;
  const code = body?.error?.code;
  const message = typeof body?.error?.message === 'string' ? body.error.message : null;
  if (message && (code === 'rate_limited' || code === 'busy' || code === 'captcha_failed'))
    return new ContactError(code, message);
  if (message && response?.status === 400) return new ContactError('invalid', message);
  return new CloudError(error.message || 'Could not send your message.', undefined, error);
}

const ALREADY_APPLIED = 'You have already applied as a vendor. Your application is on your vendor dashboard.';
const SIGN_IN = 'Please sign in or create an account to submit your application.';

/** The database's refusals of an application, in the applicant's words. */
function applicationFailure(error: { message?: string; code?: string }, fallback: string): never {
  if (error.code === '23505') throw new VendorApplicationError('already_applied', ALREADY_APPLIED);
  if (error.code === '23514')
    throw new VendorApplicationError(
      'invalid',
      'Please check the application: a field is too long or not allowed.',
    );
  fail(error, fallback);
}

export function buildSupabaseBackend(
  client: SupabaseClient,
  storage: RememberStorage,
  options: BuildOptions,
): Backend {
  const auth = signOutAcrossTabs(
    withDemo(createSupabaseAuth(client, { storage, origin: options.origin, navigate: options.navigate })),
  );
  let demoDb: Promise<LocalDb> | null = null;
  const openDemoDb = options.openDemoDb ?? openLocalDb;

  /** The signed-in Supabase user's id, read from the client (the demo user has none). */
  async function currentUserId(): Promise<string | null> {
    const { data } = await client.auth.getSession();
    return data.session?.user.id ?? null;
  }

  const cloudPublic = createSupabasePublic(client);
  // The demo account keeps its data in this browser, so its links are answered from there.
  const demoPublic = () => (demoDb ??= openDemoDb()).then(createLocalPublic);

  return {
    mode: 'cloud',
    auth,
    mailbox: null,
    public: {
      async invite(token) {
        return (await cloudPublic.invite(token)) ?? (await demoPublic()).invite(token);
      },
      async rsvp(token) {
        return (await cloudPublic.rsvp(token)) ?? (await demoPublic()).rsvp(token);
      },
      async submitRsvp(token, reply) {
        const result = await cloudPublic.submitRsvp(token, reply);
        return result === 'not_found' ? (await demoPublic()).submitRsvp(token, reply) : result;
      },
      async rsvpTravel(token) {
        return (await cloudPublic.rsvpTravel(token)) ?? (await demoPublic()).rsvpTravel(token);
      },
      async submitTravel(token, travel) {
        const result = await cloudPublic.submitTravel(token, travel);
        return result === 'not_found' ? (await demoPublic()).submitTravel(token, travel) : result;
      },
      async website(slug) {
        return (await cloudPublic.website(slug)) ?? (await demoPublic()).website(slug);
      },
      async requestInvitationLink(slug, fullName) {
        // The cloud answers alike whatever it found, so the demo's own site (in this browser) is asked first.
        const demo = await demoPublic();
        if (await demo.website(slug)) return demo.requestInvitationLink(slug, fullName);
        return cloudPublic.requestInvitationLink(slug, fullName);
      },
      async markGiftBought(slug, itemId, buyerName, token) {
        const result = await cloudPublic.markGiftBought(slug, itemId, buyerName, token);
        return result === 'not_found'
          ? (await demoPublic()).markGiftBought(slug, itemId, buyerName, token)
          : result;
      },
      async websiteFunds(slug) {
        return (await cloudPublic.websiteFunds(slug)) ?? (await demoPublic()).websiteFunds(slug);
      },
      async reportGift(slug, fundId, token, amount, note) {
        const result = await cloudPublic.reportGift(slug, fundId, token, amount, note);
        return result === 'not_found'
          ? (await demoPublic()).reportGift(slug, fundId, token, amount, note)
          : result;
      },
    },
    contact: {
      async send(message) {
        // Through the `contact` Edge Function (honeypot, CAPTCHA, rate limit): visitors cannot insert directly.
        const { error } = await client.functions.invoke('contact', { body: message });
        if (error) throw await contactFailure(error);
      },
    },
    vendorApplications: {
      async submit(application) {
        const userId = await currentUserId();
        if (!userId) throw new VendorApplicationError('sign_in_required', SIGN_IN);
        const clean = checkedApplication(application);
        // `status` is sent for the spec's sake (§7); the database stores 'pending' whatever arrives.
        const { data, error } = await client
          .from('vendors')
          .insert({ ...toVendorRow(clean), user_id: userId, status: 'pending' })
          .select('id')
          .single();
        if (error) applicationFailure(error, 'Failed to register. Please try again.');
        return { id: (data as { id: string }).id, status: 'pending' };
      },
      async mine() {
        const userId = await currentUserId();
        if (!userId) return null;
        const { data, error } = await client
          .from('vendors')
          .select(VENDOR_COLUMNS)
          .eq('user_id', userId)
          .maybeSingle();
        if (error) fail(error, 'Could not load your vendor application.');
        return data ? fromVendorRow(data as unknown as VendorRow) : null;
      },
      async update(application) {
        const userId = await currentUserId();
        if (!userId) throw new VendorApplicationError('sign_in_required', SIGN_IN);
        const { data, error } = await client
          .from('vendors')
          .update(toVendorRow(checkedApplication(application)))
          .eq('user_id', userId)
          .select(VENDOR_COLUMNS);
        if (error) applicationFailure(error, 'Could not save your application.');
        // RLS lets the applicant change it only while it is pending: otherwise nothing matched.
        const row = (data as unknown as VendorRow[] | null)?.[0];
        if (!row)
          throw new VendorApplicationError('not_editable', 'Only a pending application can be changed.');
        return fromVendorRow(row);
      },
      async withdraw() {
        const userId = await currentUserId();
        if (!userId) throw new VendorApplicationError('sign_in_required', SIGN_IN);
        const { error } = await client.from('vendors').delete().eq('user_id', userId);
        if (error) fail(error, 'Could not withdraw your application.');
      },
      async directory({ category, location, offset, limit }) {
        let query = client
          .from('vendors')
          .select(PROFILE_COLUMNS, { count: 'exact' })
          .eq('status', 'approved');
        if (category !== 'all') query = query.eq('category', category);
        const where = location.trim();
        if (where) query = query.ilike('location', `%${likeText(where)}%`);
        const { data, error, count } = await query
          .order('business_name')
          .order('id')
          .range(offset, offset + limit - 1);
        if (error) fail(error, 'Could not search vendors.');
        const rows = (data ?? []) as unknown as Parameters<typeof fromProfileRow>[0][];
        return { items: rows.map(fromProfileRow), total: count ?? rows.length };
      },
    },
    forUser(session): UserBackend {
      if (!session.user.isDemo) return createSupabaseUserBackend(client, session);
      demoDb ??= openDemoDb();
      const local = demoDb.then((db) => createLocalUserBackend(db, session));
      return {
        collections: deferred(local.then((b) => b.collections)),
        profile: deferred(local.then((b) => b.profile)),
        files: deferred(local.then((b) => b.files)),
        admin: deferred(local.then((b) => b.admin)),
        email: null,
        wedding: createLocalWedding(session.user.id),
        live: null,
      };
    },
  };
}
