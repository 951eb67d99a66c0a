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

export type Params = Record<string, string | number>;
export type Translate<C> = (key: Leaves<C>, params?: Params) => string;

/**
 * A translator over one catalogue: the value at the dotted key, `{{name}}` filled in from the params, or a function
 * value given the params (for plurals). rosetta does the same in 0.7 KiB gzip with its two dependencies, which the
 * guest pages' 142 KiB budget could not hold; this is its behaviour in a few lines.
 */
export function translator<C extends object>(catalogue: C): Translate<C> {
  return (key, params = {}) => {
    const value = key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], catalogue);
    if (typeof value === 'function') return String((value as (p: Params) => string)(params));
    return String(value).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}
