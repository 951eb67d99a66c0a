import { createSupabaseFiles } from './files';
import { fakeSupabase, type RecordedRequest, type Responder } from './test-client';

/** The current wedding, and the account that made it (whose folder holds the files stored before files went by wedding). */
const WID = '5e0c7a4e-0000-4000-8000-0000000000aa';
const CREATOR = '7f0c7a4e-0000-4000-8000-000000000001';
const wedding = { current: async () => ({ id: WID, role: 'partner' as const, label: 'Asha & Rohan' }) };
/** Answers the creator lookup; everything else goes to `respond`. */
const withCreator =
  (respond: Responder = () => undefined, creator: string | null = CREATOR): Responder =>
  (r) =>
    r.url.pathname === '/rest/v1/weddings' ? { json: { legacy_folder: creator } } : respond(r);
/** A fake client that answers the creator lookup with CREATOR. */
const fake = (respond?: Responder) => fakeSupabase(withCreator(respond));
const storage = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname !== '/rest/v1/weddings');

describe('cloud files', () => {
  it("uploads under the wedding's folder in the user-files bucket, replacing an existing file", async () => {
    const { client, last } = fake(() => ({
      json: { Id: 'x', Key: `user-files/${WID}/contracts/v1.pdf` },
    }));
    const key = await createSupabaseFiles(client, wedding).put(
      'contracts/v1.pdf',
      new Blob(['%PDF'], { type: 'application/pdf' }),
    );
    expect(key).toBe('contracts/v1.pdf');
    expect(last().method).toBe('POST');
    expect(last().target).toBe(`/storage/v1/object/user-files/${WID}/contracts/v1.pdf`);
    expect(last().headers.get('x-upsert')).toBe('true');
  });

  it('stores only PNG, JPEG, WebP and PDF, taking the type from the key when the browser gave none; refuses SVG before any upload', async () => {
    const { client, requests } = fake(() => ({ json: { Id: 'x', Key: 'k' } }));
    const port = createSupabaseFiles(client, wedding);
    await port.put('contracts/scan.jpeg', new Blob(['jpeg']));
    const part = (storage(requests)[0]!.body as FormData).get('') as Blob;
    expect(part.type).toBe('image/jpeg');
    await expect(
      port.put('mood/evil.svg', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' })),
    ).rejects.toThrow('Only PNG, JPEG and WebP pictures and PDF files can be stored.');
    await expect(
      port.put('contracts/page.html', new Blob(['<script>'], { type: 'text/html' })),
    ).rejects.toThrow(/Only PNG/);
    await expect(port.put('contracts/unknown', new Blob(['?']))).rejects.toThrow(/Only PNG/);
    expect(storage(requests)).toHaveLength(1);
  });

  it('downloads a file, and answers null for a missing one', async () => {
    let missing = false;
    const { client, requests } = fake(() =>
      missing
        ? { status: 400, json: { statusCode: '404', error: 'not_found', message: 'Object not found' } }
        : { body: 'image-bytes', headers: { 'content-type': 'image/png' } },
    );
    const port = createSupabaseFiles(client, wedding);
    const blob = await port.get('mood/1.png');
    expect(await blob?.text()).toBe('image-bytes');
    expect(storage(requests)[0]!.method).toBe('GET');
    expect(storage(requests)[0]!.target).toBe(`/storage/v1/object/user-files/${WID}/mood/1.png`);
    missing = true;
    expect(await port.get('mood/2.png')).toBeNull();
  });

  it('rejects other storage failures', async () => {
    const { client } = fake(() => ({
      status: 403,
      json: {
        statusCode: '403',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
      },
    }));
    await expect(createSupabaseFiles(client, wedding).put('a.png', new Blob(['x']))).rejects.toThrow(
      'row-level security',
    );
    await expect(createSupabaseFiles(client, wedding).get('a.png')).rejects.toThrow('row-level security');
  });

  it('removes a file by its path', async () => {
    const { client, last } = fake(() => ({ json: [] }));
    await createSupabaseFiles(client, wedding).remove('mood/1.png');
    expect(last().method).toBe('DELETE');
    expect(last().target).toBe('/storage/v1/object/user-files');
    // The wedding's name and the creator's legacy one: either may hold it, the policies decide who may delete.
    expect(last().body).toEqual({ prefixes: [`${WID}/mood/1.png`, `${CREATOR}/mood/1.png`] });
  });

  it("reads a file stored before files went by wedding from its creator's folder, and only when the wedding's has none", async () => {
    const missing = {
      status: 400,
      json: { statusCode: '404', error: 'not_found', message: 'Object not found' },
    };
    const { client, requests } = fake((r) =>
      r.url.pathname.includes(`/${CREATOR}/`) ? { body: 'legacy-bytes' } : missing,
    );
    const port = createSupabaseFiles(client, wedding);
    expect(await (await port.get('mood/old.png'))?.text()).toBe('legacy-bytes');
    expect(storage(requests).map((r) => r.url.pathname)).toEqual([
      `/storage/v1/object/user-files/${WID}/mood/old.png`,
      `/storage/v1/object/user-files/${CREATOR}/mood/old.png`,
    ]);
    // The creator is looked up once per adapter.
    await port.get('mood/other.png');
    expect(requests.filter((r) => r.url.pathname === '/rest/v1/weddings')).toHaveLength(1);
  });

  it('writes and reads only the wedding folder when the wedding has no legacy folder (made since files went by wedding)', async () => {
    const { client, requests } = fakeSupabase(
      withCreator(
        () => ({ status: 400, json: { statusCode: '404', error: 'not_found', message: 'Object not found' } }),
        null,
      ),
    );
    expect(await createSupabaseFiles(client, wedding).get('mood/1.png')).toBeNull();
    expect(storage(requests).map((r) => r.url.pathname)).toEqual([
      `/storage/v1/object/user-files/${WID}/mood/1.png`,
    ]);
  });

  it.each(['../other-user/x.png', '/abs.png', 'a//b.png', 'a/./b', ''])(
    'refuses the key %j without a request',
    async (key) => {
      const { client, requests } = fake();
      await expect(createSupabaseFiles(client, wedding).get(key)).rejects.toThrow('Invalid file key');
      expect(requests).toHaveLength(0);
    },
  );

  it('publishes a card in the wedding’s folder, then removes the cards no invitation shows any more', async () => {
    const token = 'Qw3rty_-Asdfgh12345678';
    const { client, requests } = fake((r) =>
      r.url.pathname === '/rest/v1/rpc/my_stale_cards'
        ? { json: [`${WID}/invites/Old3rty_-Asdfgh12345678.png`, `invites/${token}.png`] }
        : { json: { Id: 'x', Key: 'k' } },
    );
    await createSupabaseFiles(client, wedding).publish(
      `invites/${token}.png`,
      new Blob(['png'], { type: 'image/png' }),
    );
    expect(storage(requests).map((r) => [r.method, r.target])).toEqual([
      ['POST', `/storage/v1/object/published/${WID}/invites/${token}.png`],
      ['POST', '/rest/v1/rpc/my_stale_cards'],
      ['DELETE', '/storage/v1/object/published'],
    ]);
    expect(storage(requests)[2]!.body).toEqual({
      prefixes: [`${WID}/invites/Old3rty_-Asdfgh12345678.png`, `invites/${token}.png`],
    });
  });

  it('unpublishes a card from the wedding’s folder, its creator’s and its old bare name, and refuses a name that is not a card', async () => {
    const token = 'Qw3rty_-Asdfgh12345678';
    const { client, requests } = fake(() => ({ json: [] }));
    const port = createSupabaseFiles(client, wedding);
    await port.unpublish(`invites/${token}.png`);
    expect(storage(requests)[0]!.body).toEqual({
      prefixes: [`${WID}/invites/${token}.png`, `${CREATOR}/invites/${token}.png`, `invites/${token}.png`],
    });
    await expect(port.publish('../other/x.png', new Blob(['png']))).rejects.toThrow(/Invalid published name/);
  });
});
