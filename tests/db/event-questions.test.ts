// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * Questions per event (issue 33 item 1) through the RSVP page's two public calls: the read carries each event's own
 * menu and questions and each guest's answers per event; the reply stores them, only as the event allows, only for a
 * guest who attends. And item 6: the household's private details (dietary notes, phones, these answers) appear on its
 * own token page only, never in the website's read.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});

const { alice } = ids;
const TOKEN = 'Qq1_household-token-0001';
const QUESTIONS = [
  { id: 'song', label: "Song you'll dance to?", kind: 'text', choices: [] },
  { id: 'ride', label: 'Need a ride from the station?', kind: 'yesno', choices: [] },
  { id: 'shuttle', label: 'Which shuttle?', kind: 'choice', choices: ['5 pm', '7 pm'] },
];

beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await asUser(db, alice, async (d) => {
    await d.query(
      `insert into public.events (id, name, is_public, meal_options, questions) values
         ('sangeet', 'Sangeet', true, '["Jain", "Vegetarian"]', $1), ('reception', 'Reception', true, null, null)`,
      [JSON.stringify(QUESTIONS)],
    );
    await d.exec(`
       insert into public.households (id, name, rsvp_token, phone, notes) values
         ('h1', 'The Sharma family', '${TOKEN}', '+919876543210', 'Aunt of the bride');
       insert into public.guests (id, household_id, first_name, last_name, phone, dietary) values
         ('g1', 'h1', 'Meera', 'Sharma', '+919811111111', 'No onion or garlic'),
         ('g2', 'h1', 'Rohan', 'Sharma', null, null);
       insert into public.rsvp_answers (id, guest_id, event_id) values
         ('g1.sangeet', 'g1', 'sangeet'), ('g1.reception', 'g1', 'reception'), ('g2.sangeet', 'g2', 'sangeet');
       insert into public.websites (id, slug, published, meal_options) values
         ('site', 'meera-rohan', true, '{Chicken,Paneer}');`);
  });
});
afterEach(() => db.exec('rollback'));

type Details = Record<string, { meal: string | null; replies: Record<string, string> }>;
interface Rsvp {
  mealOptions: string[];
  events: { id: string; name: string; mealOptions: string[]; questions: typeof QUESTIONS }[];
  guests: { id: string; answers: Record<string, string>; details: Details }[];
}
const rsvp = async () =>
  (await asAnon(db, (d) => d.query<{ r: Rsvp | null }>('select api.rsvp_by_token($1) as r', [TOKEN])))
    .rows[0]!.r!;
const submit = (reply: unknown) =>
  asAnon(db, (d) =>
    attempt<{ r: string }>(d, 'select api.rsvp_submit($1, $2) as r', [TOKEN, JSON.stringify(reply)]),
  );
const stored = async () =>
  (
    await asUser(db, alice, (d) =>
      d.query<{ id: string; status: string; meal: string | null; replies: Record<string, string> | null }>(
        'select id, status, meal, replies from public.rsvp_answers order by id',
      ),
    )
  ).rows;

const meera = (
  details: unknown,
  answers: Record<string, string> = { sangeet: 'attending', reception: 'declined' },
) => ({
  guests: [{ id: 'g1', answers, meal: null, dietary: 'No onion or garlic', plusOne: null, details }],
  message: null,
});

