// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asRole, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * Guests, events, RSVP and the wedding website (issue #13): the couple's rows under RLS, and what a signed-out guest
 * reaches through the `api` functions — exactly one household by its token, exactly one published site by its slug.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});

const { alice, bob } = ids;
const TOKEN = 'Hh1_household-token-0001';
const OTHER_TOKEN = 'Hh2_household-token-0002';
const BOB_TOKEN = 'Bob_household-token-0003';

async function seedAlice() {
  await asUser(db, alice, async (d) => {
    await d.exec(`
      insert into public.profiles (first_name, partner_first_name) values ('Priya', 'Arjun');
      select api.set_wedding_details((select m.wedding_id from public.wedding_members m where m.user_id = auth.uid()), '{"wedding_date": "2027-12-11"}');
      insert into public.events (id, name, start_time, venue, is_public) values
        ('ceremony', 'Ceremony', '15:00', 'Temple', true),
        ('mehndi', 'Mehndi', '18:00', 'Home', false),
        ('reception', 'Reception', '19:00', 'Grand Hall', true);
      update public.events set date = '2027-12-10' where id = 'mehndi';
      insert into public.households (id, name, rsvp_token) values
        ('h1', 'The Sharma family', '${TOKEN}'),
        ('h2', 'The Kapoors', '${OTHER_TOKEN}');
      insert into public.guests (id, household_id, first_name, last_name, email, plus_one_allowed) values
        ('g1', 'h1', 'Rohan', 'Sharma', 'rohan@example.com', true),
        ('g2', 'h1', 'Meera', 'Sharma', null, false),
        ('g3', 'h2', 'Anil', 'Kapoor', 'anil@example.com', false);
      insert into public.rsvp_answers (id, guest_id, event_id) values
        ('g1.ceremony', 'g1', 'ceremony'), ('g1.mehndi', 'g1', 'mehndi'),
        ('g2.ceremony', 'g2', 'ceremony'),
        ('g3.reception', 'g3', 'reception');
      insert into public.websites (id, slug, published, story, rsvp_deadline, meal_options)
        values ('site', 'priya-and-arjun', true, 'We met in Pune.', '2999-01-01', '{Veg,Non-veg}');
      insert into public.registry_items (id, name, price) values ('r1', 'Tea set', 80), ('r2', 'Lamp', 40);
    `);
  });
  await asUser(db, bob, (d) =>
    d.exec(`
      insert into public.households (id, name, rsvp_token) values ('b1', 'Bob''s friends', '${BOB_TOKEN}');
      insert into public.guests (id, household_id, first_name, last_name) values ('bg1', 'b1', 'Rohan', 'Sharma');
    `),
  );
}

beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await createAuthUser(db, { id: bob, email: 'bob@example.com' });
  await seedAlice();
});
afterEach(() => db.exec('rollback'));

type Rsvp = {
  householdName: string;
  coupleNames: string;
  weddingDate: string;
  closed: boolean;
  mealOptions: string[];
  events: { id: string; date: string }[];
  guests: {
    id: string;
    firstName: string;
    plusOneOf: string | null;
    meal: string | null;
    answers: Record<string, string>;
  }[];
  websiteSlug: string | null;
};
const rsvp = async (token: string) =>
  (await asAnon(db, (d) => d.query<{ r: Rsvp | null }>('select api.rsvp_by_token($1) as r', [token])))
    .rows[0]!.r;
const submit = (token: string, reply: unknown) =>
  asAnon(db, (d) =>
    attempt<{ r: string }>(d, 'select api.rsvp_submit($1, $2) as r', [token, JSON.stringify(reply)]),
  );
const answers = async (user: string) =>
  (
    await asUser(db, user, (d) =>
      d.query<{ id: string; status: string; answered_by: string | null }>(
        'select id, status, answered_by from public.rsvp_answers order by id',
      ),
    )
  ).rows;

