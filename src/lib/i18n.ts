import rosetta from 'rosetta';

/** The languages a guest may read the couple's pages in; English is the default everywhere. */
export const LANGUAGES = ['en', 'hi', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A stored language, or `fallback` where none (or something else) is stored. */
export const languageOf = (value: unknown, fallback: Language): Language =>
  isLanguage(value) ? value : fallback;

/** Each language's own name, for the couple's choice of it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी (Hindi)',
  es: 'Español (Spanish)',
};

/** `a.b.c` for every leaf of a nested catalogue (a string, a function of a count, or a list such as month names). */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string | readonly string[] | ((...args: never[]) => string)
    ? K
    : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

export type Translate<C> = (key: Leaves<C>, params?: Record<string, string | number>) => string;

/**
 * A translator over one catalogue (rosetta: 300 bytes; `{{name}}` filled in, a function value given the params, for
 * plurals). Pages load only the catalogue of the language they show.
 */
export function translator<C extends object>(catalogue: C): Translate<C> {
  const i18n = rosetta<C>({ only: catalogue } as Record<string, C>);
  i18n.locale('only');
  return (key, params) => String(i18n.t(key, params));
}
