import { asUser, type Db } from './harness';

/** `owner`'s own wedding, which `member` joins with `role` through a join link, as the app does. */
export async function sharedWedding(
  db: Db,
  owner: string,
  member: string,
  role = 'partner',
): Promise<string> {
  const { rows } = await db.query<{ wedding_id: string }>(
    `select wedding_id from public.wedding_members where user_id = $1 and role = 'owner'`,
    [owner],
  );
  const wedding = rows[0].wedding_id;
  const token = await asUser(
    db,
    owner,
    async (tx) =>
      (await tx.query<{ token: string }>('select token from api.create_join_link($1, $2)', [wedding, role]))
        .rows[0].token,
  );
  await asUser(db, member, (tx) => tx.query('select api.accept_join_link($1)', [token]));
  return wedding;
}