describe('the couple’s tables', () => {
  it('another couple cannot read or change events, households, guests, answers or the website', async () => {
    for (const table of ['events', 'households', 'guests', 'rsvp_answers', 'websites']) {
      const read = await asUser(db, bob, (d) =>
        d.query(`select * from public.${table} where user_id = $1`, [alice]),
      );
      expect(read.rows, table).toEqual([]);
      const update = await asUser(db, bob, (d) =>
        d.query(`update public.${table} set created_at = now() where user_id = $1`, [alice]),
      );
      expect(update.affectedRows, table).toBe(0);
      const remove = await asUser(db, bob, (d) =>
        d.query(`delete from public.${table} where user_id = $1`, [alice]),
      );
      expect(remove.affectedRows, table).toBe(0);
    }
    // Nor hang a guest on another couple's household.
    const foreign = await asUser(db, bob, (d) =>
      attempt(d, `insert into public.guests (id, household_id, first_name) values ('x', 'h1', 'Eve')`),
    );
    expect(foreign).toMatchObject({ ok: false, code: '23503' });
  });

  it('deleting a household removes its guests and their answers in the same statement', async () => {
    await asUser(db, alice, (d) => d.query(`delete from public.households where id = 'h1'`));
    const left = await asUser(db, alice, (d) =>
      d.query<{ id: string }>('select id from public.guests order by id'),
    );
    expect(left.rows).toEqual([{ id: 'g3' }]);
    expect((await answers(alice)).map((a) => a.id)).toEqual(['g3.reception']);
  });

  it('one answer per guest and event, named by both', async () => {
    const twice = await asUser(db, alice, (d) =>
      attempt(
        d,
        `insert into public.rsvp_answers (id, guest_id, event_id) values ('g1.ceremony', 'g1', 'ceremony')`,
      ),
    );
    expect(twice).toMatchObject({ ok: false, code: '23505' });
    const misnamed = await asUser(db, alice, (d) =>
      attempt(d, `insert into public.rsvp_answers (id, guest_id, event_id) values ('other', 'g2', 'mehndi')`),
    );
    expect(misnamed).toMatchObject({ ok: false, code: '23514' });
  });

  it('bounds names, notes, tags, slugs and menus', async () => {
    const refused = [
      `update public.guests set first_name = '${'x'.repeat(101)}' where id = 'g1'`,
      `update public.guests set dietary = '${'x'.repeat(501)}' where id = 'g1'`,
      `update public.guests set side = 'aunt' where id = 'g1'`,
      `update public.guests set tags = array_fill('t'::text, array[21]) where id = 'g1'`,
      `update public.households set message = '${'x'.repeat(1001)}' where id = 'h1'`,
      `update public.events set start_time = '25:00' where id = 'ceremony'`,
      `update public.websites set slug = 'Bad Slug!'`,
      `update public.websites set meal_options = array_fill('m'::text, array[13])`,
      `update public.websites set slug = null`,
    ];
    for (const sql of refused) {
      expect(await asUser(db, alice, (d) => attempt(d, sql)), sql).toMatchObject({
        ok: false,
        code: '23514',
      });
    }
  });

  it('a slug belongs to one couple', async () => {
    const taken = await asUser(db, bob, (d) =>
      attempt(d, `insert into public.websites (id, slug) values ('site', 'priya-and-arjun')`),
    );
    expect(taken).toMatchObject({ ok: false, code: '23505' });
  });
});

