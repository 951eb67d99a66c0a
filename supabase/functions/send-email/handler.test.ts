// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  GUEST_NOT_CONFIGURED,
  handleSendEmailRequest,
  INVITE_NOT_CONFIGURED,
  MAX_RECIPIENTS_PER_HOUSEHOLD,
  NOT_CONFIGURED,
  RESEND_URL,
  rsvpMail,
  MAX_MESSAGE,
  type DueReminder,
  type InvitationLinkClaim,
  type QuotaClaim,
  type SendEmailDeps,
  type WeddingInvitation,
} from './handler.ts';

const households = [
  {
    id: 'h1',
    name: 'The Sharmas',
    token: 'Qw3rty_-Asdfgh12345678',
    emails: ['rohan@example.com', 'meera@example.com'],
    language: 'en' as const,
  },
  { id: 'h2', name: 'The Kapoors', token: 'Zx3rty_-Asdfgh12345678', emails: [], language: 'en' as const },
];

const background: Promise<unknown>[] = [];
function deps(overrides: Partial<SendEmailDeps> = {}) {
  background.length = 0;
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
    claimQuota: vi.fn(async (): Promise<QuotaClaim> => 'ok'),
    claimInvitationLink: vi.fn(async (): Promise<InvitationLinkClaim> => ({ status: 'none' })),
    createWeddingInvitation: vi.fn(async (): Promise<WeddingInvitation> => ({
      status: 'refused',
      message: 'Not set up in this test.',
    })),
    afterResponse: vi.fn((work: Promise<unknown>) => void background.push(work)),
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
    // One message per address: the household's guests never see each other's.
    expect(sent.map((m) => m.to)).toEqual([['rohan@example.com'], ['meera@example.com']]);
    expect(sent[0]).toMatchObject({
      from: 'Wedding Planner <rsvp@wedding.example>',
      subject: "You're invited: please RSVP",
      auth: 'Bearer re_key',
    });
    expect(sent[0]!.text).toContain('Priya & Arjun would love to celebrate with you');
    expect(sent[0]!.text).toContain('https://wedding.example/rsvp/Qw3rty_-Asdfgh12345678');
    // Read under the couple's own token: RLS decides whose households these are.
    expect(d.loadHouseholds).toHaveBeenCalledWith('good', ['h1', 'h2', 'someone-elses']);
    // Every recipient counts.
    expect(d.claimQuota).toHaveBeenCalledWith('good', 2);
    expect(d.markSent).toHaveBeenCalledWith('good', ['h1']);
  });

  it('words a reminder as a reminder, and links the invitation card when asked', async () => {
    const { deps: d, sent } = deps();
    await handleSendEmailRequest(
      post({ kind: 'rsvp-reminder', householdIds: ['h1'], inviteToken: 'Zx3rty_-Asdfgh12345678' }),
      d,
    );
    expect(sent[0]!.subject).toBe('A reminder to RSVP');
    expect(sent[0]!.text).toContain('Our invitation: https://wedding.example/i/Zx3rty_-Asdfgh12345678');
    // Only a token's shape becomes part of a link.
    const bad = await handleSendEmailRequest(
      post({ kind: 'rsvp', householdIds: ['h1'], inviteToken: 'x"><script>' }),
      d,
    );
    expect(bad.status).toBe(400);
  });

  it("puts the couple's own message in place of the standard words: body only, escaped, lines kept, capped", async () => {
    const { deps: d, sent } = deps();
    const message = 'Only two weeks to go!\n<b>Tell us</b> by Friday & bring your dancing shoes.';
    await handleSendEmailRequest(
      post({ kind: 'rsvp-reminder', householdIds: ['h1'], message: `  ${message} ` }),
      d,
    );
    expect(sent[0]!.subject).toBe('A reminder to RSVP');
    expect(sent[0]!.text).toContain(`Dear ${households[0]!.name},\n\n${message}\n\n`);
    expect(sent[0]!.text).not.toContain('gentle reminder');
    expect(sent[0]!.html).toContain(
      '<p>Only two weeks to go!<br>&lt;b&gt;Tell us&lt;/b&gt; by Friday &amp; bring your dancing shoes.</p>',
    );
    expect(sent[0]!.html).not.toContain('<b>');
    // Without one, the standard reminder; over the cap, refused and nothing sent.
    const before = sent.length;
    await handleSendEmailRequest(post({ kind: 'rsvp-reminder', householdIds: ['h1'] }), d);
    expect(sent.at(-1)!.text).toContain('This is a gentle reminder');
    const after = sent.length;
    expect(after).toBeGreaterThan(before);
    const long = await handleSendEmailRequest(
      post({ kind: 'rsvp-reminder', householdIds: ['h1'], message: 'x'.repeat(MAX_MESSAGE + 1) }),
      d,
    );
    expect(long.status).toBe(400);
    expect(sent).toHaveLength(after);
  });

  it('says clearly when no provider is configured, and sends nothing', async () => {
    const { deps: d, sent } = deps({ provider: null });
    const response = await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: ['h1'] }), d);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'not_configured', message: NOT_CONFIGURED } });
    expect(sent).toEqual([]);
  });

  it('refuses a caller without a valid token, over the daily cap, or with a malformed request', async () => {
    const { deps: d, sent } = deps({ claimQuota: vi.fn(async (): Promise<QuotaClaim> => 'over') });
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

  it('a 200-recipient household: at most ten addresses, each its own message, each counted against the day', async () => {
    const many = Array.from({ length: 200 }, (_, i) => `guest${i}@example.com`);
    const { deps: d, sent } = deps({
      loadHouseholds: vi.fn(async () => ({
        coupleNames: 'Priya & Arjun',
        households: [{ ...households[0]!, emails: ['Ann <ann@example.com>', 'a@x.com, b@y.com', ...many] }],
      })),
    });
    const response = await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: ['h1'] }), d);
    expect(await response.json()).toEqual({ sent: 1, skipped: 0 });
    expect(d.claimQuota).toHaveBeenCalledWith('good', MAX_RECIPIENTS_PER_HOUSEHOLD);
    expect(sent.map((m) => m.to)).toEqual(many.slice(0, MAX_RECIPIENTS_PER_HOUSEHOLD).map((to) => [to]));
    expect(MAX_RECIPIENTS_PER_HOUSEHOLD).toBe(10);
  });

  it('refuses an account the database says may not send (suspended or unconfirmed), sending nothing', async () => {
    const { deps: d, sent } = deps({ claimQuota: vi.fn(async (): Promise<QuotaClaim> => 'refused') });
    const response = await handleSendEmailRequest(post({ kind: 'rsvp', householdIds: ['h1'] }), d);
    expect(response.status).toBe(403);
    expect(sent).toEqual([]);
    expect(d.markSent).not.toHaveBeenCalled();
  });

  it('refuses a body declared too large before reading it or asking who the caller is', async () => {
    const { deps: d } = deps();
    const request = new Request('https://proj.supabase.co/functions/v1/send-email', {
      method: 'POST',
      headers: { authorization: 'Bearer good', 'content-length': String(10 * 1024 * 1024) },
      body: new ReadableStream({
        pull: () => {
          throw new Error('the body was read');
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect((await handleSendEmailRequest(request, d)).status).toBe(413);
    expect(d.verifyUser).not.toHaveBeenCalled();
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

  it("writes a household's standard words in its language, the couple's own message as they wrote it", async () => {
    const { deps: d, sent } = deps({
      loadHouseholds: vi.fn(async () => ({
        coupleNames: 'Priya & Arjun',
        households: [
          { ...households[0]!, emails: ['rohan@example.com'], language: 'hi' as const },
          { ...households[1]!, emails: ['kapoor@example.com'], language: 'es' as const },
        ],
      })),
    });
    await handleSendEmailRequest(
      post({ kind: 'rsvp', householdIds: ['h1', 'h2'], inviteToken: 'Card_token-Asdfgh12345678' }),
      d,
    );
    const [hindi, spanish] = sent;
    expect(hindi!.subject).toBe('आप सादर आमंत्रित हैं: कृपया RSVP करें');
    expect(hindi!.text).toBe(
      'प्रिय The Sharmas,\n\nPriya & Arjun आपके साथ यह ख़ुशी मनाना चाहते हैं! कृपया उन्हें बताएँ कि आपके परिवार से कौन-कौन आ सकेगा।\n\n' +
        'हमारा निमंत्रण: https://wedding.example/i/Card_token-Asdfgh12345678\n\n' +
        'आपका अपना RSVP लिंक: https://wedding.example/rsvp/Qw3rty_-Asdfgh12345678\n\n' +
        'आप बाद में इसी लिंक से अपने उत्तर बदल सकते हैं।',
    );
    expect(hindi!.html).toContain('>हमारा निमंत्रण देखें</a>');
    expect(hindi!.html).toContain('>अपना RSVP खोलें</a>');
    expect(spanish!.subject).toBe('Están invitados: confirmen su asistencia');
    expect(spanish!.text).toContain('Queridos The Kapoors:\n\n¡Priya & Arjun quieren celebrar con ustedes!');
    expect(spanish!.text).toContain('Su enlace personal de confirmación: https://wedding.example/rsvp/');
    expect(spanish!.html).toContain('O peguen esta dirección en su navegador:');

    const reminder = deps({
      loadHouseholds: vi.fn(async () => ({
        coupleNames: '',
        households: [{ ...households[1]!, emails: ['kapoor@example.com'], language: 'es' as const }],
      })),
    });
    await handleSendEmailRequest(
      post({ kind: 'rsvp-reminder', householdIds: ['h2'], message: 'Only two weeks to go!' }),
      reminder.deps,
    );
    expect(reminder.sent[0]!.subject).toBe('Un recordatorio para confirmar su asistencia');
    // The couple's message in place of the standard lead, unchanged; the words around it in Spanish.
    expect(reminder.sent[0]!.text).toMatch(
      /^Queridos The Kapoors:\n\nOnly two weeks to go!\n\nSu enlace personal/,
    );
    expect(
      rsvpMail({ ...households[1]!, language: 'es' }, '', 'https://wedding.example', true).text,
    ).toContain('Este es un amable recordatorio para que les digan a los novios si pueden venir.');
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

describe('send-email: a guest asks for their lost link', () => {
  const ask = (headers: Record<string, string> = { 'cf-connecting-ip': '203.0.113.7' }) =>
    post({ kind: 'invitation-link', slug: 'priya-and-arjun', fullName: 'Rohan Sharma' }, headers);
  const found: InvitationLinkClaim = {
    status: 'send',
    token: 'Qw3rty_-Asdfgh12345678',
    householdName: 'The Sharmas',
    coupleNames: 'Priya & Arjun',
    recipients: ['rohan@example.com', 'sharmas@example.com'],
  };

  it('mails the link to each address on file after answering, and answers exactly as when nothing was found', async () => {
    const { deps: d, sent } = deps({ claimInvitationLink: vi.fn(async () => found) });
    // The provider holds the mail: the answer does not wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const provider = d.fetch;
    d.fetch = (async (...args: Parameters<typeof fetch>) => (await held, provider(...args))) as typeof fetch;
    const response = await handleSendEmailRequest(ask(), d);
    const answer = [response.status, await response.text()];
    expect(sent).toEqual([]);
    release();
    await Promise.all(background);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [['rohan@example.com'], 'Your RSVP link'],
      [['sharmas@example.com'], 'Your RSVP link'],
    ]);
    expect(sent[0]!.text).toContain('https://wedding.example/rsvp/Qw3rty_-Asdfgh12345678');
    expect(sent[0]!.text).toContain("Priya & Arjun's wedding website");

    const nothing = deps();
    const none = await handleSendEmailRequest(ask(), nothing.deps);
    expect([none.status, await none.text()]).toEqual(answer);
    expect(answer).toEqual([200, JSON.stringify({ requested: true })]);
    expect(nothing.sent).toEqual([]);
  });

  it('never needs a sign-in, and keys the caller on the platform’s address, not what the caller wrote', async () => {
    const { deps: d } = deps();
    await handleSendEmailRequest(ask({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '1.1.1.1' }), d);
    await handleSendEmailRequest(ask({ 'x-forwarded-for': '9.9.9.9, 203.0.113.7' }), d);
    const [first, second] = (d.claimInvitationLink as ReturnType<typeof vi.fn>).mock.calls;
    expect(first![0]).toMatch(/^[0-9a-f]{64}$/);
    expect(second![0]).toBe(first![0]);
    expect(first!.slice(1)).toEqual(['priya-and-arjun', 'Rohan Sharma']);
    expect(d.verifyUser).not.toHaveBeenCalled();
  });

  it('says when the caller is over their limit, or e-mail is not set up, and refuses a malformed request', async () => {
    const limited = deps({
      claimInvitationLink: vi.fn(async (): Promise<InvitationLinkClaim> => ({ status: 'rate_limited' })),
    });
    expect((await handleSendEmailRequest(ask(), limited.deps)).status).toBe(429);
    const off = deps({ provider: null });
    const response = await handleSendEmailRequest(ask(), off.deps);
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toBe(GUEST_NOT_CONFIGURED);
    expect(off.deps.claimInvitationLink).not.toHaveBeenCalled();
    const { deps: d } = deps();
    for (const body of [
      { kind: 'invitation-link', slug: 'Not A Slug', fullName: 'Rohan Sharma' },
      { kind: 'invitation-link', slug: 'priya-and-arjun', fullName: 'x'.repeat(201) },
    ])
      expect((await handleSendEmailRequest(post(body, {}), d)).status).toBe(400);
    expect(d.claimInvitationLink).not.toHaveBeenCalled();
  });
});

describe('send-email: a wedding invitation', () => {
  const WEDDING = '7f0c7a4e-0000-4000-8000-00000000000a';
  const invite = (extra: Record<string, unknown> = {}) =>
    post({ kind: 'wedding-invite', weddingId: WEDDING, role: 'partner', email: 'dev@example.com', ...extra });
  const created: WeddingInvitation = {
    status: 'created',
    id: 'l1',
    token: 'Qw3rty_-Asdfgh12345678',
    expiresAt: '2026-12-05T10:00:00Z',
    inviter: 'Asha <b>Rao</b>',
  };

  it("sends one message to the one address: a fixed subject, the inviter's name, the role and a link on the site", async () => {
    const { deps: d, sent } = deps({ createWeddingInvitation: vi.fn(async () => created) });
    const response = await handleSendEmailRequest(invite(), d);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      link: { id: 'l1', role: 'partner', email: 'dev@example.com', expires_at: '2026-12-05T10:00:00Z' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['dev@example.com']);
    expect(sent[0]!.subject).toBe("You're invited to plan a wedding");
    expect(sent[0]!.text).toContain(
      'Asha <b>Rao</b> invited you to plan their wedding together, as a partner',
    );
    // The link is the site's, with only the token Postgres made.
    const links = sent[0]!.text.match(/https?:\/\/\S+/g);
    expect(links).toEqual(['https://wedding.example/join/Qw3rty_-Asdfgh12345678']);
    expect(sent[0]!.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(d.createWeddingInvitation).toHaveBeenCalledWith('good', WEDDING, 'partner', 'dev@example.com');
    expect(d.claimQuota).toHaveBeenCalledWith('good', 1);
  });

  it('takes exactly one address, a known role and a wedding id; nothing else reaches the mail', async () => {
    const { deps: d, sent } = deps({ createWeddingInvitation: vi.fn(async () => created) });
    for (const bad of [
      invite({ email: 'a@example.com, b@example.com' }),
      invite({ email: ['a@example.com', 'b@example.com'] }),
      invite({ role: 'owner' }),
      invite({ weddingId: 'not-a-wedding' }),
    ]) {
      expect((await handleSendEmailRequest(bad, d)).status).toBe(400);
    }
    // Free text offered for the subject or the link is not read.
    const response = await handleSendEmailRequest(
      invite({ subject: 'Click here', siteUrl: 'https://evil.example', link: 'https://evil.example/x' }),
      d,
    );
    expect(response.status).toBe(200);
    expect(sent.at(-1)!.subject).toBe("You're invited to plan a wedding");
    expect(sent.at(-1)!.text).not.toContain('evil');
    expect(sent).toHaveLength(1);
  });

  it("is counted against the sender's daily cap, and refused past it before any link is made", async () => {
    const { deps: d, sent } = deps({
      claimQuota: vi.fn(async (): Promise<QuotaClaim> => 'over'),
      createWeddingInvitation: vi.fn(async () => created),
    });
    const response = await handleSendEmailRequest(invite(), d);
    expect(response.status).toBe(429);
    expect((await response.json()).error.code).toBe('rate_limited');
    expect(d.createWeddingInvitation).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it('refuses someone who is not the couple in the words Postgres gave, and a signed-out caller', async () => {
    const { deps: d, sent } = deps({
      createWeddingInvitation: vi.fn(async (): Promise<WeddingInvitation> => ({
        status: 'refused',
        message: 'Only the couple can invite people to this wedding.',
      })),
    });
    const response = await handleSendEmailRequest(invite(), d);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'forbidden', message: 'Only the couple can invite people to this wedding.' },
    });
    expect(sent).toHaveLength(0);
    const signedOut = await handleSendEmailRequest(
      post({ kind: 'wedding-invite', weddingId: WEDDING, role: 'family', email: 'dev@example.com' }, {}),
      d,
    );
    expect(signedOut.status).toBe(401);
  });

  it('says so when the provider is not set up, or refuses the message', async () => {
    const { deps: off } = deps({ provider: null, createWeddingInvitation: vi.fn(async () => created) });
    const response = await handleSendEmailRequest(invite(), off);
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toBe(INVITE_NOT_CONFIGURED);
    const { deps: d } = deps({ createWeddingInvitation: vi.fn(async () => created) });
    const bounced = await handleSendEmailRequest(invite({ email: 'bounce@example.com' }), d);
    expect(bounced.status).toBe(502);
  });
});
