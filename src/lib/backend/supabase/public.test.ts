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
      // The public bucket's address for the token, with the version to bust caches.
      imageUrl:
        'https://project.supabase.co/storage/v1/object/public/published/invites/good-token-good-token-1.png?v=2',
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
      find_household: { status: 'found', token: 'tok' },
      mark_gift_bought: 'already_bought',
    };
    const { client, requests } = fakeSupabase((r) => ({ json: replies[r.url.pathname.split('/').pop()!] }));
    const port = createSupabasePublic(client);
    const reply = { guests: [], message: 'Hi' };
    expect(await port.rsvp('t1')).toEqual(rsvp);
    expect(await port.submitRsvp('t1', reply)).toBe('saved');
    expect(await port.website('priya-and-arjun')).toEqual(site);
    expect(await port.findHousehold('priya-and-arjun', 'Rohan Sharma')).toEqual({
      status: 'found',
      token: 'tok',
    });
    expect(await port.markGiftBought('priya-and-arjun', 'r1', 'Lata')).toBe('already_bought');
    expect(requests.map((r) => [r.url.pathname, r.body, r.headers.get('content-profile')])).toEqual([
      ['/rest/v1/rpc/rsvp_by_token', { p_token: 't1' }, 'api'],
      ['/rest/v1/rpc/rsvp_submit', { p_token: 't1', p_reply: reply }, 'api'],
      ['/rest/v1/rpc/website_by_slug', { p_slug: 'priya-and-arjun' }, 'api'],
      ['/rest/v1/rpc/find_household', { p_slug: 'priya-and-arjun', p_full_name: 'Rohan Sharma' }, 'api'],
      [
        '/rest/v1/rpc/mark_gift_bought',
        { p_slug: 'priya-and-arjun', p_item_id: 'r1', p_buyer: 'Lata' },
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
    await expect(port.markGiftBought('s', 'r1', 'x')).rejects.toBeInstanceOf(PublicInputError);
    const down = fakeSupabase(() => ({ status: 500, json: { message: 'boom' } }));
    await expect(
      createSupabasePublic(down.client).submitRsvp('t1', { guests: [], message: null }),
    ).rejects.not.toBeInstanceOf(PublicInputError);
  });
});