describe('the RSVP page by token', () => {
  it('an anonymous caller with a token reads only that household, its events and its answers', async () => {
    const page = await rsvp(TOKEN);
    expect(page).toMatchObject({
      householdName: 'The Sharma family',
      coupleNames: 'Priya & Arjun',
      weddingDate: '2027-12-11',
      closed: false,
      mealOptions: ['Veg', 'Non-veg'],
      websiteSlug: 'priya-and-arjun',
    });
    // The mehndi (private, the day before) and the ceremony; not the reception, which only the Kapoors are invited to.
    expect(page!.events.map((e) => [e.id, e.date])).toEqual([
      ['mehndi', '2027-12-10'],
      ['ceremony', '2027-12-11'],
    ]);
    expect(page!.guests.map((g) => [g.id, g.answers])).toEqual([
      ['g1', { ceremony: 'awaiting', mehndi: 'awaiting' }],
      ['g2', { ceremony: 'awaiting' }],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/Kapoor|rohan@example.com/);
  });

  it('a wrong or malformed token gets nothing', async () => {
    expect(await rsvp('Xx1_household-token-0001')).toBeNull();
    expect(await rsvp('short')).toBeNull();
    expect(await submit('Xx1_household-token-0001', { guests: [] })).toMatchObject({
      ok: true,
      rows: [{ r: 'not_found' }],
    });
  });

  it('the first visit marks the link opened; the couple testing their own link does not', async () => {
    const opened = async () =>
      (
        await asUser(db, alice, (d) =>
          d.query<{ opened_at: string | null }>(`select opened_at from public.households where id = 'h1'`),
        )
      ).rows[0]!.opened_at;
    await asUser(db, alice, (d) => d.query('select api.rsvp_by_token($1)', [TOKEN]));
    expect(await opened()).toBeNull();
    await rsvp(TOKEN);
    expect(await opened()).not.toBeNull();
  });

  it('an anonymous caller cannot list guests, households, events, answers, websites or registry buyers', async () => {
    for (const table of ['guests', 'households', 'events', 'rsvp_answers', 'websites', 'registry_items']) {
      expect((await asAnon(db, (d) => attempt(d, `select * from public.${table}`))).ok, table).toBe(false);
    }
  });

  it('writes exactly that household’s answers, a meal, a plus-one and a message; a repeat stores one answer', async () => {
    const reply = {
      guests: [
        {
          id: 'g1',
          answers: { ceremony: 'attending', mehndi: 'declined' },
          meal: 'Veg',
          dietary: 'No nuts',
          plusOne: { firstName: 'Kavya', lastName: 'Rao', meal: 'Non-veg', dietary: null },
        },
        { id: 'g2', answers: { ceremony: 'declined' }, meal: null, dietary: null, plusOne: null },
      ],
      message: 'Can’t wait!',
    };
    expect(await submit(TOKEN, reply)).toMatchObject({ ok: true, rows: [{ r: 'saved' }] });
    expect(await submit(TOKEN, reply)).toMatchObject({ ok: true, rows: [{ r: 'saved' }] });
    expect(await answers(alice)).toEqual([
      { id: 'g1-plus.ceremony', status: 'attending', answered_by: 'guest' },
      { id: 'g1-plus.mehndi', status: 'declined', answered_by: 'guest' },
      { id: 'g1.ceremony', status: 'attending', answered_by: 'guest' },
      { id: 'g1.mehndi', status: 'declined', answered_by: 'guest' },
      { id: 'g2.ceremony', status: 'declined', answered_by: 'guest' },
      { id: 'g3.reception', status: 'awaiting', answered_by: null },
    ]);
    const page = await rsvp(TOKEN);
    expect(page!.guests.map((g) => [g.firstName, g.plusOneOf, g.meal])).toEqual([
      ['Rohan', null, 'Veg'],
      ['Kavya', 'g1', 'Non-veg'],
      ['Meera', null, null],
    ]);
    const household = await asUser(db, alice, (d) =>
      d.query(`select message, responded_at is not null as responded from public.households where id = 'h1'`),
    );
    expect(household.rows).toEqual([{ message: 'Can’t wait!', responded: true }]);

    // Changing the answer: the plus-one goes when the guest no longer brings one.
    await submit(TOKEN, {
      guests: [{ id: 'g1', answers: { ceremony: 'declined' }, meal: null, dietary: null, plusOne: null }],
      message: null,
    });
    const after = await asUser(db, alice, (d) =>
      d.query<{ id: string }>(`select id from public.guests where household_id = 'h1' order by id`),
    );
    expect(after.rows.map((r) => r.id)).toEqual(['g1', 'g2']);
    expect((await answers(alice)).find((a) => a.id === 'g1.ceremony')?.status).toBe('declined');
  });

  it('refuses another household’s guest, an event the guest is not invited to, a meal off the menu and a plus-one not allowed', async () => {
    const base = { meal: null, dietary: null, plusOne: null };
    for (const guest of [
      { id: 'g3', answers: { reception: 'attending' } },
      { id: 'bg1', answers: {} },
      { id: 'g2', answers: { mehndi: 'attending' } },
      { id: 'g1', answers: { ceremony: 'maybe' } },
      { ...base, id: 'g1', answers: {}, meal: 'Lobster' },
      {
        ...base,
        id: 'g2',
        answers: {},
        plusOne: { firstName: 'Sam', lastName: null, meal: null, dietary: null },
      },
    ]) {
      const result = await submit(TOKEN, { guests: [{ ...base, ...guest }], message: null });
      expect(result, JSON.stringify(guest)).toMatchObject({ ok: false, code: '22023' });
    }
    // Nothing of those landed.
    expect((await answers(alice)).every((a) => a.status === 'awaiting')).toBe(true);
    expect((await answers(bob)).length).toBe(0);
  });

  it('refuses fields over their limits', async () => {
    const long = await submit(TOKEN, {
      guests: [{ id: 'g1', answers: {}, meal: null, dietary: 'x'.repeat(501), plusOne: null }],
      message: null,
    });
    expect(long).toMatchObject({ ok: false, code: '23514' });
    const message = await submit(TOKEN, { guests: [], message: 'x'.repeat(1001) });
    expect(message).toMatchObject({ ok: false, code: '23514' });
    const huge = await submit(TOKEN, { guests: [], message: null, pad: 'x'.repeat(100_001) });
    expect(huge).toMatchObject({ ok: false, code: '22023' });
  });

  it('after the deadline the page says closed and answers are refused', async () => {
    await asUser(db, alice, (d) => d.exec(`update public.websites set rsvp_deadline = '2020-01-01'`));
    expect((await rsvp(TOKEN))!.closed).toBe(true);
    const closed = await submit(TOKEN, {
      guests: [{ id: 'g1', answers: { ceremony: 'attending' }, meal: null, dietary: null, plusOne: null }],
      message: null,
    });
    expect(closed).toMatchObject({ ok: true, rows: [{ r: 'closed' }] });
    expect((await answers(alice)).every((a) => a.status === 'awaiting')).toBe(true);
  });

  it('rate-limits replies per token', async () => {
    const reply = { guests: [], message: null };
    for (let i = 0; i < 30; i++) expect(await submit(TOKEN, reply)).toMatchObject({ rows: [{ r: 'saved' }] });
    expect(await submit(TOKEN, reply)).toMatchObject({ rows: [{ r: 'rate_limited' }] });
  });
});

describe('the wedding website by slug', () => {
  type Site = {
    title: string;
    events: { id: string }[];
    registry: { id: string; bought: boolean }[] | null;
    indexable: boolean;
  };
  const site = async (slug: string) =>
    (await asAnon(db, (d) => d.query<{ s: Site | null }>('select api.website_by_slug($1) as s', [slug])))
      .rows[0]!.s;

  it('returns only a published site, with its public events and a registry without buyers', async () => {
    const page = await site('priya-and-arjun');
    expect(page).toMatchObject({ title: 'Priya & Arjun', indexable: false });
    expect(page!.events.map((e) => e.id)).toEqual(['ceremony', 'reception']);
    expect(page!.registry!.map((r) => [r.id, r.bought])).toEqual([
      ['r1', false],
      ['r2', false],
    ]);
    await asUser(db, alice, (d) => d.exec(`update public.websites set published = false`));
    expect(await site('priya-and-arjun')).toBeNull();
    expect(await site('nobody-here')).toBeNull();
  });

  it('carries the welcome message the couple wrote (none when empty), bounded like their other words', async () => {
    expect(await site('priya-and-arjun')).toMatchObject({ welcome: null });
    await asUser(db, alice, (d) => d.exec(`update public.websites set welcome = 'Welcome, dear friends!'`));
    expect(await site('priya-and-arjun')).toMatchObject({ welcome: 'Welcome, dear friends!' });
    await expect(
      asUser(db, alice, (d) => d.query(`update public.websites set welcome = $1`, ['x'.repeat(601)])),
    ).rejects.toThrow(/check constraint/);
  });

  const CALLER = 'c'.repeat(64);
  const claimLink = async (name: string, { slug = 'priya-and-arjun', caller = CALLER } = {}) =>
    (
      await asRole(db, 'service_role', { role: 'service_role' }, (d) =>
        d.query<{ r: { status: string; token?: string; recipients?: string[]; householdName?: string } }>(
          'select public.claim_invitation_link($1, $2, $3) as r',
          [caller, slug, name],
        ),
      )
    ).rows[0]!.r;

  it('token by name lookup: no function a visitor can call answers a guest’s name with a household’s link', async () => {
    const lookup = await asAnon(db, (d) =>
      attempt(d, 'select api.find_household($1, $2)', ['priya-and-arjun', 'Rohan Sharma']),
    );
    expect(lookup.ok).toBe(false);
    for (const role of ['anon', 'authenticated'] as const) {
      const claim = await asRole(db, role, { role, sub: role === 'authenticated' ? alice : undefined }, (d) =>
        attempt(d, `select public.claim_invitation_link($1, 'priya-and-arjun', 'Rohan Sharma')`, [CALLER]),
      );
      expect(claim.ok, role).toBe(false);
    }
  });

  it('finds a household by a guest’s full name for the e-mail, sent only to that guest’s own address', async () => {
    expect(await claimLink('  rohan   SHARMA ')).toEqual({
      status: 'send',
      token: TOKEN,
      householdName: 'The Sharma family',
      coupleNames: 'Priya & Arjun',
      recipients: ['rohan@example.com'],
    });
    // Meera has no address of her own, nor has the household: nothing to send, and the caller learns nothing.
    expect(await claimLink('Meera Sharma')).toEqual({ status: 'none' });
    await asUser(db, alice, (d) =>
      d.exec(`update public.households set email = 'sharmas@example.com' where id = 'h1'`),
    );
    expect((await claimLink('Meera Sharma')).recipients).toEqual(['sharmas@example.com']);
    expect(await claimLink('Rohan')).toEqual({ status: 'none' });
    expect(await claimLink('Rohan Kapoor')).toEqual({ status: 'none' });
    // Two households match: nothing is sent.
    await asUser(db, alice, (d) =>
      d.exec(
        `insert into public.guests (id, household_id, first_name, last_name, email) values ('g9', 'h2', 'Rohan', 'Sharma', 'other@example.com')`,
      ),
    );
    expect(await claimLink('Rohan Sharma')).toEqual({ status: 'none' });
    await asUser(db, alice, (d) => d.exec(`update public.websites set published = false`));
    expect(await claimLink('Anil Kapoor')).toEqual({ status: 'none' });
  });

  it('mails one household at most three times a day, counts each recipient for the couple, and never for a suspended one', async () => {
    const sent = async () =>
      (await db.query<{ n: number }>(`select coalesce(sum(sent), 0)::int as n from private.email_quota`))
        .rows[0]!.n;
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await claimLink('Anil Kapoor')).status);
    expect(results).toEqual(['send', 'send', 'send', 'none']);
    expect(await sent()).toBe(3);
    await db.query(`update public.users set status = 'suspended' where id = $1`, [alice]);
    expect(await claimLink('Rohan Sharma')).toEqual({ status: 'none' });
    expect(await sent()).toBe(3);
  });

  it('a caller searches at most 20 times an hour; malformed searches are not counted', async () => {
    for (let i = 0; i < 5; i++) await claimLink('Rohan');
    const results = [];
    for (let i = 0; i < 21; i++) results.push((await claimLink(`Nobody Number${i}`)).status);
    expect(results.slice(0, 20).every((r) => r === 'none')).toBe(true);
    expect(results[20]).toBe('rate_limited');
    expect((await claimLink('Nobody Else', { caller: 'd'.repeat(64) })).status).toBe('none');
  });

  const mark = async (item: string, buyer: string | null, token: string | null = TOKEN, ip = '203.0.113.7') =>
    (
      await asAnon(db, async (d) => {
        await d.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'cf-connecting-ip': ip }),
        ]);
        return d.query<{ r: string }>('select api.mark_gift_bought($1, $2, $3, $4) as r', [
          'priya-and-arjun',
          item,
          buyer,
          token,
        ]);
      })
    ).rows[0]!.r;

  it('marks a gift bought once, keeps the buyer and their household for the couple only', async () => {
    expect(await mark('r1', 'Auntie Lata')).toBe('bought');
    expect(await mark('r1', 'Someone else', OTHER_TOKEN)).toBe('already_bought');
    expect(await mark('nope', null)).toBe('not_found');
    expect((await site('priya-and-arjun'))!.registry!.find((r) => r.id === 'r1')!.bought).toBe(true);
    expect(JSON.stringify(await site('priya-and-arjun'))).not.toMatch(/Lata|Sharma/);
    const couple = await asUser(db, alice, (d) =>
      d.query(`select purchased, bought_by from public.registry_items where id = 'r1'`),
    );
    expect(couple.rows).toEqual([{ purchased: true, bought_by: 'Auntie Lata (The Sharma family)' }]);
    expect(await mark('r2', '  ', OTHER_TOKEN)).toBe('bought');
    const unnamed = await asUser(db, alice, (d) =>
      d.query(`select bought_by from public.registry_items where id = 'r2'`),
    );
    expect(unnamed.rows).toEqual([{ bought_by: 'The Kapoors' }]);
    // Bob's registry is not reachable through Alice's site.
    await asUser(db, bob, (d) =>
      d.exec(`insert into public.registry_items (id, name, price) values ('r2b', 'Bowl', 10)`),
    );
    expect(await mark('r2b', null)).toBe('not_found');
  });

  it('gift griefing: without a household’s link nothing is marked, and with one at most five gifts a day', async () => {
    await asUser(db, alice, (d) =>
      d.exec(
        `insert into public.registry_items (id, name, price) select 'g' || n, 'Gift ' || n, 10 from generate_series(1, 40) n`,
      ),
    );
    const results: string[] = [];
    for (let n = 1; n <= 40; n++) results.push(await mark(`g${n}`, null, null, `198.51.100.${n}`));
    expect(new Set(results)).toEqual(new Set(['not_invited']));
    // Another couple's household link does not open this registry.
    expect(await mark('g1', null, BOB_TOKEN)).toBe('not_invited');
    const withLink: string[] = [];
    for (let n = 1; n <= 40; n++) withLink.push(await mark(`g${n}`, null, TOKEN, `198.51.100.${n}`));
    expect(withLink.filter((r) => r === 'bought')).toHaveLength(5);
    expect(withLink.slice(5).every((r) => r === 'rate_limited')).toBe(true);
    const bought = await asUser(db, alice, (d) =>
      d.query<{ n: number }>(`select count(*)::int as n from public.registry_items where purchased`),
    );
    expect(bought.rows[0]!.n).toBe(5);
  });

  it('one caller marks at most ten gifts an hour, whatever links they hold', async () => {
    await asUser(db, alice, async (d) => {
      await d.exec(
        `insert into public.registry_items (id, name, price) select 'g' || n, 'Gift ' || n, 10 from generate_series(1, 12) n`,
      );
      await d.exec(
        `insert into public.households (id, name, rsvp_token) select 'hh' || n, 'Family ' || n, 'Many_household-token-' || lpad(n::text, 4, '0') from generate_series(1, 12) n`,
      );
    });
    const results: string[] = [];
    for (let n = 1; n <= 12; n++)
      results.push(await mark(`g${n}`, null, `Many_household-token-${String(n).padStart(4, '0')}`));
    expect(results).toEqual([...Array<string>(10).fill('bought'), 'rate_limited', 'rate_limited']);
  });

  it('the couple undoes a mark, and the gift can be marked again', async () => {
    expect(await mark('r1', 'Auntie Lata')).toBe('bought');
    await asUser(db, alice, (d) =>
      d.exec(
        `update public.registry_items set purchased = false, bought_by = null, bought_at = null where id = 'r1'`,
      ),
    );
    expect((await site('priya-and-arjun'))!.registry!.find((r) => r.id === 'r1')!.bought).toBe(false);
    expect(await mark('r1', null, OTHER_TOKEN)).toBe('bought');
  });
});
