// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  handleSendEmailRequest,
  NOT_CONFIGURED,
  RESEND_URL,
  rsvpMail,
  type DueReminder,
  type SendEmailDeps,
} from './handler.ts';

const households = [
  {
    id: 'h1',
    name: 'The Sharmas',
    token: 'Qw3rty_-Asdfgh12345678',
    emails: ['rohan@example.com', 'meera@example.com'],
  },
  { id: 'h2', name: 'The Kapoors', token: 'Zx3rty_-Asdfgh12345678', emails: [] },
];

function deps(overrides: Partial<SendEmailDeps> = {}) {
  const sent: {
    to: string[];
    subject: string;
    text: string;
    html: string;
    from: string;
    auth: string | null;
  }[] = [];
  const base: SendEmailDeps = {
    allowedOrigins: [],
    siteUrl: 'https://wedding.example',
    provider: { apiKey: 're_key', from: 'Wedding Planner <rsvp@wedding.example>' },
    cronSecret: 'cron-secret-123',
    verifyUser: vi.fn(async (token: string) => (token === 'good' ? { id: 'u1' } : null)),
    loadHouseholds: vi.fn(async (_token: string, ids: readonly string[]) => ({
      coupleNames: 'Priya & Arjun',
      households: households.filter((h) => ids.includes(h.id)),
    })),
    claimQuota: vi.fn(async () => true),
    markSent: vi.fn(async () => undefined),
    claimDueReminders: vi.fn(async () => [] as DueReminder[]),
    releaseReminder: vi.fn(async () => undefined),
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      expect(String(url)).toBe(RESEND_URL);
      const body = JSON.parse(String(init!.body));
      sent.push({ ...body, auth: new Headers(init!.headers).get('authorization') });
      return new Response('{}', { status: body.to.includes('bounce@example.com') ? 422 : 200 });
    }) as unknown as typeof fetch,
    ...overrides,
  };
  return { deps: base, sent };
}

const post = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer good' }) =>
  new Request('https://proj.supabase.co/functions/v1/send-email', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });

