import type { Page } from '@playwright/test';
import { whenSaved } from './actions';

/**
 * Makes the browser refuse IndexedDB writes to the planner's data stores (records, profiles), as a full disk
 * or a private-mode quota would, until `allowWrites` is called. Installed after the page loaded its data, and
 * after the changes made before it were stored: a save still in flight would otherwise be refused too, with a
 * second message beside the one under test (music.spec's refused song once showed two).
 */
export async function refuseWrites(page: Page) {
  await whenSaved(page);
  await page.evaluate(() => {
    const w = window as unknown as { __realPut?: typeof IDBObjectStore.prototype.put };
    w.__realPut ??= IDBObjectStore.prototype.put;
    const realPut = w.__realPut;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'records' || this.name === 'profiles')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    };
  });
}

export async function allowWrites(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __realPut?: typeof IDBObjectStore.prototype.put };
    if (w.__realPut) IDBObjectStore.prototype.put = w.__realPut;
  });
}
