import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n';

/** The guest pages' languages as a select's options, each in its own words. */
export function LanguageOptions() {
  return LANGUAGES.map((l) => (
    <option key={l} value={l}>
      {LANGUAGE_NAMES[l]}
    </option>
  ));
}
