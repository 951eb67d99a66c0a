/**
 * What a guest with a link reaches (the PublicPort) on both backends: an RSVP by its token, a reply to it, the
 * published website by its slug, finding one's invitation on it and marking a gift bought. The cloud runs the `api`
 * functions as a visitor (role anon) over the rows the couple stored; local mode reads the same records from the
 * browser. The same cases, the same answers.
 */
import { describe, expect, test } from 'vitest';
import { PublicInputError, type Change, type Entity } from '../../src/lib/backend';
import { wedding } from './fixtures';
import type { Couple, Subject } from './subjects';

const put = (table: string) => (record: object) => ({ op: 'put' as const, table, record: record as Entity });
const SLUG = 'priya-and-arjun';
const AT = '2026-11-20T10:00:00.000Z';

/** The couple's wedding, their names, a published website with its registry. */
export async function publish(couple: Couple, { tokens = 'a', slug = SLUG } = {}) {
  const w = wedding({ tokens });
  await couple.profile.save({
    profile: { firstName: 'Priya' },
    wedding: { partnerFirstName: 'Arjun', weddingDate: '2027-02-14' },
  });
  const changes: Change[] = [
    ...w.events.map(put('events')),
    ...w.households.map(put('households')),
    ...w.guests.map((g) =>
      put('guests')({ ...g, lastName: g.householdId === 'h-sharma' ? 'Sharma' : 'Kapoor' }),
    ),
    ...w.answers.map(put('rsvp_answers')),
    put('websites')({
      id: 'site',
      slug,
      published: true,
      indexable: false,
      faq: [],
      showRegistry: true,
      mealOptions: ['Veg', 'Non-veg'],
      story: 'We met at college.',
      createdAt: AT,
    }),
    put('registry_items')({
      id: 'gift-1',
      name: 'Tea set',
      price: 2500,
      priority: 'medium',
      purchased: false,
      createdAt: AT,
    }),
  ];
  await couple.collections.apply(changes);
  return w;
}

