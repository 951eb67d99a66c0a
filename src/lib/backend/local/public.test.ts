import { newToken } from '@/lib/ids';
import { inviteImageName } from '../published';
import { createLocalCollections } from './collections';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';
import { createLocalFiles } from './files';
import { createLocalPublic } from './public';

let db: LocalDb;
beforeEach(async () => {
  await resetLocalDbForTests();
  db = await openLocalDb();
});

describe('local public port', () => {
  it('opens an invitation by its token, from whichever account in this browser owns it', async () => {
    const token = newToken();
    await createLocalCollections(db, 'alice').put('invites', {
      id: 'i1',
      name: 'Our wedding',
      date: '2027-06-12',
      templateId: '1',
      status: 'sent',
      recipients: 80,
      token,
      hosts: 'Priya & Arjun',
      design: { version: 1, elements: [] },
    });
    await createLocalCollections(db, 'bob').put('invites', { id: 'i1', name: "Bob's", token: newToken() });
    expect(await createLocalPublic(db).invite(token)).toEqual({
      id: 'i1',
      name: 'Our wedding',
      date: '2027-06-12',
      templateId: '1',
      hosts: 'Priya & Arjun',
      venue: null,
      imageUrl: null,
    });
  });

  it('answers nothing for an unknown or empty token, or after the invitation is deleted', async () => {
    const token = newToken();
    const port = createLocalCollections(db, 'alice');
    await port.put('invites', { id: 'i1', name: 'Our wedding', token });
    const visitor = createLocalPublic(db);
    expect(await visitor.invite(newToken())).toBeNull();
    expect(await visitor.invite('')).toBeNull();
    await port.remove('invites', 'i1');
    expect(await visitor.invite(token)).toBeNull();
  });

  it('follows a new token and forgets the old one', async () => {
    const [first, second] = [newToken(), newToken()];
    const port = createLocalCollections(db, 'alice');
    await port.put('invites', { id: 'i1', name: 'Our wedding', token: first });
    await port.putMany('invites', [{ id: 'i1', name: 'Our wedding', token: second }]);
    const visitor = createLocalPublic(db);
    expect(await visitor.invite(first)).toBeNull();
    expect((await visitor.invite(second))?.name).toBe('Our wedding');
    await port.removeMany('invites', ['i1']);
    expect(await visitor.invite(second)).toBeNull();
  });
});

describe('newToken', () => {
  it('makes 128-bit URL-safe tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('published invitation images', () => {
  it('are read through the owner: the guest gets an address for the image the couple published', async () => {
    const token = newToken();
    await createLocalCollections(db, 'alice').put('invites', { id: 'i1', name: 'Our wedding', token });
    const files = createLocalFiles(db, 'alice');
    await files.publish(inviteImageName(token), new Blob(['png'], { type: 'image/png' }));
    const created: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:test/1');
    try {
      expect((await createLocalPublic(db).invite(token))?.imageUrl).toBe('blob:test/1');
    } finally {
      URL.createObjectURL = original;
    }
    expect(created).toHaveLength(1);
    await files.unpublish(inviteImageName(token));
    expect((await createLocalPublic(db).invite(token))?.imageUrl).toBeNull();
  });

  it('refuse a name that is not an invitation image under a token', async () => {
    const files = createLocalFiles(db, 'alice');
    await expect(files.publish('../secrets.png', new Blob(['x']))).rejects.toThrow();
    await expect(files.publish('invites/short.png', new Blob(['x']))).rejects.toThrow();
  });
});
