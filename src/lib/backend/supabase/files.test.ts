import { createSupabaseFiles } from './files';
import { fakeSupabase } from './test-client';

const UID = '7f0c7a4e-0000-4000-8000-000000000001';

describe('cloud files', () => {
  it("uploads under the user's folder in the user-files bucket, replacing an existing file", async () => {
    const { client, last } = fakeSupabase(() => ({
      json: { Id: 'x', Key: `user-files/${UID}/contracts/v1.pdf` },
    }));
    const key = await createSupabaseFiles(client, UID).put(
      'contracts/v1.pdf',
      new Blob(['%PDF'], { type: 'application/pdf' }),
    );
    expect(key).toBe('contracts/v1.pdf');
    expect(last().method).toBe('POST');
    expect(last().target).toBe(`/storage/v1/object/user-files/${UID}/contracts/v1.pdf`);
    expect(last().headers.get('x-upsert')).toBe('true');
  });

  it('stores only PNG, JPEG, WebP and PDF, taking the type from the key when the browser gave none; refuses SVG before any upload', async () => {
    const { client, requests } = fakeSupabase(() => ({ json: { Id: 'x', Key: 'k' } }));
    const port = createSupabaseFiles(client, UID);
    await port.put('contracts/scan.jpeg', new Blob(['jpeg']));
    const part = (requests[0].body as FormData).get('') as Blob;
    expect(part.type).toBe('image/jpeg');
    await expect(
      port.put('mood/evil.svg', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' })),
    ).rejects.toThrow('Only PNG, JPEG and WebP pictures and PDF files can be stored.');
    await expect(
      port.put('contracts/page.html', new Blob(['<script>'], { type: 'text/html' })),
    ).rejects.toThrow(/Only PNG/);
    await expect(port.put('contracts/unknown', new Blob(['?']))).rejects.toThrow(/Only PNG/);
    expect(requests).toHaveLength(1);
  });

  it('downloads a file, and answers null for a missing one', async () => {
    let missing = false;
    const { client, requests } = fakeSupabase(() =>
      missing
        ? { status: 400, json: { statusCode: '404', error: 'not_found', message: 'Object not found' } }
        : { body: 'image-bytes', headers: { 'content-type': 'image/png' } },
    );
    const port = createSupabaseFiles(client, UID);
    const blob = await port.get('mood/1.png');
    expect(await blob?.text()).toBe('image-bytes');
    expect(requests[0].method).toBe('GET');
    expect(requests[0].target).toBe(`/storage/v1/object/user-files/${UID}/mood/1.png`);
    missing = true;
    expect(await port.get('mood/2.png')).toBeNull();
  });

  it('rejects other storage failures', async () => {
    const { client } = fakeSupabase(() => ({
      status: 403,
      json: {
        statusCode: '403',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
      },
    }));
    await expect(createSupabaseFiles(client, UID).put('a.png', new Blob(['x']))).rejects.toThrow(
      'row-level security',
    );
    await expect(createSupabaseFiles(client, UID).get('a.png')).rejects.toThrow('row-level security');
  });

  it('removes a file by its path', async () => {
    const { client, last } = fakeSupabase(() => ({ json: [] }));
    await createSupabaseFiles(client, UID).remove('mood/1.png');
    expect(last().method).toBe('DELETE');
    expect(last().target).toBe('/storage/v1/object/user-files');
    expect(last().body).toEqual({ prefixes: [`${UID}/mood/1.png`] });
  });

  it.each(['../other-user/x.png', '/abs.png', 'a//b.png', 'a/./b', ''])(
    'refuses the key %j without a request',
    async (key) => {
      const { client, requests } = fakeSupabase();
      await expect(createSupabaseFiles(client, UID).get(key)).rejects.toThrow('Invalid file key');
      expect(requests).toHaveLength(0);
    },
  );

  it('publishes a card in the owner’s folder, then removes the cards no invitation shows any more', async () => {
    const token = 'Qw3rty_-Asdfgh12345678';
    const { client, requests } = fakeSupabase((r) =>
      r.url.pathname === '/rest/v1/rpc/my_stale_cards'
        ? { json: [`${UID}/invites/Old3rty_-Asdfgh12345678.png`, `invites/${token}.png`] }
        : { json: { Id: 'x', Key: 'k' } },
    );
    await createSupabaseFiles(client, UID).publish(
      `invites/${token}.png`,
      new Blob(['png'], { type: 'image/png' }),
    );
    expect(requests.map((r) => [r.method, r.target])).toEqual([
      ['POST', `/storage/v1/object/published/${UID}/invites/${token}.png`],
      ['POST', '/rest/v1/rpc/my_stale_cards'],
      ['DELETE', '/storage/v1/object/published'],
    ]);
    expect(requests[2]!.body).toEqual({
      prefixes: [`${UID}/invites/Old3rty_-Asdfgh12345678.png`, `invites/${token}.png`],
    });
  });

  it('unpublishes a card from the owner’s folder and its old name, and refuses a name that is not a card', async () => {
    const token = 'Qw3rty_-Asdfgh12345678';
    const { client, requests } = fakeSupabase(() => ({ json: [] }));
    const port = createSupabaseFiles(client, UID);
    await port.unpublish(`invites/${token}.png`);
    expect(requests[0]!.body).toEqual({ prefixes: [`${UID}/invites/${token}.png`, `invites/${token}.png`] });
    await expect(port.publish('../other/x.png', new Blob(['png']))).rejects.toThrow(/Invalid published name/);
  });
});
