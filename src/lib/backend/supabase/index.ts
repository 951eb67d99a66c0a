import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '@/lib/config';
import { withDemo } from '../demo';
import { createLocalUserBackend } from '../local';
import { createLocalPublic } from '../local/public';
import { openLocalDb, type LocalDb } from '../local/db';
import { ContactError, type Backend, type UserBackend, type VendorApplication } from '../types';
import { createSupabaseAuth } from './auth';
import { createSupabaseClient, type RememberStorage } from './client';
import { createSupabasePublic } from './public';
import { CloudError, fail } from './errors';
import { createSupabaseUserBackend } from './user-backend';

/**
 * Cloud mode: one supabase-js client for the whole app; auth through Supabase Auth wrapped with the demo
 * account; data through PostgREST under RLS. The demo user never touches the server: its data ports are the
 * local IndexedDB ones.
 */
export async function createSupabaseBackend(config: AppConfig): Promise<Backend> {
  if (!config.supabase) throw new Error('Cloud mode needs VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY.');
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
  const body = (await response?.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const code = body?.error?.code;
  const message = typeof body?.error?.message === 'string' ? body.error.message : null;
  if (message && (code === 'rate_limited' || code === 'busy' || code === 'captcha_failed')) return new ContactError(code, message);
  if (message && response?.status === 400) return new ContactError('invalid', message);
  return new CloudError(error.message || 'Could not send your message.', undefined, error);
}

type VendorRow = {
  id: string;
  business_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  website: string | null;
  category: string;
  description: string;
  location: string;
  service_area: string | null;
  price_range: string;
  status: string;
};

const toVendorRow = (a: VendorApplication) => ({
  business_name: a.businessName,
  contact_name: a.contactName,
  email: a.email,
  phone: a.phone,
  website: a.website,
  category: a.category,
  description: a.description,
  location: a.location,
  service_area: a.serviceArea,
  price_range: a.priceRange,
});

const fromVendorRow = (r: VendorRow): VendorApplication & { id: string; status: string } => ({
  id: r.id,
  businessName: r.business_name,
  contactName: r.contact_name,
  email: r.email,
  phone: r.phone ?? '',
  website: r.website ?? '',
  category: r.category,
  description: r.description,
  location: r.location,
  serviceArea: r.service_area ?? '',
  priceRange: r.price_range,
  status: r.status,
});

export function buildSupabaseBackend(
  client: SupabaseClient,
  storage: RememberStorage,
  options: BuildOptions,
): Backend {
  const auth = withDemo(
    createSupabaseAuth(client, { storage, origin: options.origin, navigate: options.navigate }),
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
      async website(slug) {
        return (await cloudPublic.website(slug)) ?? (await demoPublic()).website(slug);
      },
      async findHousehold(slug, fullName) {
        const result = await cloudPublic.findHousehold(slug, fullName);
        return result.status === 'not_found' ? (await demoPublic()).findHousehold(slug, fullName) : result;
      },
      async markGiftBought(slug, itemId, buyerName) {
        const result = await cloudPublic.markGiftBought(slug, itemId, buyerName);
        return result === 'not_found' ? (await demoPublic()).markGiftBought(slug, itemId, buyerName) : result;
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
        if (!userId) throw new CloudError('Please sign in with your own account to apply as a vendor.');
        const { data, error } = await client
          .from('vendors')
          .insert({ ...toVendorRow(application), user_id: userId, status: 'pending' })
          .select('id, status')
          .single();
        if (error) fail(error, 'Failed to register. Please try again.');
        return { id: (data as { id: string }).id, status: 'pending' };
      },
      async mine() {
        const userId = await currentUserId();
        if (!userId) return null;
        const { data, error } = await client
          .from('vendors')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .limit(1)
          .maybeSingle();
        if (error) fail(error, 'Could not load your vendor application.');
        return data ? fromVendorRow(data as VendorRow) : null;
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
      };
    },
  };
}
