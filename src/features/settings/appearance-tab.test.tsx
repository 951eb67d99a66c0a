import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { AppearanceTab } from './appearance-tab';

/** The system's light or dark setting, as public/theme.js asks it; `set` changes it as the system would. */
const system = {
  dark: false,
  listeners: new Set<() => void>(),
  set(dark: boolean) {
    this.dark = dark;
    for (const listener of this.listeners) listener();
  },
};

const theme = () => document.documentElement.dataset.theme;

beforeAll(() => {
  window.matchMedia = (() => ({
    get matches() {
      return system.dark;
    },
    addEventListener: (_: string, listener: () => void) => system.listeners.add(listener),
  })) as unknown as typeof window.matchMedia;
  // The page's own theme script, as every page's head runs it before the app.
  window.eval(readFileSync('public/theme.js', 'utf8'));
});

afterEach(() => {
  localStorage.clear();
  act(() => system.set(false));
});

describe('Settings → Appearance', () => {
  it('follows the system until a theme is chosen, then keeps the choice in this browser', async () => {
    render(<AppearanceTab />);
    expect(screen.getByRole('radio', { name: /System/ })).toBeChecked();
    expect(theme()).toBe('light');
    act(() => system.set(true));
    expect(theme()).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: /Light/ }));
    expect(theme()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    // The system's setting no longer decides.
    act(() => system.set(true));
    expect(theme()).toBe('light');

    await userEvent.click(screen.getByRole('radio', { name: /Dark/ }));
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: /System/ }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    act(() => system.set(false));
    expect(theme()).toBe('light');
  });

  it("shows another tab's choice", () => {
    render(<AppearanceTab />);
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(screen.getByRole('radio', { name: /Dark/ })).toBeChecked();
    expect(theme()).toBe('dark');
  });

  it('reads a stored value it does not know as System', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'sepia' }));
    render(<AppearanceTab />);
    expect(screen.getByRole('radio', { name: /System/ })).toBeChecked();
    expect(theme()).toBe('light');
  });
});
