import { newToken } from '@/lib/ids';
import { createLocalCollections } from './collections';
import { openLocalDb, resetLocalDbForTests, type LocalDb } from './db';
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
      design: { version: 1, elements: [] },
    });
    await createLocalCollections(db, 'bob').put('invites', { id: 'i1', name: "Bob's", token: newToken() });
    expect(await createLocalPublic(db).invite(token)).toEqual({
      id: 'i1',
      name: 'Our wedding',
      date: '2027-06-12',
      templateId: '1',
      design: { version: 1, elements: [] },
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
