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
});
