import { Monitor, Moon, Sun } from 'lucide-react';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const OPTIONS: { value: ThemeChoice; label: string; hint: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System', hint: "Follows this device's light or dark setting", icon: Monitor },
  { value: 'light', label: 'Light', hint: 'Always light', icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Always dark', icon: Moon },
];

/**
 * The light or dark theme (issue 36 item 4), chosen for this browser and applied at once: three radio buttons, so the
 * arrow keys move between them as in any radio group, with no form to save.
 */
export function AppearanceTab() {
  const choice = useThemeChoice();
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-foreground">Theme</legend>
      <p className="text-sm text-muted-foreground">
        Kept in this browser: each of your devices keeps its own.
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {OPTIONS.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-input px-3 py-2 has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => setThemeChoice(value)}
              className="size-4 accent-primary"
            />
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
            <span className="min-w-0">
              <span className="block font-medium text-foreground">{label}</span>
              <span className="block text-xs text-subtle-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
