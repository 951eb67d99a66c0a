import { useSyncExternalStore } from 'react';

/**
 * The light or dark theme (issue 36 item 4). What the couple chose is kept per browser, not in the profile: a phone
 * in the dark and a desktop in daylight may want different ones. public/theme.js reads it before the first paint and
 * puts the theme in force on <html data-theme>; this module writes the choice and asks that script to apply it, so
 * the rule for "system" lives in one place.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The key public/theme.js reads. */
export const THEME_STORAGE_KEY = 'wp.theme';
/** The event public/theme.js applies the stored choice on. */
const THEME_EVENT = 'wp:theme';

const isChoice = (value: string | null): value is ThemeChoice =>
  THEME_CHOICES.some((choice) => choice === value);

/** A choice this browser's storage refused to keep (a privacy setting): it holds for this page. */
let unstored: ThemeChoice | null = null;

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return unstored ?? 'system';
  }
}

/** Keeps the choice in this browser (system: nothing kept) and puts it in force at once. */
export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    unstored = choice;
  }
  document.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: choice }));
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The choice in force in this browser, following changes made here or in another tab. */
export const useThemeChoice = (): ThemeChoice =>
  useSyncExternalStore(subscribe, readThemeChoice, () => 'system');
