// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAnon, asUser, attempt, createAuthUser, createDb, ids, type Db } from './harness';

/**
 * The guests' pages' language (issue 33 item 5): the site's choice for the website, each household's (else the site's)
 * for its RSVP page, as the public reads answer it to a signed-out guest.
 */
let db: Db;
beforeAll(async () => {
  db = await createDb();
});

const { alice } = ids;
const FOLLOWS_SITE = 'Lang_household-token-001';
const HINDI = 'Lang_household-token-002';

beforeEach(async () => {
  await db.exec('begin');
  await createAuthUser(db, { id: alice, email: 'alice@example.com' });
  await asUser(db, alice, (d) =>
    d.exec(`
      insert into public.profiles (first_name, partner_first_name) values ('Priya', 'Arjun');
      select api.set_wedding_details((select m.wedding_id from public.wedding_members m where m.user_id = auth.uid()), '{"wedding_date": "2027-12-11"}');
      insert into public.households (id, name, rsvp_token, language) values
        ('h1', 'The Sharma family', '${FOLLOWS_SITE}', null),
        ('h2', 'The Kapoors', '${HINDI}', 'hi');
      insert into public.websites (id, slug, published) values ('site', 'priya-and-arjun', true);
    `),
  );
});
afterEach(() => db.exec('rollback'));

const read = async (sql: string, arg: string) =>
  (await asAnon(db, (d) => d.query<{ r: Record<string, unknown> | null }>(sql, [arg]))).rows[0]!.r;
const rsvp = (token: string) => read('select api.rsvp_by_token($1) as r', token);
const site = (slug: string) => read('select api.website_by_slug($1) as r', slug);

describe('the language of the guest pages', () => {
  it('is English for a site that chose none, and the household follows the site unless it has its own', async () => {
    expect(await site('priya-and-arjun')).toMatchObject({ title: 'Priya & Arjun', language: 'en' });
    expect(await rsvp(FOLLOWS_SITE)).toMatchObject({ householdName: 'The Sharma family', language: 'en' });
    expect(await rsvp(HINDI)).toMatchObject({ householdName: 'The Kapoors', language: 'hi' });

    await asUser(db, alice, (d) => d.exec(`update public.websites set language = 'es'`));
    expect(await site('priya-and-arjun')).toMatchObject({ language: 'es' });
    expect(await rsvp(FOLLOWS_SITE)).toMatchObject({ language: 'es' });
    expect(await rsvp(HINDI)).toMatchObject({ language: 'hi' });
  });

  it('still answers null for an unknown token or an unpublished site, and still marks the link as opened', async () => {
    expect(await rsvp('Nope_household-token-000')).toBeNull();
    await asUser(db, alice, (d) => d.exec(`update public.websites set published = false`));
    expect(await site('priya-and-arjun')).toBeNull();
    await rsvp(HINDI);
    const opened = await asUser(db, alice, (d) =>
      d.query<{ opened: boolean }>(
        `select opened_at is not null as opened from public.households where id = 'h2'`,
      ),
    );
    expect(opened.rows[0]!.opened).toBe(true);
  });

  it('refuses a language the pages have no words for', async () => {
    const household = await asUser(db, alice, (d) =>
      attempt(d, `update public.households set language = 'fr' where id = 'h1'`),
    );
    const website = await asUser(db, alice, (d) => attempt(d, `update public.websites set language = 'de'`));
    expect(household).toMatchObject({ ok: false, code: '23514' });
    expect(website).toMatchObject({ ok: false, code: '23514' });
  });

  it('keeps the functions the reads wrap out of a guest’s reach', async () => {
    const call = await asAnon(db, (d) => attempt(d, 'select private.rsvp_by_token_body($1)', [HINDI]));
    expect(call).toMatchObject({ ok: false, code: '42501' });
  });
});
