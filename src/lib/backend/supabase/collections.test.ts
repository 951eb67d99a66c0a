import type { WeddingChoice, WeddingPort } from '../ports/wedding';
import { VersionConflictError, type Entity } from '../types';
import { versionOf } from '../versions';
import { createSupabaseCollections } from './collections';
import { CloudError } from './errors';
import { fakeWedding } from '../fake-wedding';
import { fakeSupabase, TEST_TOKEN } from './test-client';

const UID = '7f0c7a4e-0000-4000-8000-000000000001';
const WID = '5e0c7a4e-0000-4000-8000-0000000000aa';

/** A wedding port whose current wedding is `id` (the cloud one reads it from api.my_weddings). */
const weddingOf = (id: string, role: WeddingChoice['role'] = 'owner'): WeddingPort =>
  fakeWedding([{ id, label: 'Asha & Rohan', role }]);

describe('cloud collections', () => {
  it('lists the rows of a table as records, oldest first, with the user filter', async () => {
    const { client, requests } = fakeSupabase(() => ({
      json: [
        {
          user_id: UID,
          id: 'e1',
          description: 'Deposit',
          amount: 300000,
          date: '2026-01-15',
          category_id: 'venue',
          paid: true,
          created_at: '2026-01-15T10:00:00Z',
          notes: null,
        },
      ],
    }));
    const rows = await createSupabaseCollections(client, weddingOf(WID)).list('expenses');
    expect(rows).toEqual([
      {
        id: 'e1',
        description: 'Deposit',
        amount: 300000,
        date: '2026-01-15',
        categoryId: 'venue',
        paid: true,
        createdAt: '2026-01-15T10:00:00Z',
      },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].target).toBe(
      `/rest/v1/expenses?select=*&wedding_id=eq.${WID}&order=created_at.asc,id.asc&offset=0&limit=1000`,
    );
    expect(requests[0].headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('a partner (another user’s session) lists and updates the owner’s rows through the same wedding id', async () => {
    // The rows come back as the owner (UID) created them; RLS lets the partner read them by the wedding.
    const { client, requests } = fakeSupabase((r) => ({
      json: r.method === 'GET' ? [{ user_id: UID, id: 'e1', description: 'Deposit' }] : r.body,
    }));
    const partner = createSupabaseCollections(client, weddingOf(WID, 'partner'));
    const [row] = await partner.list('expenses');
    await partner.put('expenses', { ...row, description: 'Deposit, paid' });
    expect(requests[0].url.searchParams.get('wedding_id')).toBe(`eq.${WID}`);
    expect(requests[0].url.searchParams.has('user_id')).toBe(false);
    // The owner's row by its wedding key: the upsert meets it instead of adding the partner's own copy.
    expect(requests[1].target).toBe('/rest/v1/expenses?on_conflict=wedding_id,id&select=*');
    expect(requests[1].body).toEqual({ id: 'e1', description: 'Deposit, paid', wedding_id: WID });
  });

  it('reads past the 1,000-row page limit', async () => {
    const { client, requests } = fakeSupabase((r) => {
      const offset = Number(r.url.searchParams.get('offset'));
      const count = offset === 0 ? 1000 : 3;
      return { json: Array.from({ length: count }, (_, i) => ({ id: `s${offset + i}`, title: 'Song' })) };
    });
    const rows = await createSupabaseCollections(client, weddingOf(WID)).list('songs');
    expect(rows).toHaveLength(1003);
    expect(requests.map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '1000']);
  });

  it('upserts a record on (wedding_id, id) as a snake_case row of the current wedding, without user_id', async () => {
    const { client, last } = fakeSupabase((r) => ({
      json: { user_id: UID, ...(r.body as object), created_at: '2026-01-01T00:00:00Z' },
    }));
    const stored = await createSupabaseCollections(client, weddingOf(WID)).put('schedule_events', {
      id: 'ev1',
      title: 'Ceremony',
      assignedTo: ['Officiant'],
      referenceImageUrl: undefined,
      userId: 'someone-else',
    });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.target).toBe('/rest/v1/schedule_events?on_conflict=wedding_id,id&select=*');
    expect(request.headers.get('prefer')).toContain('resolution=merge-duplicates');
    expect(request.body).toEqual({
      id: 'ev1',
      title: 'Ceremony',
      assigned_to: ['Officiant'],
      reference_image_url: null,
      wedding_id: WID,
    });
    expect(stored).toEqual({
      id: 'ev1',
      title: 'Ceremony',
      assignedTo: ['Officiant'],
      createdAt: '2026-01-01T00:00:00Z',
    });
  });

  it('deletes one record of the user by id', async () => {
    const { client, last } = fakeSupabase(() => ({ status: 204, json: undefined }));
    await createSupabaseCollections(client, weddingOf(WID)).remove('expenses', 'e1');
    expect(last().method).toBe('DELETE');
    expect(last().target).toBe(`/rest/v1/expenses?wedding_id=eq.${WID}&id=eq.e1`);
  });

  it('seeds once: reads the seeded tables, inserts the samples ignoring duplicates, then claims the table', async () => {
    let seeded: string[] = [];
    const { client, requests } = fakeSupabase((r) => {
      if (r.url.pathname === '/rest/v1/weddings') return { json: { seeded } };
      if (r.url.pathname === '/rest/v1/rpc/claim_seed') return { json: true };
      return { status: 201, json: undefined };
    });
    const port = createSupabaseCollections(client, weddingOf(WID));
    const samples = [
      { id: 'sample-1', title: 'Ceremony', assignedTo: ['Officiant'] },
      { id: 'sample-2', title: 'Toasts', assignedTo: [] },
    ];
    expect(await port.seed('schedule_events', samples)).toBe(true);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /rest/v1/weddings',
      'POST /rest/v1/schedule_events',
      'POST /rest/v1/rpc/claim_seed',
    ]);
    expect(requests[0].url.searchParams.get('id')).toBe(`eq.${WID}`);
    expect(requests[1].url.searchParams.get('on_conflict')).toBe('wedding_id,id');
    expect(requests[1].headers.get('prefer')).toContain('resolution=ignore-duplicates');
    expect(requests[1].body).toEqual([
      { id: 'sample-1', title: 'Ceremony', assigned_to: ['Officiant'], wedding_id: WID },
      { id: 'sample-2', title: 'Toasts', assigned_to: [], wedding_id: WID },
    ]);
    expect(requests[2].body).toEqual({ p_table: 'schedule_events', p_wedding: WID });

    seeded = ['schedule_events'];
    requests.length = 0;
    expect(await port.seed('schedule_events', samples)).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('claims the seed through the claim_seed function', async () => {
    let answer = true;
    const { client, requests } = fakeSupabase(() => ({ json: answer }));
    const port = createSupabaseCollections(client, weddingOf(WID));
    expect(await port.claimSeed('budget_categories')).toBe(true);
    answer = false;
    expect(await port.claimSeed('budget_categories')).toBe(false);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      target: '/rest/v1/rpc/claim_seed',
      body: { p_table: 'budget_categories', p_wedding: WID },
    });
  });

  it('rejects with the database error when a write is refused', async () => {
    const { client } = fakeSupabase(() => ({
      status: 400,
      json: {
        code: '23514',
        message: 'new row for relation "expenses" violates check constraint "expenses_amount_check"',
        details: null,
        hint: null,
      },
    }));
    const error = await createSupabaseCollections(client, weddingOf(WID))
      .put('expenses', { id: 'e1', amount: -1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({ code: '23514', message: expect.stringContaining('expenses_amount_check') });
  });

  it('rejects when a list fails rather than showing an empty list', async () => {
    const { client } = fakeSupabase(() => ({
      status: 401,
      json: { code: 'PGRST301', message: 'JWT expired' },
    }));
    await expect(createSupabaseCollections(client, weddingOf(WID)).list('songs')).rejects.toMatchObject({
      code: 'PGRST301',
    });
  });

  it('reads one record by id, or null when there is none', async () => {
    const { client, last } = fakeSupabase((r) => ({
      json:
        r.url.searchParams.get('id') === 'eq.i1'
          ? { user_id: UID, id: 'i1', name: 'Save the date', design: { elements: [] } }
          : null,
    }));
    const port = createSupabaseCollections(client, weddingOf(WID));
    expect(await port.get('invites', 'i1')).toEqual({
      id: 'i1',
      name: 'Save the date',
      design: { elements: [] },
    });
    expect(last().target).toBe(`/rest/v1/invites?select=*&wedding_id=eq.${WID}&id=eq.i1`);
    expect(await port.get('invites', 'nope')).toBeNull();
  });

  it('lists a projection as snake_case columns, with the id, leaving heavy columns on the server', async () => {
    const { client, last } = fakeSupabase(() => ({
      json: [{ id: 'i1', name: 'Save the date', template_id: '2' }],
    }));
    const rows = await createSupabaseCollections(client, weddingOf(WID)).list('invites', {
      fields: ['name', 'templateId'],
    });
    // updated_at is the row's version, which the data seam bases its next write on; it is not a field.
    expect(last().url.searchParams.get('select')).toBe('id,name,template_id,updated_at');
    expect(rows).toEqual([{ id: 'i1', name: 'Save the date', templateId: '2' }]);
  });

  it('puts many records as one array upsert (one statement: all stored or none) and returns the stored rows', async () => {
    const { client, requests } = fakeSupabase((r) => ({
      json: (r.body as object[]).map((row) => ({ user_id: UID, ...row, created_at: '2026-01-01T00:00:00Z' })),
    }));
    const stored = await createSupabaseCollections(client, weddingOf(WID)).putMany('guests', [
      { id: 'g1', householdId: 'h2' },
      { id: 'g2', householdId: 'h2' },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0].target).toBe(
      '/rest/v1/guests?on_conflict=wedding_id,id&columns="id","household_id","wedding_id"&select=*',
    );
    expect(requests[0].body).toEqual([
      { id: 'g1', household_id: 'h2', wedding_id: WID },
      { id: 'g2', household_id: 'h2', wedding_id: WID },
    ]);
    expect(stored).toEqual([
      { id: 'g1', householdId: 'h2', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'g2', householdId: 'h2', createdAt: '2026-01-01T00:00:00Z' },
    ]);
  });

  it('a refused batch stores nothing and throws the server reason', async () => {
    const { client } = fakeSupabase(() => ({
      status: 400,
      json: { code: '23514', message: 'new row violates check constraint' },
    }));
    await expect(
      createSupabaseCollections(client, weddingOf(WID)).putMany('songs', [{ id: 'a' }, { id: 'b' }]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('removes many records in one delete statement; children go by foreign-key cascade', async () => {
    const { client, requests } = fakeSupabase(() => ({ status: 204, json: undefined }));
    const port = createSupabaseCollections(client, weddingOf(WID));
    await port.removeMany('households', ['h1', 'h2']);
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('DELETE');
    expect(requests[0].target).toBe(`/rest/v1/households?wedding_id=eq.${WID}&id=in.(h1,h2)`);
    await port.removeMany('households', []);
    expect(requests).toHaveLength(1);
  });

  describe('versions', () => {
    const V1 = '2026-11-25T10:00:00.123456+00:00';
    const V2 = '2026-11-25T10:00:05.654321+00:00';

    it('stamps each record with its row’s updated_at, exactly as sent, and keeps it out of the record', async () => {
      const { client } = fakeSupabase(() => ({
        json: [{ user_id: UID, id: 'e1', description: 'Deposit', updated_at: V1 }],
      }));
      const [row] = await createSupabaseCollections(client, weddingOf(WID)).list('expenses');
      expect(row).toEqual({ id: 'e1', description: 'Deposit' });
      expect(versionOf(row)).toBe(V1);
    });

    it('sends the base as updated_at (the trigger compares it), and never a version a record carries', async () => {
      const { client, last } = fakeSupabase(() => ({
        json: { user_id: UID, id: 'e1', description: 'Paid', updated_at: V2 },
      }));
      const port = createSupabaseCollections(client, weddingOf(WID));
      const stored = await port.put('expenses', { id: 'e1', description: 'Paid' }, { base: V1 });
      expect(last().body).toEqual({ id: 'e1', description: 'Paid', wedding_id: WID, updated_at: V1 });
      expect(versionOf(stored)).toBe(V2);
      // A record read back from an export or an undo may hold an `updatedAt`: a plain write still sends none.
      await port.put('expenses', { id: 'e1', description: 'Restored', updatedAt: V1 });
      expect(last().body).toEqual({ id: 'e1', description: 'Restored', wedding_id: WID });
    });

    it.each([
      ['version_changed', 'changed'],
      ['version_deleted', 'deleted'],
    ])(
      'turns the trigger’s refusal (PT409, hint %s) into a VersionConflictError (%s)',
      async (hint, reason) => {
        const { client } = fakeSupabase(() => ({
          status: 409,
          json: { code: 'PT409', message: 'This record was changed elsewhere.', hint, details: null },
        }));
        const put = createSupabaseCollections(client, weddingOf(WID)).put(
          'expenses',
          { id: 'e1', description: 'x' },
          { base: V1 },
        );
        await expect(put).rejects.toBeInstanceOf(VersionConflictError);
        await expect(put).rejects.toMatchObject({ reason });
      },
    );
  });

  it('applies a batch in one request to apply_changes and reads back what it touched, versions stamped', async () => {
    const { client, requests } = fakeSupabase(() => ({
      json: [
        {
          table: 'households',
          id: 'h1',
          before: {
            user_id: UID,
            id: 'h1',
            name: 'Smiths',
            created_at: '2026-01-01T00:00:00Z',
            updated_at: 'v1',
          },
          after: null,
        },
        {
          table: 'guests',
          id: 'g1',
          before: null,
          after: { user_id: UID, id: 'g1', household_id: 'h2', first_name: 'Ann', updated_at: 'v9' },
        },
      ],
    }));
    const port = createSupabaseCollections(client, weddingOf(WID));
    const touched = await port.apply([
      { op: 'remove', table: 'households', id: 'h1', base: 'v1' },
      { op: 'put', table: 'guests', record: { id: 'g1', householdId: 'h2', firstName: 'Ann' } as Entity },
      {
        op: 'put',
        table: 'songs',
        record: { id: 's1', title: 'A' } as Entity,
        base: 'v3',
        position: '2026-01-05T00:00:00Z',
      },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/rest/v1/rpc/apply_changes');
    expect(requests[0].body).toEqual({
      p_changes: [
        { op: 'remove', table: 'households', id: 'h1', base: 'v1' },
        { op: 'put', table: 'guests', row: { id: 'g1', household_id: 'h2', first_name: 'Ann' } },
        {
          op: 'put',
          table: 'songs',
          row: { id: 's1', title: 'A', created_at: '2026-01-05T00:00:00Z' },
          base: 'v3',
        },
      ],
      p_wedding: WID,
    });
    expect(touched).toEqual([
      {
        table: 'households',
        id: 'h1',
        before: { id: 'h1', name: 'Smiths', createdAt: '2026-01-01T00:00:00Z' },
        position: '2026-01-01T00:00:00Z',
        after: null,
      },
      {
        table: 'guests',
        id: 'g1',
        before: null,
        position: null,
        after: { id: 'g1', householdId: 'h2', firstName: 'Ann' },
      },
    ]);
    expect(versionOf(touched[0].before!)).toBe('v1');
    expect(versionOf(touched[1].after!)).toBe('v9');
  });

  it('turns a version refusal of the batch into a VersionConflictError', async () => {
    const { client } = fakeSupabase(() => ({
      status: 409,
      json: { code: 'PT409', message: 'This record was changed elsewhere.', hint: 'version_changed' },
    }));
    await expect(
      createSupabaseCollections(client, weddingOf(WID)).apply([
        { op: 'remove', table: 'songs', id: 's1', base: 'v0' },
      ]),
    ).rejects.toMatchObject({ name: 'VersionConflictError', reason: 'changed' });
  });

  it('puts many in the order given when asked: increasing created_at times, except where a record carries its own', async () => {
    const { client, requests } = fakeSupabase(() => ({ status: 201, json: [] }));
    await createSupabaseCollections(client, weddingOf(WID)).putMany(
      'songs',
      [{ id: 'b' }, { id: 'a', createdAt: '2026-01-01T00:00:00.000Z' }, { id: 'c' }],
      { inOrder: true },
    );
    const rows = requests[0].body as { id: string; created_at: string }[];
    expect(rows[1].created_at).toBe('2026-01-01T00:00:00.000Z');
    expect(Date.parse(rows[0].created_at)).toBeLessThan(Date.parse(rows[2].created_at));
    await createSupabaseCollections(client, weddingOf(WID)).putMany('songs', [{ id: 'd' }]);
    expect(requests[1].body).toEqual([{ id: 'd', wedding_id: WID }]);
  });
});
