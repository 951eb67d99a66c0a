import type { Page } from '@playwright/test';

/**
 * Makes the browser refuse IndexedDB writes to the planner's data stores (records, profiles), as a full disk
 * or a private-mode quota would, until `allowWrites` is called. Installed after the page loaded its data.
 */
export async function refuseWrites(page: Page) {
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
