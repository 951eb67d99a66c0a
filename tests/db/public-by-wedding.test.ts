// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, asUser, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * The guests' pages follow the wedding (issue 30, item 1): what the partner adds to the owner's wedding shows on the
 * website the owner published, and a guest's gift mark lands on the partner's registry item.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});

const { alice, bob } = ids;
const TOKEN = 'Abc123_-xyzXYZ0987654321';
const INVITE = 'Inv123_-xyzXYZ0987654321';
const SLUG = 'priya-and-arjun';
let wedding: string;

/** Alice's wedding with bob as partner; alice publishes the website, bob adds the rest to her wedding. */
beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  wedding = (
    await db.query<{ wedding_id: string }>(
      `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
      [alice],
    )
  ).rows[0].wedding_id;
  const token = await asUser(
    db,
    alice,
    async (d) =>
      (
        await d.query<{ token: string }>('select token from api.create_join_link($1, $2)', [
          wedding,
          'partner',
        ])
      ).rows[0].token,
  );
  await asUser(db, bob, (d) => d.query('select api.accept_join_link($1)', [token]));
  await asUser(db, alice, (d) =>
    d.exec(
      `insert into public.profiles (first_name, partner_first_name) values ('Priya', 'Arjun');
       insert into public.events (id, name, is_public) values ('ceremony', 'Ceremony', false);
       insert into public.websites (id, slug, published, show_registry, language, ask_travel) values ('site', '${SLUG}', true, true, 'hi', true)`,
    ),
  );
  await asUser(db, bob, (d) =>
    d.exec(
      `insert into public.events (wedding_id, id, name, is_public) values ($1, 'sangeet', 'Sangeet', true);
       insert into public.registry_items (wedding_id, id, name, price) values ($1, 'kettle', 'Kettle', 2500);
       insert into public.gift_funds (wedding_id, id, title, payment_url) values ($1, 'home', 'First home', 'https://pay.example.com/x');
       insert into public.households (wedding_id, id, name, rsvp_token) values ($1, 'h1', 'The Sharmas', '${TOKEN}');
       insert into public.invites (wedding_id, id, name, token) values ($1, 'card', 'Card', '${INVITE}');
       insert into public.guests (wedding_id, id, household_id, first_name, last_name, email) values ($1, 'g1', 'h1', 'Ravi', 'Sharma', 'ravi@example.com');`.replace(
        /\$1/g,
        `'${wedding}'`,
      ),
    ),
  );
});
afterEach(() => db.exec('rollback'));

const anon = <T>(sql: string, ...params: unknown[]) =>
  asAnon(db, async (d) => (await d.query<{ r: T }>(sql, params)).rows[0].r);

describe('public reads and writes by wedding', () => {
  it('shows the partner’s public events, registry items and gift funds on the owner’s website', async () => {
    const site = await anon<{ events: { id: string }[]; registry: { id: string }[] }>(
      'select api.website_by_slug($1) as r',
      SLUG,
    );
    expect(site.events.map((e) => e.id)).toEqual(['sangeet']);
    expect(site.registry.map((r) => r.id)).toEqual(['kettle']);
    const funds = await anon<{ id: string }[]>('select api.website_funds($1) as r', SLUG);
    expect(funds.map((f) => f.id)).toEqual(['home']);
  });

  it('marks the partner’s registry item bought with the link of the partner’s household', async () => {
    expect(
      await anon<string>('select api.mark_gift_bought($1, $2, $3, $4) as r', SLUG, 'kettle', 'Asha', TOKEN),
    ).toBe('bought');
    const { rows } = await db.query<{ purchased: boolean; bought_by: string }>(
      `select purchased, bought_by from public.registry_items where id = 'kettle'`,
    );
    expect(rows).toEqual([{ purchased: true, bought_by: 'Asha (The Sharmas)' }]);
  });

  it('speaks the wedding website’s language on the partner’s RSVP page and invitation', async () => {
    const rsvp = await anon<{ language: string }>('select api.rsvp_by_token($1) as r', TOKEN);
    expect(rsvp.language).toBe('hi');
    const card = await asAnon(
      db,
      async (d) =>
        (await d.query<{ language: string }>('select language from api.invite_by_token($1)', [INVITE])).rows,
    );
    expect(card).toEqual([{ language: 'hi' }]);
  });

  it('shows the partner’s household its guests, the owner’s event they are invited to and the couple’s names', async () => {
    // Alice answers for bob's guest: the answer goes to her wedding, the one bob's household is in.
    await asUser(db, alice, (d) =>
      d.query(
        `insert into public.rsvp_answers (wedding_id, id, guest_id, event_id, status) values ($1, 'g1.ceremony', 'g1', 'ceremony', 'awaiting')`,
        [wedding],
      ),
    );
    const rsvp = await anon<{ coupleNames: string; events: { id: string }[]; guests: { id: string }[] }>(
      'select api.rsvp_by_token($1) as r',
      TOKEN,
    );
    expect(rsvp.coupleNames).toBe('Priya & Arjun');
    expect(rsvp.events.map((e) => e.id)).toEqual(['ceremony']);
    expect(rsvp.guests.map((g) => g.id)).toEqual(['g1']);
  });

  it('leaves the link unopened when any member of the wedding looks at it, and marks it opened for a guest', async () => {
    await asUser(db, alice, (d) => d.query('select api.rsvp_by_token($1)', [TOKEN]));
    const opened = async () =>
      (
        await db.query<{ o: boolean }>(
          `select opened_at is not null as o from public.households where id = 'h1'`,
        )
      ).rows[0].o;
    expect(await opened()).toBe(false);
    await anon('select api.rsvp_by_token($1) as r', TOKEN);
    expect(await opened()).toBe(true);
  });

  it('keeps a guest’s gift report and travel plans in the wedding, on the partner’s household and fund', async () => {
    expect(
      await anon<string>('select api.report_gift($1, $2, $3, $4, $5) as r', SLUG, 'home', TOKEN, 5000, null),
    ).toBe('reported');
    // Alice enters the plans of bob's household in the app; the guest's answer updates that one row.
    await asUser(db, alice, (d) =>
      d.query(
        `insert into public.travel (wedding_id, id, household_id, notes) values ($1, 'h1', 'h1', 'Train')`,
        [wedding],
      ),
    );
    expect(
      await anon<string>('select api.submit_travel($1, $2) as r', TOKEN, JSON.stringify({ notes: 'Flight' })),
    ).toBe('saved');
    const rows = await db.query<{ t: string; w: string }>(
      `select 'gift' as t, wedding_id as w from public.gifts union all
       select 'travel:' || notes, wedding_id from public.travel order by 1`,
    );
    expect(rows.rows).toEqual([
      { t: 'gift', w: wedding },
      { t: 'travel:Flight', w: wedding },
    ]);
    const read = await anon<{ travel: { notes: string } }>('select api.rsvp_travel($1) as r', TOKEN);
    expect(read.travel.notes).toBe('Flight');
  });

  it('finds the partner’s household by a guest’s name on the owner’s website, for the e-mail of its link', async () => {
    const claim = await asRole(
      db,
      'service_role',
      { role: 'service_role' },
      async (d) =>
        (
          await d.query<{ r: unknown }>('select public.claim_invitation_link($1, $2, $3) as r', [
            'c'.repeat(64),
            SLUG,
            'Ravi Sharma',
          ])
        ).rows[0].r,
    );
    expect(claim).toEqual({
      status: 'send',
      token: TOKEN,
      householdName: 'The Sharmas',
      coupleNames: 'Priya & Arjun',
      recipients: ['ravi@example.com'],
    });
  });

  it('keeps the reply of the partner’s household to the owner’s event, with its plus-one, in the wedding', async () => {
    await db.query(`update public.guests set plus_one_allowed = true where id = 'g1'`);
    await asUser(db, alice, (d) =>
      d.query(
        `insert into public.rsvp_answers (wedding_id, id, guest_id, event_id) values ($1, 'g1.ceremony', 'g1', 'ceremony')`,
        [wedding],
      ),
    );
    const reply = {
      guests: [
        {
          id: 'g1',
          answers: { ceremony: 'attending' },
          meal: null,
          dietary: null,
          plusOne: { firstName: 'Kavya', lastName: 'Rao', meal: null, dietary: null },
        },
      ],
    };
    for (let i = 0; i < 2; i++) {
      expect(await anon<string>('select api.rsvp_submit($1, $2) as r', TOKEN, JSON.stringify(reply))).toBe(
        'saved',
      );
    }
    const { rows } = await db.query<{ id: string; status: string; w: string }>(
      `select id, status, wedding_id as w from public.rsvp_answers order by id`,
    );
    expect(rows).toEqual([
      { id: 'g1-plus.ceremony', status: 'attending', w: wedding },
      { id: 'g1.ceremony', status: 'attending', w: wedding },
    ]);
  });

  it('shows guests the wedding’s date and currency as the partner set them', async () => {
    await asUser(db, bob, (d) =>
      d.query(
        `select api.set_wedding_details($1, '{"wedding_date": "2027-02-14", "budget_currency": "GBP"}')`,
        [wedding],
      ),
    );
    const site = await anon<{ weddingDate: string; currency: string; events: { date: string }[] }>(
      'select api.website_by_slug($1) as r',
      SLUG,
    );
    expect(site).toMatchObject({
      weddingDate: '2027-02-14',
      currency: 'GBP',
      events: [{ date: '2027-02-14' }],
    });
    const rsvp = await anon<{ weddingDate: string }>('select api.rsvp_by_token($1) as r', TOKEN);
    expect(rsvp.weddingDate).toBe('2027-02-14');
  });
});
