import type { Backend, FilePort } from '@/lib/backend';

/**
 * A file port over a Map, for component tests: fake-indexeddb clones with Node's structuredClone, which cannot copy
 * jsdom's File or Blob (the e2e specs store real files in the browser's IndexedDB). `state.refuse` makes every write
 * fail like a full disk. Published blobs sit under `published/<name>`, as the local adapter keeps them.
 */
export function memoryFiles() {
  const store = new Map<string, Blob>();
  const state = { refuse: false };
  const refuse = () => {
    if (state.refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const port: FilePort = {
    async put(key, blob) {
      refuse();
      store.set(key, blob);
      return key;
    },
    async get(key) {
      return store.get(key) ?? null;
    },
    async remove(key) {
      store.delete(key);
    },
    async publish(name, blob) {
      refuse();
      store.set(`published/${name}`, blob);
    },
    async readPublished(name) {
      return store.get(`published/${name}`) ?? null;
    },
    async unpublish(name) {
      store.delete(`published/${name}`);
    },
  };
  const wrap = (backend: Backend): Backend => ({
    ...backend,
    forUser: (s) => ({ ...backend.forUser(s), files: port }),
  });
  return { store, state, port, wrap };
}
