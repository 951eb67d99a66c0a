import { newToken } from '@/lib/ids';
import { PublicInputError } from '../types';
import { inviteImageName } from '../published';
import { createLocalCollections, PublicKeyTakenError } from './collections';
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
      language: 'en',
    });
  });

  it("opens an invitation in the language of its couple's site", async () => {
    const token = newToken();
    const port = createLocalCollections(db, 'alice');
    await port.put('invites', { id: 'i1', name: 'Our wedding', token });
    await port.put('websites', { id: 'site', language: 'es' });
    await createLocalCollections(db, 'bob').put('websites', { id: 'site', language: 'hi' });
    expect((await createLocalPublic(db).invite(token))?.language).toBe('es');
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

describe('retired links', () => {
  it('a deleted invitation’s link cannot be claimed by another account in this browser, nor a changed one', async () => {
    const [token, next] = [newToken(), newToken()];
    const alice = createLocalCollections(db, 'alice');
    await alice.put('invites', { id: 'i1', name: 'Ours', token });
    await alice.remove('invites', 'i1');
    const bob = createLocalCollections(db, 'bob');
    await expect(bob.put('invites', { id: 'b1', name: 'Not yours', token })).rejects.toBeInstanceOf(
      PublicKeyTakenError,
    );
    expect(await createLocalPublic(db).invite(token)).toBeNull();
    // The same invitation coming back (an Undo) keeps its link; a change retires the old one.
    await alice.put('invites', { id: 'i1', name: 'Ours', token });
    expect((await createLocalPublic(db).invite(token))?.name).toBe('Ours');
    await alice.put('invites', { id: 'i1', name: 'Ours', token: next });
    expect(await createLocalPublic(db).invite(token)).toBeNull();
    await expect(bob.put('invites', { id: 'b1', name: 'Not yours', token })).rejects.toBeInstanceOf(
      PublicKeyTakenError,
    );
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

  describe('guests’ pages', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const guest = (id: string, householdId: string, firstName: string, lastName: string, extra = {}) => ({
      id,
      householdId,
      firstName,
      lastName,
      side: 'both',
      tags: ['family'],
      plusOneAllowed: false,
      isChild: false,
      createdAt: at,
      ...extra,
    });
    async function seed(user: string, token: string) {
      const c = createLocalCollections(db, user);
      await c.put('events', { id: 'ceremony', name: 'Ceremony', isPublic: true });
      await c.put('households', { id: 'h1', name: 'The Sharmas', rsvpToken: token, createdAt: at });
      await c.putMany('guests', [
        guest('g1', 'h1', 'Rohan', 'Sharma', { plusOneAllowed: true }),
        guest('g2', 'h1', 'Meera', 'Sharma'),
      ]);
      await c.putMany('rsvp_answers', [
        { id: 'g1.ceremony', guestId: 'g1', eventId: 'ceremony', status: 'awaiting' },
        { id: 'g2.ceremony', guestId: 'g2', eventId: 'ceremony', status: 'awaiting' },
      ]);
      return c;
    }

    it('refuses a reply for another household’s guest, an event not invited to, a meal off the menu or a field too long', async () => {
      const token = newToken();
      const c = await seed('alice', token);
      await c.put('households', { id: 'h2', name: 'Others', rsvpToken: newToken(), createdAt: at });
      await c.put('guests', guest('g3', 'h2', 'Anil', 'Kapoor'));
      const visitor = createLocalPublic(db);
      const entry = { id: 'g1', answers: {}, meal: null, dietary: null, plusOne: null };
      for (const bad of [
        { ...entry, id: 'g3' },
        { ...entry, answers: { reception: 'attending' as const } },
        { ...entry, meal: 'Lobster' },
        { ...entry, dietary: 'x'.repeat(501) },
        { ...entry, id: 'g2', plusOne: { firstName: 'Sam', lastName: null, meal: null, dietary: null } },
      ])
        await expect(visitor.submitRsvp(token, { guests: [bad], message: null })).rejects.toBeInstanceOf(
          PublicInputError,
        );
      await expect(
        visitor.submitRsvp(token, { guests: [], message: 'x'.repeat(1001) }),
      ).rejects.toBeInstanceOf(PublicInputError);
      expect(
        (await c.list<{ id: string; status: string }>('rsvp_answers')).every((a) => a.status === 'awaiting'),
      ).toBe(true);
      expect(await visitor.submitRsvp(newToken(), { guests: [], message: null })).toBe('not_found');
    });

    it('a repeated reply stores one answer per guest and event, and one plus-one', async () => {
      const token = newToken();
      const c = await seed('alice', token);
      const visitor = createLocalPublic(db);
      const reply = {
        guests: [
          {
            id: 'g1',
            answers: { ceremony: 'attending' as const },
            meal: null,
            dietary: null,
            plusOne: { firstName: 'Kavya', lastName: null, meal: null, dietary: null },
          },
        ],
        message: null,
      };
      await Promise.all([visitor.submitRsvp(token, reply), visitor.submitRsvp(token, reply)]);
      expect((await c.list('rsvp_answers')).map((a) => a.id).sort()).toEqual([
        'g1-plus.ceremony',
        'g1.ceremony',
        'g2.ceremony',
      ]);
      expect((await c.list('guests')).map((g) => g.id)).toEqual(['g1', 'g2', 'g1-plus']);
    });

    it('closes after the deadline', async () => {
      const token = newToken();
      const c = await seed('alice', token);
      await c.put('websites', { id: 'site', rsvpDeadline: '2020-01-01', faq: [], mealOptions: [] });
      const visitor = createLocalPublic(db);
      expect((await visitor.rsvp(token))?.closed).toBe(true);
      expect(await visitor.submitRsvp(token, { guests: [], message: null })).toBe('closed');
    });

    it('gives a website address to one account in this browser', async () => {
      await createLocalCollections(db, 'alice').put('websites', {
        id: 'site',
        slug: 'priya-and-arjun',
        published: true,
      });
      await expect(
        createLocalCollections(db, 'bob').put('websites', {
          id: 'site',
          slug: 'priya-and-arjun',
          published: true,
        }),
      ).rejects.toBeInstanceOf(PublicKeyTakenError);
      // Its owner may save it again.
      await createLocalCollections(db, 'alice').put('websites', {
        id: 'site',
        slug: 'priya-and-arjun',
        published: false,
      });
    });

    const mails = () => db.getAll('mailbox');

    it('“find your invitation” mails the link to the guest’s own address, never answering with it', async () => {
      const token = newToken();
      const c = await seed('alice', token);
      await c.put('guests', guest('g1', 'h1', 'Rohan', 'Sharma', { email: 'rohan@example.com' }));
      const visitor = createLocalPublic(db, undefined, () => 'https://planner.example');
      await c.put('websites', { id: 'site', slug: 'priya-and-arjun', published: false });
      expect(await visitor.requestInvitationLink('priya-and-arjun', 'Rohan Sharma')).toBe('requested');
      expect(await mails()).toEqual([]);
      await c.put('websites', { id: 'site', slug: 'priya-and-arjun', published: true });
      expect(await visitor.requestInvitationLink('priya-and-arjun', '  rohan  SHARMA ')).toBe('requested');
      expect(await mails()).toEqual([
        expect.objectContaining({
          to: 'rohan@example.com',
          subject: 'Your RSVP link',
          link: `https://planner.example/rsvp/${token}`,
        }),
      ]);
      // Meera has no address, nor has the household: nothing is sent, and she is told the same.
      expect(await visitor.requestInvitationLink('priya-and-arjun', 'Meera Sharma')).toBe('requested');
      expect(await mails()).toHaveLength(1);
      await c.put('households', {
        id: 'h1',
        name: 'The Sharmas',
        rsvpToken: token,
        email: 'sharmas@example.com',
        createdAt: at,
      });
      await visitor.requestInvitationLink('priya-and-arjun', 'Meera Sharma');
      expect((await mails()).map((m) => m.to).sort()).toEqual(['rohan@example.com', 'sharmas@example.com']);
      expect(await visitor.requestInvitationLink('priya-and-arjun', 'Meera')).toBe('requested');
      // Two households match: nothing is sent.
      await c.put('households', { id: 'h2', name: 'Cousins', rsvpToken: newToken(), createdAt: at });
      await c.put('guests', guest('g9', 'h2', 'Meera', 'Sharma', { email: 'cousin@example.com' }));
      expect(await visitor.requestInvitationLink('priya-and-arjun', 'Meera Sharma')).toBe('requested');
      expect(await mails()).toHaveLength(2);
    });

    it('a gift is marked only with a household’s link of this couple, and names the household for the couple', async () => {
      const token = newToken();
      const c = await seed('alice', token);
      await c.put('websites', { id: 'site', slug: 'priya-and-arjun', published: true });
      await c.put('registry_items', { id: 'r1', name: 'Tea set', price: 80, purchased: false });
      const bobs = newToken();
      await createLocalCollections(db, 'bob').put('households', { id: 'b1', name: 'Bob’s', rsvpToken: bobs });
      const visitor = createLocalPublic(db);
      expect(await visitor.markGiftBought('priya-and-arjun', 'r1', 'Lata', null)).toBe('not_invited');
      expect(await visitor.markGiftBought('priya-and-arjun', 'r1', 'Lata', bobs)).toBe('not_invited');
      expect(await visitor.markGiftBought('priya-and-arjun', 'nope', null, token)).toBe('not_found');
      expect(await visitor.markGiftBought('priya-and-arjun', 'r1', 'Auntie Lata', token)).toBe('bought');
      expect(await visitor.markGiftBought('priya-and-arjun', 'r1', null, token)).toBe('already_bought');
      expect(await c.get('registry_items', 'r1')).toMatchObject({
        purchased: true,
        boughtBy: 'Auntie Lata (The Sharmas)',
      });
      await expect(
        visitor.markGiftBought('priya-and-arjun', 'r1', 'x'.repeat(101), token),
      ).rejects.toBeInstanceOf(PublicInputError);
    });
  });
});
