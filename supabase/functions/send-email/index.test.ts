// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The Deno entry's wiring: the hourly job claims through the service role; a couple's request reads and marks their
 * households with a client carrying their own token (so RLS decides), and the provider gets the configured key.
 */
type Call = { key: string; auth: string | null; op: string; args: unknown };
const supabase = vi.hoisted(() => ({ calls: [] as Call[], rows: {} as Record<string, unknown> }));
vi.mock('npm:@supabase/supabase-js@2', () => ({
  createClient: (_url: string, key: string, options?: { global?: { headers?: Record<string, string> } }) => {
    const auth = options?.global?.headers?.authorization ?? null;
    const record = (op: string, args: unknown) => supabase.calls.push({ key, auth, op, args });
    const query = (table: string) => {
      const chain = {
        select: (columns: string) => (record(`select ${table}`, columns), chain),
        update: (values: unknown) => (record(`update ${table}`, values), chain),
        in: (column: string, values: unknown) => (record(`in ${column}`, values), chain),
        is: () => chain,
        maybeSingle: async () => ({ data: supabase.rows[`${table}:single`] ?? null, error: null }),
        then: (resolve: (v: unknown) => void) => resolve({ data: supabase.rows[table] ?? [], error: null }),
      };
      return chain;
    };
    const client = {
      schema: (name: string) => (record('schema', name), client),
      auth: {
        getClaims: async (token: string) => ({
          data: token === 'good' ? { claims: { sub: 'u1', role: 'authenticated' } } : null,
          error: null,
        }),
      },
      from: query,
      rpc: async (name: string, args: unknown) => (
        record(`rpc ${name}`, args),
        name === 'claim_email_quota' && quotaError
          ? { data: null, error: quotaError }
          : name === 'create_wedding_invitation' && invitationError
            ? { data: null, error: invitationError }
            : { data: supabase.rows[name] ?? null, error: null }
      ),
    };
    return client;
  },
}));

const ENV: Record<string, string> = {
  SUPABASE_URL: 'https://proj.supabase.co',
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_xyz' }),
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_abc' }),
  RESEND_API_KEY: 're_key',
  EMAIL_FROM: 'RSVP <rsvp@wedding.example>',
  SITE_URL: 'https://wedding.example',
  EMAIL_CRON_SECRET: 'cron-secret',
};
let serve: (req: Request) => Promise<Response>;
let quotaError: { code: string; message: string } | null = null;
let invitationError: { code: string; message: string } | null = null;
const provider = vi.fn(async () => new Response('{}', { status: 200 }));

