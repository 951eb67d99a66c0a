import type { Backend } from '@/lib/backend';

/**
 * Holds every read of one table's list until `release()`: a page can be looked at while that part of its data is
 * still on its way. Pass `withBackend` to renderApp.
 */
export function holdList(table: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const withBackend = (backend: Backend): Backend => ({
    ...backend,
    forUser: (session) => {
      const ports = backend.forUser(session);
      const list: typeof ports.collections.list = async (name, options) => {
        if (name === table) await held;
        return ports.collections.list(name, options);
      };
      return { ...ports, collections: { ...ports.collections, list } };
    },
  });
  return { withBackend, release };
}
