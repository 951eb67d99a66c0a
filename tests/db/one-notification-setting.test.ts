// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, createAuthUser, createDb, ids, type Db } from './harness';

const MIGRATION = '20261125050001_one_notification_setting.sql';
const { alice, bob, carol } = ids;

let db: Db;
beforeAll(async () => {
  db = await createDb({ before: MIGRATION });
  for (const [id, email] of [
    [alice, 'alice@example.com'],
    [bob, 'bob@example.com'],
    [carol, 'carol@example.com'],
  ])
    await createAuthUser(db, { id, email });
  const insert = (
    user: string,
    notifyEmail: boolean,
    notifyBrowser: boolean,
    reminderEmail: boolean,
    reminderBrowser: boolean,
  ) =>
    db.query(
      'insert into public.profiles (user_id, notify_email, notify_browser, reminder_email, reminder_browser) values ($1, $2, $3, $4, $5)',
      [user, notifyEmail, notifyBrowser, reminderEmail, reminderBrowser],
    );
  // Alice turned alerts on where they worked (the Notifications page); Bob only in Settings, where nothing read it.
  await insert(alice, true, false, true, true);
  await insert(bob, true, true, false, false);
  await insert(carol, false, false, true, false);
  await applyMigration(db, MIGRATION);
});
afterAll(() => db.close());

describe('one notification setting (issue 15 item 5)', () => {
  it('keeps the browser switch that drove alerts, and email only where it was on in both places', async () => {
    const { rows } = await db.query<{ user_id: string; notify_email: boolean; notify_browser: boolean }>(
      'select user_id, notify_email, notify_browser from public.profiles order by user_id',
    );
    const byUser = Object.fromEntries(rows.map((r) => [r.user_id, [r.notify_email, r.notify_browser]]));
    expect(byUser[alice]).toEqual([true, true]);
    expect(byUser[bob]).toEqual([false, false]);
    expect(byUser[carol]).toEqual([false, false]);
  });

  it('drops the second pair of columns', async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'profiles' and column_name like 'reminder_%'`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(['reminder_frequency']);
  });
});
