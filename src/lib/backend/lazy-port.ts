/**
 * A port whose code loads the first time one of its methods is called: the ports must be handed out synchronously,
 * but code only staff or vendors use (admin functions, applications) should not weigh on everyone's first load.
 * `own` answers the methods that must not wait (a subscription that returns its unsubscribe at once).
 */
export function lazyPort<T extends object>(load: () => Promise<T>, own: Partial<T> = {}): T {
  let port: Promise<T> | null = null;
  return new Proxy({} as T, {
    get(_target, key) {
      if (key in own) return own[key as keyof T];
      // Not a thenable: `await backend.admin` must not call into the proxy.
      if (key === 'then') return undefined;
      return async (...args: unknown[]) => {
        // A load that failed (a network blip) is tried again on the next call.
        port ??= load().catch((error: unknown) => {
          port = null;
          throw error;
        });
        const real = (await port) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return real[key](...args);
      };
    },
  });
}