beforeEach(async () => {
  vi.resetModules();
  supabase.calls.length = 0;
  supabase.rows = {};
  quotaError = null;
  invitationError = null;
  vi.stubGlobal('Deno', {
    env: { get: (name: string) => ENV[name] },
    serve: (handler: typeof serve) => (serve = handler),
  });
  vi.stubGlobal('fetch', provider);
  await import('./index.ts');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const post = (body: unknown, headers: Record<string, string>) =>
  new Request('https://proj.supabase.co/functions/v1/send-email', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });

describe('send-email function entry', () => {
  it('reads, counts and marks a couple’s households with their own token', async () => {
    supabase.rows = {
      households: [
        { id: 'h1', name: 'The Sharmas', rsvp_token: 'Qw3rty_-Asdfgh12345678', email: 'a@example.com' },
      ],
      guests: [
        { household_id: 'h1', email: 'A@example.com' },
        { household_id: 'h1', email: 'b@example.com' },
      ],
      'profiles:single': { first_name: 'Priya', partner_first_name: 'Arjun' },
      claim_email_quota: true,
    };
    const response = await serve(
      post({ kind: 'rsvp', householdIds: ['h1'] }, { authorization: 'Bearer good' }),
    );
    expect(await response.json()).toEqual({ sent: 1, skipped: 0 });
    const asCouple = supabase.calls.filter((c) => c.auth === 'Bearer good');
    expect(asCouple.map((c) => c.op)).toEqual([
      'select households',
      'in id',
      'select guests',
      'in household_id',
      'select profiles',
      'select websites',
      'rpc claim_email_quota',
      'update households',
      'in id',
    ]);
    expect(asCouple.every((c) => c.key === 'sb_publishable_abc')).toBe(true);
    // One message per address, each address once.
    expect(
      provider.mock.calls.map((call) => {
        const { to, subject } = JSON.parse(String((call as unknown as [string, RequestInit])[1].body));
        return [to, subject];
      }),
    ).toEqual([
      [['a@example.com'], "You're invited: please RSVP"],
      [['b@example.com'], "You're invited: please RSVP"],
    ]);
  });

  it("writes each household's mail in its own language, else the site's", async () => {
    supabase.rows = {
      households: [
        {
          id: 'h1',
          name: 'The Sharmas',
          rsvp_token: 'Qw3rty_-Asdfgh12345678',
          email: 'a@example.com',
          language: 'hi',
        },
        {
          id: 'h2',
          name: 'The Kapoors',
          rsvp_token: 'Zx3rty_-Asdfgh12345678',
          email: 'b@example.com',
          language: null,
        },
      ],
      'websites:single': { language: 'es' },
      claim_email_quota: true,
    };
    await serve(post({ kind: 'rsvp', householdIds: ['h1', 'h2'] }, { authorization: 'Bearer good' }));
    const subjects = provider.mock.calls.map(
      (call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).subject,
    );
    expect(subjects).toEqual(['आप सादर आमंत्रित हैं: कृपया RSVP करें', 'Están invitados: confirmen su asistencia']);

    // No site yet: English.
    provider.mockClear();
    supabase.rows['websites:single'] = null;
    supabase.rows.households = (supabase.rows.households as { id: string }[]).filter((h) => h.id === 'h2');
    await serve(post({ kind: 'rsvp', householdIds: ['h2'] }, { authorization: 'Bearer good' }));
    expect(
      JSON.parse(String((provider.mock.calls[0] as unknown as [string, RequestInit])[1].body)).subject,
    ).toBe("You're invited: please RSVP");
  });

  it('a suspended account is refused: the database’s 42501 is not a full quota', async () => {
    supabase.rows = {
      households: [
        { id: 'h1', name: 'The Sharmas', rsvp_token: 'Qw3rty_-Asdfgh12345678', email: 'a@example.com' },
      ],
    };
    quotaError = { code: '42501', message: 'This account cannot send e-mail.' };
    const response = await serve(
      post({ kind: 'rsvp', householdIds: ['h1'] }, { authorization: 'Bearer good' }),
    );
    expect(response.status).toBe(403);
    expect(provider).not.toHaveBeenCalled();
  });

  it('finds a guest’s household with the secret key and the caller’s hashed address', async () => {
    supabase.rows = { claim_invitation_link: { status: 'none' } };
    const response = await serve(
      post(
        { kind: 'invitation-link', slug: 'priya-and-arjun', fullName: 'Rohan Sharma' },
        { 'cf-connecting-ip': '203.0.113.7' },
      ),
    );
    expect(await response.json()).toEqual({ requested: true });
    expect(supabase.calls).toContainEqual({
      key: 'sb_secret_xyz',
      auth: null,
      op: 'rpc claim_invitation_link',
      args: {
        p_caller: expect.stringMatching(/^[0-9a-f]{64}$/),
        p_slug: 'priya-and-arjun',
        p_full_name: 'Rohan Sharma',
      },
    });
  });

  it('claims due reminders with the secret key for the job', async () => {
    supabase.rows = {
      claim_due_reminder_emails: [
        {
          user_id: 'u1',
          email: 'alice@example.com',
          kind: 'reminder',
          item_id: 'r1',
          title: 'Cake',
          due: '2027-05-01',
          due_time: null,
        },
      ],
    };
    const response = await serve(post({ kind: 'reminders' }, { 'x-cron-secret': 'cron-secret' }));
    expect(await response.json()).toEqual({ sent: 1, failed: 0 });
    expect(supabase.calls).toContainEqual({
      key: 'sb_secret_xyz',
      auth: null,
      op: 'rpc claim_due_reminder_emails',
      args: { p_limit: 500 },
    });
  });
});

describe('send-email function entry: a wedding invitation', () => {
  const invite = {
    kind: 'wedding-invite',
    weddingId: '7f0c7a4e-0000-4000-8000-00000000000a',
    role: 'planner',
    email: 'dev@example.com',
  };

  it('makes the link as the inviter in the api schema, counts one e-mail and sends it to the one address', async () => {
    supabase.rows = {
      claim_email_quota: true,
      create_wedding_invitation: [
        {
          id: 'l1',
          token: 'Qw3rty_-Asdfgh12345678',
          expires_at: '2026-12-05T10:00:00Z',
          inviter: 'Asha Rao',
        },
      ],
    };
    const response = await serve(post(invite, { authorization: 'Bearer good' }));
    expect(await response.json()).toEqual({
      link: { id: 'l1', role: 'planner', email: 'dev@example.com', expires_at: '2026-12-05T10:00:00Z' },
    });
    const asInviter = supabase.calls.filter((c) => c.auth === 'Bearer good');
    expect(asInviter.map((c) => [c.op, c.args])).toEqual([
      ['rpc claim_email_quota', { p_count: 1 }],
      ['schema', 'api'],
      [
        'rpc create_wedding_invitation',
        { p_wedding: invite.weddingId, p_role: 'planner', p_email: 'dev@example.com' },
      ],
    ]);
    const sent = provider.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    );
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [['dev@example.com'], "You're invited to plan a wedding"],
    ]);
    expect(sent[0].text).toContain('Asha Rao invited you');
    expect(sent[0].text).toContain('https://wedding.example/join/Qw3rty_-Asdfgh12345678');
  });

  it("answers the database's refusal in its words and sends nothing", async () => {
    supabase.rows = { claim_email_quota: true };
    invitationError = { code: '42501', message: 'Only the couple can invite people to this wedding.' };
    const response = await serve(post(invite, { authorization: 'Bearer good' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Only the couple can invite people to this wedding.' },
    });
    expect(provider).not.toHaveBeenCalled();
  });
});
