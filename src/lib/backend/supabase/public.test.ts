import { PublicInputError } from '../types';
import { createSupabasePublic } from './public';
import { fakeSupabase } from './test-client';

describe('cloud public port', () => {
  it('reads an invitation through the api schema function, as camelCase, or null', async () => {
    const { client, last } = fakeSupabase((r) =>
      r.body && (r.body as { p_token: string }).p_token === 'good-token-good-token-1'
        ? {
            json: [
              {
                id: 'i1',
                name: 'Our wedding',
                date: '2027-06-12',
                template_id: '1',
                hosts: 'Priya & Arjun',
                venue: 'Jaipur',
                image_version: 2,
                image_path: 'owner-id/invites/good-token-good-token-1.png',
                language: 'hi',
              },
            ],
          }
        : { json: [] },
    );
    const port = createSupabasePublic(client);
    expect(await port.invite('good-token-good-token-1')).toEqual({
      id: 'i1',
      name: 'Our wedding',
      date: '2027-06-12',
      templateId: '1',
      hosts: 'Priya & Arjun',
      venue: 'Jaipur',
      // The public bucket's address of the card in its owner's folder, with the version to bust caches.
      imageUrl:
        'https://project.supabase.co/storage/v1/object/public/published/owner-id/invites/good-token-good-token-1.png?v=2',
      language: 'hi',
    });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/rest/v1/rpc/invite_by_token');
    // The api schema is chosen by PostgREST's profile headers.
    expect(last().headers.get('content-profile')).toBe('api');
    expect(await port.invite('wrong-token-wrong-token')).toBeNull();
  });

  it('says the invitation could not be opened when the server fails', async () => {
    const { client } = fakeSupabase(() => ({ status: 500, json: { message: 'boom' } }));
    await expect(createSupabasePublic(client).invite('t')).rejects.toThrow();
  });

  it('reads and writes guests’ pages through the api functions, passing the camelCase answers through', async () => {
    const rsvp = { householdName: 'The Sharmas', guests: [], events: [] };
    const site = { slug: 'priya-and-arjun', title: 'Priya & Arjun' };
    const replies: Record<string, unknown> = {
      rsvp_by_token: rsvp,
      rsvp_submit: 'saved',
      website_by_slug: site,
      mark_gift_bought: 'already_bought',
    };
    const { client, requests } = fakeSupabase((r) => ({ json: replies[r.url.pathname.split('/').pop()!] }));
    const port = createSupabasePublic(client);
    const reply = { guests: [], message: 'Hi' };
    expect(await port.rsvp('t1')).toEqual(rsvp);
    expect(await port.submitRsvp('t1', reply)).toBe('saved');
    expect(await port.website('priya-and-arjun')).toEqual(site);
    expect(await port.markGiftBought('priya-and-arjun', 'r1', 'Lata', 'Hh1_household-token-0001')).toBe(
      'already_bought',
    );
    expect(requests.map((r) => [r.url.pathname, r.body, r.headers.get('content-profile')])).toEqual([
      ['/rest/v1/rpc/rsvp_by_token', { p_token: 't1' }, 'api'],
      ['/rest/v1/rpc/rsvp_submit', { p_token: 't1', p_reply: reply }, 'api'],
      ['/rest/v1/rpc/website_by_slug', { p_slug: 'priya-and-arjun' }, 'api'],
      [
        '/rest/v1/rpc/mark_gift_bought',
        { p_slug: 'priya-and-arjun', p_item_id: 'r1', p_buyer: 'Lata', p_token: 'Hh1_household-token-0001' },
        'api',
      ],
    ]);
  });

  it('turns a reply the database refused as malformed or too long into an input error', async () => {
    const { client } = fakeSupabase(() => ({
      status: 400,
      json: { code: '23514', message: 'check violation' },
    }));
    const port = createSupabasePublic(client);
    await expect(port.submitRsvp('t1', { guests: [], message: 'x' })).rejects.toBeInstanceOf(
      PublicInputError,
    );
    await expect(port.markGiftBought('s', 'r1', 'x', null)).rejects.toBeInstanceOf(PublicInputError);
    const down = fakeSupabase(() => ({ status: 500, json: { message: 'boom' } }));
    await expect(
      createSupabasePublic(down.client).submitRsvp('t1', { guests: [], message: null }),
    ).rejects.not.toBeInstanceOf(PublicInputError);
  });

  it('asks the send-email function to mail a lost link, and learns nothing back but whether it may ask again', async () => {
    const statuses = [200, 429, 503];
    const { client, requests } = fakeSupabase(() => {
      const status = statuses.shift()!;
      return status === 200
        ? { json: { requested: true } }
        : {
            status,
            json: { error: { code: status === 429 ? 'rate_limited' : 'not_configured', message: 'x' } },
          };
    });
    const port = createSupabasePublic(client);
    expect(await port.requestInvitationLink('priya-and-arjun', 'Rohan Sharma')).toBe('requested');
    expect(await port.requestInvitationLink('priya-and-arjun', 'Rohan Sharma')).toBe('rate_limited');
    expect(await port.requestInvitationLink('priya-and-arjun', 'Rohan Sharma')).toBe('unavailable');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({ pathname: '/functions/v1/send-email' }),
      body: { kind: 'invitation-link', slug: 'priya-and-arjun', fullName: 'Rohan Sharma' },
    });
    const down = fakeSupabase(() => ({ status: 500, json: { error: { code: 'internal_error' } } }));
    await expect(
      createSupabasePublic(down.client).requestInvitationLink('priya-and-arjun', 'Rohan Sharma'),
    ).rejects.toThrow();
  });
});
