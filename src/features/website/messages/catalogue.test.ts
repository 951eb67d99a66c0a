// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { hi } from './hi';

/**
 * The guest pages' catalogues against the code that reads them: every key the code asks for is in all three
 * languages, every key in them is asked for, and the guest pages' components write no words of their own.
 */
const WEBSITE = join(process.cwd(), 'src/features/website');

/** Every leaf key of a catalogue, `site.find.failed`. */
function keys(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/**
 * The guest pages' own code: the website feature's sources, without tests and the catalogues themselves, and the
 * public invitation page (/i/:token), the one guest page outside it.
 */
const sources = [
  ...readdirSync(WEBSITE, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('messages/'))
    .map((f) => join(WEBSITE, f)),
  join(process.cwd(), 'src/features/invites/public-invite-page.tsx'),
].map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** Keys named in `t('a.b')`, and `t(\`a.b.${x}\`)` as every key under `a.b.`. */
function usedKeys(all: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const { text } of sources) {
    for (const [, key] of text.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(key!);
    for (const [, prefix] of text.matchAll(/\bt\(\s*`([\w.]+\.)\$\{/g))
      for (const key of all) if (key.startsWith(prefix!)) used.add(key);
  }
  // The calendar's names and the long date's pattern are read by the formats in messages/index.tsx, not by t().
  for (const key of all) if (key.startsWith('date.')) used.add(key);
  return used;
}

describe('the guest pages’ catalogues', () => {
  const english = keys(en);

  it('hold the same keys in English, Hindi and Spanish, none of them blank', () => {
    expect(keys(hi).sort()).toEqual([...english].sort());
    expect(keys(es).sort()).toEqual([...english].sort());
    for (const catalogue of [en, hi, es])
      for (const key of english) {
        const value = key
          .split('.')
          .reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], catalogue);
        expect(typeof value === 'function' || (value as string | string[]).length > 0, key).toBe(true);
      }
  });

  it('hold every key the code asks for, and no key it does not', () => {
    const used = usedKeys(english);
    expect([...used].filter((k) => !english.includes(k))).toEqual([]);
    expect(english.filter((k) => !used.has(k))).toEqual([]);
  });

  it('leave no English words in the guest pages’ markup', () => {
    // Text between tags, and the attributes a guest reads or hears, written as literals rather than through t().
    const stray = sources.flatMap(({ file, text }) =>
      [
        ...text.matchAll(/(?<!=)>\s*([A-Z][a-z]+(?:[ ,.'!?][^<>{}]*)?)\s*</g),
        ...text.matchAll(
          /\b(?:label|aria-label|hint|title|placeholder|submitLabel|description)="([^"]*[A-Za-z][^"]*)"/g,
        ),
      ].map((m) => `${file}: ${m[1]}`),
    );
    expect(stray).toEqual([]);
  });
});