export function publicContract(subject: Subject) {
  describe(`what a guest reaches by link (${subject.name})`, () => {
    test("an RSVP link opens exactly its household's invitation; a wrong one opens nothing", async () => {
      const { a } = await subject.couples();
      const w = await publish(a);
      const rsvp = await subject.visitor().rsvp(w.households[0].rsvpToken);
      expect(rsvp).toMatchObject({
        householdName: 'The Sharma family',
        coupleNames: 'Priya & Arjun',
        weddingDate: '2027-02-14',
        closed: false,
        mealOptions: ['Veg', 'Non-veg'],
      });
      expect(rsvp!.guests.map((g) => g.firstName).sort()).toEqual(['Priya', 'Rahul']);
      expect(rsvp!.events.map((e) => e.name).sort()).toEqual(['Reception', 'Sangeet']);
      const priya = rsvp!.guests.find((g) => g.firstName === 'Priya')!;
      expect(priya.answers).toEqual({ reception: 'awaiting', sangeet: 'awaiting' });
      expect(await subject.visitor().rsvp('b'.repeat(22))).toBeNull();
    });

    test('a reply stores each guest’s answers and meal, and reads back as stored', async () => {
      const { a } = await subject.couples();
      const w = await publish(a);
      const token = w.households[0].rsvpToken;
      const result = await subject.visitor().submitRsvp(token, {
        guests: [
          {
            id: 'g-priya',
            answers: { reception: 'attending', sangeet: 'declined' },
            meal: 'Veg',
            dietary: 'No nuts',
            // The named plus-one comes with their host's answer (null would take them off the invitation).
            plusOne: { firstName: 'Rahul', lastName: 'Sharma', meal: 'Non-veg', dietary: null },
          },
        ],
        message: 'See you there!',
      });
      expect(result).toBe('saved');
      const back = await subject.visitor().rsvp(token);
      const priya = back!.guests.find((g) => g.firstName === 'Priya')!;
      expect(priya).toMatchObject({ meal: 'Veg', answers: { reception: 'attending', sangeet: 'declined' } });
      expect(back!.guests.find((g) => g.firstName === 'Rahul')).toMatchObject({ meal: 'Non-veg' });
      expect(back!.message).toBe('See you there!');
      expect(back!.respondedAt).not.toBeNull();
      // The couple sees it too, answered by the guest.
      expect(await a.collections.get('rsvp_answers', 'g-priya.sangeet')).toMatchObject({
        status: 'declined',
        answeredBy: 'guest',
      });
    });

    test("an event's own menu and questions: read, answered per guest, checked, and kept off the website", async () => {
      const { a } = await subject.couples();
      const w = await publish(a);
      const sangeet = w.events.find((e) => e.id === 'sangeet')!;
      const song = { id: 'song', label: "Song you'll dance to?", kind: 'text', choices: [] };
      await a.collections.apply([
        put('events')({ ...sangeet, mealOptions: ['Jain', 'Veg'], questions: [song] }),
      ]);
      const token = w.households[0].rsvpToken;
      const before = await subject.visitor().rsvp(token);
      expect(before!.events.find((e) => e.id === 'sangeet')).toMatchObject({
        mealOptions: ['Jain', 'Veg'],
        questions: [song],
      });
      expect(before!.events.find((e) => e.id === 'reception')).toMatchObject({
        mealOptions: [],
        questions: [],
      });
      const reply = (details: object) => ({
        guests: [
          {
            id: 'g-priya',
            answers: { reception: 'attending' as const, sangeet: 'attending' as const },
            meal: 'Veg',
            dietary: 'No nuts',
            plusOne: null,
            details: details as never,
          },
        ],
        message: null,
      });
      await expect(
        subject.visitor().submitRsvp(token, reply({ sangeet: { meal: 'Non-veg', replies: {} } })),
      ).rejects.toBeInstanceOf(PublicInputError);
      await expect(
        subject.visitor().submitRsvp(token, reply({ sangeet: { meal: null, replies: { other: 'x' } } })),
      ).rejects.toBeInstanceOf(PublicInputError);
      expect(await a.collections.get('rsvp_answers', 'g-priya.sangeet')).toMatchObject({
        status: 'awaiting',
      });

      const saved = await subject
        .visitor()
        .submitRsvp(token, reply({ sangeet: { meal: 'Jain', replies: { song: ' Kala Chashma ' } } }));
      expect(saved).toBe('saved');
      const priya = (await subject.visitor().rsvp(token))!.guests.find((g) => g.id === 'g-priya')!;
      expect(priya.details).toMatchObject({ sangeet: { meal: 'Jain', replies: { song: 'Kala Chashma' } } });
      expect(await a.collections.get('rsvp_answers', 'g-priya.sangeet')).toMatchObject({
        meal: 'Jain',
        replies: { song: 'Kala Chashma' },
      });
      // Private details (issue 33 item 6): on the household's own page only, never on the website.
      const site = JSON.stringify(await subject.visitor().website(SLUG));
      expect(site).toContain('Sangeet');
      for (const secret of ['No nuts', 'Kala Chashma', 'g-priya', 'Priya Sharma'])
        expect(site).not.toContain(secret);
    });

    test("a plus-one answers an event's menu and questions like any guest: checked, stored, read back", async () => {
      const { a } = await subject.couples();
      const w = await publish(a);
      const sangeet = w.events.find((e) => e.id === 'sangeet')!;
      const song = { id: 'song', label: "Song you'll dance to?", kind: 'text', choices: [] };
      await a.collections.apply([
        put('events')({ ...sangeet, mealOptions: ['Jain', 'Veg'], questions: [song] }),
      ]);
      const token = w.households[0].rsvpToken;
      const reply = (sangeetAnswer: 'attending' | 'declined', details: object) => ({
        guests: [
          {
            id: 'g-priya',
            answers: { reception: 'attending' as const, sangeet: sangeetAnswer },
            meal: 'Veg',
            dietary: null,
            plusOne: {
              firstName: 'Rahul',
              lastName: 'Sharma',
              meal: null,
              dietary: 'No onion',
              details: details as never,
            },
            details: { sangeet: { meal: 'Veg', replies: {} } },
          },
        ],
        message: null,
      });
      const visitor = subject.visitor();
      for (const bad of [
        { sangeet: { meal: 'Lobster', replies: {} } },
        { sangeet: { meal: null, replies: { other: 'x' } } },
        { haldi: { meal: null, replies: {} } },
      ])
        await expect(visitor.submitRsvp(token, reply('attending', bad))).rejects.toBeInstanceOf(
          PublicInputError,
        );

      const plusDetails = { sangeet: { meal: 'Jain', replies: { song: ' Kala Chashma ' } } };
      expect(await visitor.submitRsvp(token, reply('attending', plusDetails))).toBe('saved');
      const rahul = (await visitor.rsvp(token))!.guests.find((g) => g.id === 'g-priya-plus')!;
      expect(rahul.details).toMatchObject({ sangeet: { meal: 'Jain', replies: { song: 'Kala Chashma' } } });
      expect(await a.collections.get('rsvp_answers', 'g-priya-plus.sangeet')).toMatchObject({
        status: 'attending',
        meal: 'Jain',
        replies: { song: 'Kala Chashma' },
      });
      // The host's own stay the host's.
      expect(await a.collections.get('rsvp_answers', 'g-priya.sangeet')).toMatchObject({
        meal: 'Veg',
        replies: {},
      });

      // Declining with their host clears what they answered there.
      expect(await visitor.submitRsvp(token, reply('declined', plusDetails))).toBe('saved');
      const declined = await a.collections.get<{ id: string; meal?: string; replies?: object }>(
        'rsvp_answers',
        'g-priya-plus.sangeet',
      );
      expect(declined).toMatchObject({ status: 'declined', replies: {} });
      expect(declined?.meal ?? null).toBeNull();
    });

    test('a reply for an event the guest is not invited to is refused whole', async () => {
      const { a } = await subject.couples();
      const w = await publish(a);
      const token = w.households[1].rsvpToken;
      await expect(
        subject.visitor().submitRsvp(token, {
          guests: [
            {
              id: 'g-arjun',
              answers: { reception: 'attending', sangeet: 'attending' },
              meal: null,
              dietary: null,
              plusOne: null,
            },
          ],
          message: null,
        }),
      ).rejects.toBeInstanceOf(PublicInputError);
      expect(await a.collections.get('rsvp_answers', 'g-arjun.reception')).toMatchObject({
        status: 'awaiting',
      });
      expect(await subject.visitor().submitRsvp('c'.repeat(22), { guests: [], message: null })).toBe(
        'not_found',
      );
    });

    test('the published website by its slug, with its public events and registry; nothing once unpublished', async () => {
      const { a } = await subject.couples();
      await publish(a);
      const site = await subject.visitor().website(SLUG);
      expect(site).toMatchObject({ slug: SLUG, title: 'Priya & Arjun', story: 'We met at college.' });
      expect(site!.events.map((e) => e.name).sort()).toEqual(['Reception', 'Sangeet']);
      expect(site!.registry).toEqual([
        expect.objectContaining({ id: 'gift-1', name: 'Tea set', bought: false }),
      ]);
      const stored = await a.collections.get<Entity & Record<string, unknown>>('websites', 'site');
      await a.collections.put('websites', { ...stored!, published: false });
      expect(await subject.visitor().website(SLUG)).toBeNull();
      expect(await subject.visitor().website('no-such-site')).toBeNull();
    });

    test('a gift is marked bought once, only with a household’s link of this couple; a second mark says it is gone', async () => {
      const { a, b } = await subject.couples();
      const w = await publish(a);
      const wb = await publish(b, { tokens: 'b', slug: 'bob-and-bea' });
      const token = w.households[0].rsvpToken;
      expect(await subject.visitor().markGiftBought(SLUG, 'gift-1', 'Meera', null)).toBe('not_invited');
      expect(
        await subject.visitor().markGiftBought(SLUG, 'gift-1', 'Meera', wb.households[0].rsvpToken),
      ).toBe('not_invited');
      expect(await subject.visitor().markGiftBought(SLUG, 'gift-1', 'Meera', token)).toBe('bought');
      expect(await subject.visitor().markGiftBought(SLUG, 'gift-1', 'Someone else', token)).toBe(
        'already_bought',
      );
      expect(await subject.visitor().markGiftBought(SLUG, 'no-gift', null, token)).toBe('not_found');
      const site = await subject.visitor().website(SLUG);
      expect(site!.registry![0].bought).toBe(true);
      // The couple sees who marked it, and from which household.
      expect(await a.collections.get('registry_items', 'gift-1')).toMatchObject({
        purchased: true,
        boughtBy: 'Meera (The Sharma family)',
      });
    });

    test('a fund shows on the registry, and a household’s report of what it sent lands unconfirmed in the ledger', async () => {
      const { a, b } = await subject.couples();
      const w = await publish(a);
      const wb = await publish(b, { tokens: 'b', slug: 'bob-and-bea' });
      const fund = {
        id: 'honeymoon',
        title: 'Honeymoon',
        goal: 200000,
        upiId: 'priya.arjun@okaxis',
        payeeName: 'Priya Sharma',
        createdAt: AT,
      };
      await a.collections.apply([put('gift_funds')(fund)]);
      expect(await subject.visitor().websiteFunds(SLUG)).toEqual([
        {
          id: 'honeymoon',
          title: 'Honeymoon',
          goal: 200000,
          description: null,
          upiId: 'priya.arjun@okaxis',
          payeeName: 'Priya Sharma',
          paymentUrl: null,
        },
      ]);
      const token = w.households[0].rsvpToken;
      const visitor = subject.visitor();
      expect(await visitor.reportGift(SLUG, 'honeymoon', null, 5100, null)).toBe('not_invited');
      expect(await visitor.reportGift(SLUG, 'honeymoon', wb.households[0].rsvpToken, 5100, null)).toBe(
        'not_invited',
      );
      expect(await visitor.reportGift(SLUG, 'nope', token, 5100, null)).toBe('not_found');
      await expect(visitor.reportGift(SLUG, 'honeymoon', token, 10_000_001, null)).rejects.toBeInstanceOf(
        PublicInputError,
      );
      await expect(visitor.reportGift(SLUG, 'honeymoon', token, 100, 'x'.repeat(301))).rejects.toBeInstanceOf(
        PublicInputError,
      );
      expect(await visitor.reportGift(SLUG, 'honeymoon', token, 5100, ' With love ')).toBe('reported');
      const gifts = await a.collections.list('gifts');
      expect(gifts).toEqual([
        expect.objectContaining({
          kind: 'cash',
          description: 'Sent to Honeymoon',
          amount: 5100,
          householdId: w.households[0].id,
          source: 'guest-report',
          confirmed: false,
          note: 'With love',
        }),
      ]);
      for (let n = 2; n <= 5; n++)
        expect(await visitor.reportGift(SLUG, 'honeymoon', token, n, null)).toBe('reported');
      expect(await visitor.reportGift(SLUG, 'honeymoon', token, 6, null)).toBe('limit_reached');
      expect(await b.collections.list('gifts')).toEqual([]);
    });

    test('a lost link goes to the guest’s own address on file, never back to the page, which learns nothing', async () => {
      const { a } = await subject.couples();
      const w = await publish(a);
      const priya = (await a.collections.get<Entity & Record<string, unknown>>('guests', 'g-priya'))!;
      await a.collections.put('guests', { ...priya, email: 'priya@example.com' });
      const answers = [];
      for (const name of ['Priya Sharma', 'Nobody Here', 'Priya'])
        answers.push(await subject.visitor().requestInvitationLink(SLUG, name));
      expect(answers).toEqual(['requested', 'requested', 'requested']);
      expect(await subject.mailsSent()).toEqual([
        { to: 'priya@example.com', link: `https://planner.example/rsvp/${w.households[0].rsvpToken}` },
      ]);
    });

    test("one couple's links never reach another couple's records", async () => {
      const { a, b } = await subject.couples();
      await publish(a);
      const wb = await publish(b, { tokens: 'b', slug: 'bob-and-bea' });
      const bRsvp = await subject.visitor().rsvp(wb.households[0].rsvpToken);
      expect(bRsvp!.householdName).toBe('The Sharma family');
      // B's token answers for B's household, whatever the ids A's records share.
      await subject.visitor().submitRsvp(wb.households[0].rsvpToken, {
        guests: [
          { id: 'g-priya', answers: { reception: 'declined' }, meal: null, dietary: null, plusOne: null },
        ],
        message: null,
      });
      expect(await a.collections.get('rsvp_answers', 'g-priya.reception')).toMatchObject({
        status: 'awaiting',
      });
      expect(await b.collections.get('rsvp_answers', 'g-priya.reception')).toMatchObject({
        status: 'declined',
      });
    });
  });
}
