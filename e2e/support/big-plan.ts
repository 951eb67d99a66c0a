import type { Page } from '@playwright/test';

/**
 * A long-used plan written straight into the signed-in couple's store: `items` songs, tasks and vendors, the first
 * `contracts` vendors each with a signed contract of `contractBytes` (a PDF by its first bytes, then filler). The
 * couple needs a stored row already (a tool's samples), whose user id the records take.
 */
export async function seedBigPlan(
  page: Page,
  { items = 1000, contracts = 4, contractBytes = 5 * 1024 * 1024 },
) {
  const keys = Array.from({ length: contracts }, (_, i) => `contracts/perf-${i}.pdf`);
  const tables = {
    songs: Array.from({ length: items }, (_, i) => ({
      id: `perf-s${i}`,
      title: `Song ${i}`,
      artist: `Artist ${i % 50}`,
      category: 'party',
    })),
    tasks: Array.from({ length: items }, (_, i) => ({
      id: `perf-t${i}`,
      title: `Task ${i}`,
      description: 'A task written for the measurement.',
      dueDate: '2027-06-01',
      completed: i % 3 === 0,
      category: 'essentials',
      priority: 'medium',
      label: '',
    })),
    planning_vendors: Array.from({ length: items }, (_, i) => ({
      id: `perf-v${i}`,
      name: `Vendor ${i}`,
      category: 'Venue',
      contactName: `Contact ${i}`,
      price: 1000 + i,
      depositPaid: false,
      contractSigned: i < contracts,
      ...(i < contracts ? { contractFile: keys[i] } : {}),
    })),
  };
  await page.evaluate(
    async ({ tables, files }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('wedding-planner');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const read = db.transaction('records').objectStore('records').getAll();
      const rows = await new Promise<{ userId: string }[]>(
        (resolve) => (read.onsuccess = () => resolve(read.result)),
      );
      const userId = rows[0]!.userId;
      const tx = db.transaction(['records', 'files'], 'readwrite');
      const start = Date.now();
      for (const [table, records] of Object.entries(tables))
        records.forEach((data, i) =>
          tx.objectStore('records').put({ userId, table, id: data.id, data, updatedAt: start + i }),
        );
      for (const { key, bytes } of files) {
        // A PDF by its first bytes (backups keep only files of a type the app accepts), then filler.
        const body = new Uint8Array(bytes);
        body.set(new TextEncoder().encode('%PDF-1.7\n'));
        for (let i = 16; i < bytes; i += 4096) body[i] = i % 251;
        tx.objectStore('files').put({ userId, key, blob: new Blob([body], { type: 'application/pdf' }) });
      }
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { tables, files: keys.map((key) => ({ key, bytes: contractBytes })) },
  );
  return { keys };
}