describe('send-email: a couple sends RSVP links', () => {
  it('e-mails each household its own link through the provider, skips those without an address, marks them sent', async () => {
    const { deps: d, sent } = deps();
    const response = await handleSendEmailRequest(
      post({ kind: 'rsvp', householdIds: ['h1', 'h2', 'someone-elses'] }),
      d,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 1, skipped: 2 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: ['rohan@example.com', 'meera@example.com'],
      from: 'Wedding Planner <rsvp@wedding.example>',
      subject: "You're invited: please RSVP to Priya & Arjun",
      auth: 'Bearer re_key',
    });
    expect(sent[0]!.text).toContain('https://wedding.example/rsvp/Qw3rty_-Asdfgh12345678');
    // Read under the couple's own token: RLS decides whose households these are.
    expect(d.loadHouseholds).toHaveBeenCalledWith('good', ['h1', 'h2', 'someone-elses']);
    expect(d.claimQuota).toHaveBeenCalledWith('good', 1);
    expect(d.markSent).toHaveBeenCalledWith('good', ['h1']);
  });

  it('words a reminder as a reminder, and links the invitation card when asked', async () => {
    const { deps: d, sent } = deps();
    await handleSendEmailRequest(
      post({ kind: 'rsvp-reminder', householdIds: ['h1'], inviteToken: 'Zx3rty_-Asdfgh12345678' }),
      d,
    );
    expect(sent[0]!.subject).toBe('A reminder to RSVP to Priya & Arjun');
    expect(sent[0]!.text).toContain('Our invitation: https://wedding.example/i/Zx3rty_-Asdfgh12345678');
    // Only a token's shape becomes part of a link.
    const bad = await handleSendEmailRequest(
      post({ kind: 'rsvp', householdIds: ['h1'], inviteToken: 'x"><script>' }),
      d,
    );
    expect(bad.status).toBe(400);
  });

  it('says clearly when no provider is configured, and sends nothing', async () => {
    const { deps: d, sent } = deps({ provider: null });
    const response = await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: ['h1'] }), d);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'not_configured', message: NOT_CONFIGURED } });
    expect(sent).toEqual([]);
  });

  it('refuses a caller without a valid token, over the daily cap, or with a malformed request', async () => {
    const { deps: d, sent } = deps({ claimQuota: vi.fn(async () => false) });
    expect(
      (
        await handleSendEmailRequest(
          post({ kind: 'rsvp', householdIds: ['h1'] }, { authorization: 'Bearer bad' }),
          d,
        )
      ).status,
    ).toBe(401);
    expect((await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: ['h1'] }, {}), d)).status).toBe(
      401,
    );
    const capped = await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: ['h1'] }), d);
    expect(capped.status).toBe(429);
    expect((await capped.json()).error.code).toBe('rate_limited');
    expect((await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: [] }), d)).status).toBe(400);
    expect(
      (await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: Array(501).fill('h') }), d)).status,
    ).toBe(400);
    expect(sent).toEqual([]);
  });

  it('reports a provider that accepted nothing', async () => {
    const { deps: d } = deps({
      loadHouseholds: vi.fn(async () => ({
        coupleNames: '',
        households: [{ ...households[0]!, emails: ['bounce@example.com'] }],
      })),
    });
    const response = await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: ['h1'] }), d);
    expect(response.status).toBe(502);
    expect(d.markSent).not.toHaveBeenCalled();
  });

  it('answers preflight, and only POST on its own path', async () => {
    const { deps: d } = deps({ allowedOrigins: ['https://wedding.example'] });
    const preflight = await handleSendEmailRequest(
      new Request('https://proj.supabase.co/functions/v1/send-email', {
        method: 'OPTIONS',
        headers: { origin: 'https://wedding.example' },
      }),
      d,
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://wedding.example');
    expect(
      (await handleSendEmailRequest(new Request('https://proj.supabase.co/functions/v1/send-email'), d))
        .status,
    ).toBe(405);
    expect(
      (
        await handleSendEmailRequest(
          new Request('https://proj.supabase.co/functions/v1/other', { method: 'POST' }),
          d,
        )
      ).status,
    ).toBe(404);
  });

  it('escapes the household name in the HTML', () => {
    const mail = rsvpMail(
      { ...households[0]!, name: '<script>x</script>' },
      '',
      'https://wedding.example/',
      false,
    );
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.subject).toBe("You're invited: please RSVP");
  });
});

describe('send-email: the hourly reminder job', () => {
  const due: DueReminder[] = [
    {
      userId: 'u1',
      email: 'alice@example.com',
      kind: 'reminder',
      itemId: 'r1',
      title: 'Cake tasting',
      due: '2027-05-01',
      time: '14:00',
    },
    {
      userId: 'u2',
      email: 'bounce@example.com',
      kind: 'task',
      itemId: 't1',
      title: 'Order the cake',
      due: '2027-05-03',
      time: null,
    },
  ];

  it('sends what is due and gives back what failed, with the shared secret only', async () => {
    const { deps: d, sent } = deps({ claimDueReminders: vi.fn(async () => due) });
    expect(
      (await handleSendEmailRequest(post({ kind: 'reminders' }, { 'x-cron-secret': 'wrong' }), d)).status,
    ).toBe(401);
    expect(
      (await handleSendEmailRequest(post({ kind: 'reminders' }, { authorization: 'Bearer good' }), d)).status,
    ).toBe(401);
    expect(d.claimDueReminders).not.toHaveBeenCalled();

    const response = await handleSendEmailRequest(
      post({ kind: 'reminders' }, { 'x-cron-secret': 'cron-secret-123' }),
      d,
    );
    expect(await response.json()).toEqual({ sent: 1, failed: 1 });
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [['alice@example.com'], 'Reminder: Cake tasting (2027-05-01 at 14:00)'],
      [['bounce@example.com'], 'Reminder: Order the cake (2027-05-03)'],
    ]);
    expect(sent[0]!.text).toContain('https://wedding.example/notifications');
    expect(d.releaseReminder).toHaveBeenCalledWith(due[1]);
  });

  it('is closed when no secret is configured', async () => {
    const { deps: d } = deps({ cronSecret: '' });
    expect(
      (await handleSendEmailRequest(post({ kind: 'reminders' }, { 'x-cron-secret': '' }), d)).status,
    ).toBe(401);
  });
});
