import { useCallback, useSyncExternalStore } from 'react';
import { parseStoredSettings, type AiProviderSettings } from './provider-settings';

/**
 * The couple's AI provider settings, kept in this browser under their account's id (so another account signing in
 * here never uses them) and never sent to our servers: only the provider they name sees the key. localStorage
 * rather than the profile, which cloud mode stores in Postgres and backups copy.
 */
const keyFor = (userId: string) => `wp.ai-provider.${userId}`;
const CHANGED = 'wp:ai-provider-changed';

export function readProviderSettings(userId: string): AiProviderSettings | null {
  try {
    return parseStoredSettings(localStorage.getItem(keyFor(userId)));
  } catch {
    // Storage switched off (a privacy mode): no settings, the build's default applies.
    return null;
  }
}

/** Saves (or with null, forgets) the settings; every page using them follows at once, other tabs too. */
export function writeProviderSettings(userId: string, settings: AiProviderSettings | null): void {
  if (settings) localStorage.setItem(keyFor(userId), JSON.stringify(settings));
  else localStorage.removeItem(keyFor(userId));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  // Another tab saved: the `storage` event.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in account's saved settings (null when none, or nobody is signed in), kept current. */
export function useProviderSettings(userId: string | null): AiProviderSettings | null {
  // The raw text is the snapshot (a stable string), parsed below only when it changes.
  const raw = useSyncExternalStore(
    subscribe,
    useCallback(() => {
      if (!userId) return null;
      try {
        return localStorage.getItem(keyFor(userId));
      } catch {
        return null;
      }
    }, [userId]),
    () => null,
  );
  return parsedOnce(raw);
}

let lastRaw: string | null = null;
let lastParsed: AiProviderSettings | null = null;
/** One parse per distinct stored text, so the provider object stays the same between renders. */
function parsedOnce(raw: string | null): AiProviderSettings | null {
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastParsed = parseStoredSettings(raw);
  }
  return lastParsed;
}