describe('questions per event on the RSVP page', () => {
  it("reads each event's own menu and questions beside the rest of the RSVP, unchanged", async () => {
    const r = await rsvp();
    expect(r.mealOptions).toEqual(['Chicken', 'Paneer']);
    const sangeet = r.events.find((e) => e.id === 'sangeet')!;
    expect(sangeet).toMatchObject({
      name: 'Sangeet',
      mealOptions: ['Jain', 'Vegetarian'],
      questions: QUESTIONS,
    });
    expect(r.events.find((e) => e.id === 'reception')).toMatchObject({ mealOptions: [], questions: [] });
    expect(r.guests.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(r.guests[0]!.answers).toEqual({ sangeet: 'awaiting', reception: 'awaiting' });
    expect(r.guests[0]!.details).toEqual({
      sangeet: { meal: null, replies: {} },
      reception: { meal: null, replies: {} },
    });
  });

  it("stores an attending guest's meal and answers for the event, and reads them back", async () => {
    const reply = meera({
      sangeet: { meal: 'Jain', replies: { song: '  Kala Chashma ', ride: 'yes', shuttle: '7 pm' } },
      reception: { meal: null, replies: {} },
    });
    expect(await submit(reply)).toMatchObject({ ok: true, rows: [{ r: 'saved' }] });
    expect(await stored()).toEqual([
      { id: 'g1.reception', status: 'declined', meal: null, replies: {} },
      {
        id: 'g1.sangeet',
        status: 'attending',
        meal: 'Jain',
        replies: { song: 'Kala Chashma', ride: 'yes', shuttle: '7 pm' },
      },
      { id: 'g2.sangeet', status: 'awaiting', meal: null, replies: null },
    ]);
    expect((await rsvp()).guests[0]!.details.sangeet).toEqual({
      meal: 'Jain',
      replies: { song: 'Kala Chashma', ride: 'yes', shuttle: '7 pm' },
    });
    // A reply without details (an older page) leaves them as they were.
    const { details: _, ...plain } = reply.guests[0]!;
    expect(await submit({ ...reply, guests: [plain] })).toMatchObject({ ok: true });
    expect((await stored())[1]).toMatchObject({ meal: 'Jain', replies: { song: 'Kala Chashma' } });
  });

  it('keeps nothing for an event the guest declines, and drops blank answers', async () => {
    const reply = meera(
      { sangeet: { meal: 'Jain', replies: { song: 'x' } }, reception: { meal: null, replies: {} } },
      { sangeet: 'declined', reception: 'attending' },
    );
    expect(await submit(reply)).toMatchObject({ ok: true });
    expect((await stored())[1]).toMatchObject({ id: 'g1.sangeet', meal: null, replies: {} });
    await submit(meera({ sangeet: { meal: null, replies: { song: '   ', ride: '' } } }));
    expect((await stored())[1]).toMatchObject({ id: 'g1.sangeet', status: 'attending', replies: {} });
  });

  it('refuses, keeping nothing of the reply, a meal off the event menu, a bad answer or an event not invited to', async () => {
    const bad = [
      { sangeet: { meal: 'Chicken', replies: {} } },
      { reception: { meal: 'Jain', replies: {} } },
      { sangeet: { meal: null, replies: { ride: 'maybe' } } },
      { sangeet: { meal: null, replies: { shuttle: '6 pm' } } },
      { sangeet: { meal: null, replies: { nope: 'x' } } },
      { sangeet: { meal: null, replies: { song: 'x'.repeat(301) } } },
      { sangeet: { meal: null, replies: { song: 7 } } },
      { sangeet: { meal: 3, replies: {} } },
      { sangeet: 'Jain' },
      { mehndi: { meal: null, replies: {} } },
      'all',
    ];
    for (const details of bad) {
      expect(await submit(meera(details)), JSON.stringify(details)).toMatchObject({
        ok: false,
        code: '22023',
      });
      expect((await stored())[1], JSON.stringify(details)).toMatchObject({
        status: 'awaiting',
        replies: null,
      });
    }
    // Another guest's details cannot ride on this reply: the entry names its guest.
    const r = await submit({ guests: [{ id: 'g9', answers: {}, details: {} }], message: null });
    expect(r).toMatchObject({ ok: false });
  });

  it('keeps the event bounds in the table: at most five questions, twelve meals, an object of answers', async () => {
    const tooMany = JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ ...QUESTIONS[1], id: `q${i}` })));
    for (const sql of [
      `update public.events set questions = '${tooMany}' where id = 'sangeet'`,
      `update public.events set questions = '{}' where id = 'sangeet'`,
      `update public.events set meal_options = '${JSON.stringify(Array.from({ length: 13 }, (_, i) => `m${i}`))}' where id = 'sangeet'`,
      `update public.rsvp_answers set replies = '[]' where id = 'g1.sangeet'`,
      `update public.rsvp_answers set meal = '${'m'.repeat(101)}' where id = 'g1.sangeet'`,
    ])
      expect(await asUser(db, alice, (d) => attempt(d, sql)), sql).toMatchObject({
        ok: false,
        code: '23514',
      });
  });
});

describe('private details stay private (issue 33 item 6)', () => {
  const PRIVATE = [
    'No onion or garlic',
    '+919876543210',
    '+919811111111',
    'Aunt of the bride',
    'Kala Chashma',
  ];

  it("the household's own token page has its dietary notes and answers; the website's read has none of them", async () => {
    await submit(meera({ sangeet: { meal: 'Jain', replies: { song: 'Kala Chashma' } } }));
    const own = JSON.stringify(await rsvp());
    expect(own).toContain('No onion or garlic');
    expect(own).toContain('Kala Chashma');
    const site = await asAnon(db, (d) =>
      d.query<{ r: unknown }>('select api.website_by_slug($1) as r', ['meera-rohan']),
    );
    const text = JSON.stringify(site.rows[0]!.r);
    expect(text).toContain('Sangeet');
    for (const secret of PRIVATE) expect(text, secret).not.toContain(secret);
  });

  it('no function a visitor may call but the token read returns a guest’s phone, notes or answers', async () => {
    await submit(meera({ sangeet: { meal: 'Jain', replies: { song: 'Kala Chashma' } } }));
    // Every anon-callable api function that reads by a slug or token, called with this couple's slug and a wrong
    // token: only api.rsvp_by_token (by the household's own token) and api.rsvp_travel (travel only) read a household.
    const { rows } = await db.query<{ name: string; args: string }>(
      `select p.proname as name, pg_get_function_identity_arguments(p.oid) as args
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'api' and has_function_privilege('anon', p.oid, 'execute')
          and pg_get_function_identity_arguments(p.oid) in ('p_slug text', 'p_token text')`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([
      'invite_by_token',
      'rsvp_by_token',
      'rsvp_travel',
      'website_by_slug',
      'website_funds',
    ]);
    for (const { name, args } of rows) {
      if (name === 'rsvp_by_token' || name === 'rsvp_travel') continue;
      const value = args === 'p_slug text' ? 'meera-rohan' : TOKEN;
      const { rows: out } = await asAnon(db, (d) =>
        d.query(`select to_jsonb(r) as r from api.${name}($1) r`, [value]),
      );
      const text = JSON.stringify(out);
      for (const secret of PRIVATE) expect(text, `${name}: ${secret}`).not.toContain(secret);
    }
  });
});
