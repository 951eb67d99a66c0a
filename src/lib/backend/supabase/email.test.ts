import { EmailError } from '../types';
import { createSupabaseEmail } from './email';
import { fakeSupabase } from './test-client';

describe('cloud guest e-mail', () => {
  it('asks the send-email function with the couple’s token, as an invitation or a reminder', async () => {
    const { client, requests } = fakeSupabase(() => ({ json: { sent: 2, skipped: 1 } }));
    const port = createSupabaseEmail(client);
    expect(await port.sendRsvpLinks(['h1', 'h2', 'h3'])).toEqual({ sent: 2, skipped: 1 });
    await port.sendRsvpLinks(['h1'], { reminder: true, inviteToken: 'Zx3rty_-Asdfgh12345678' });
    await port.sendRsvpLinks(['h2'], { reminder: true, message: '  See you soon!  ' });
    await port.sendRsvpLinks(['h3'], { reminder: true, message: '   ' });
    expect(requests.map((r) => [r.url.pathname, r.body, r.headers.get('authorization')])).toEqual([
      [
        '/functions/v1/send-email',
        { kind: 'rsvp', householdIds: ['h1', 'h2', 'h3'] },
        'Bearer user-access-token',
      ],
      [
        '/functions/v1/send-email',
        { kind: 'rsvp-reminder', householdIds: ['h1'], inviteToken: 'Zx3rty_-Asdfgh12345678' },
        'Bearer user-access-token',
      ],
      // The couple's own words, trimmed; none when only blanks were typed.
      [
        '/functions/v1/send-email',
        { kind: 'rsvp-reminder', householdIds: ['h2'], message: 'See you soon!' },
        'Bearer user-access-token',
      ],
      [
        '/functions/v1/send-email',
        { kind: 'rsvp-reminder', householdIds: ['h3'] },
        'Bearer user-access-token',
      ],
    ]);
  });

  it('passes on the function’s own words when no provider is set up or the day’s cap is reached', async () => {
    const reply = (code: string) =>
      fakeSupabase(() => ({
        status: code === 'not_configured' ? 503 : 429,
        json: { error: { code, message: `Because ${code}.` } },
      }));
    for (const code of ['not_configured', 'rate_limited'] as const) {
      const error = await createSupabaseEmail(reply(code).client)
        .sendRsvpLinks(['h1'])
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmailError);
      expect(error).toMatchObject({ code, message: `Because ${code}.` });
    }
    const failed = await createSupabaseEmail(fakeSupabase(() => ({ status: 500, json: {} })).client)
      .sendRsvpLinks(['h1'])
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: 'failed' });
  });
});
