import { answerId } from '@/lib/backend';
import { newToken, shortId } from '@/lib/ids';
import { normName } from '@/lib/names';
import {
  fullName,
  guestSchema,
  householdNameFor,
  householdSchema,
  parseTags,
  type Guest,
  type Household,
  type RsvpAnswer,
  type Side,
  type WeddingEvent,
} from './model';
import { formatCount } from '@/lib/format-number';
import { phoneCountryName, type PhoneCountry } from '@/lib/phone-countries';
import { toE164 } from './phone';

/**
 * CSV import (issue #13 item 3): the couple maps their spreadsheet's columns to our fields, sees every row checked —
 * missing name, bad e-mail, unknown event, duplicate of a guest already on the list — and imports the good ones.
 * Parsing the file is papaparse's job (csv-file.ts); this module works on its rows, so it is tested without files.
 */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 20_000;
/** The cloud's row cap on guests (supabase/migrations/…_guests.sql). */
export const MAX_GUESTS = 5000;

export const IMPORT_FIELDS = [
  'ignore',
  'fullName',
  'firstName',
  'lastName',
  'household',
  'email',
  'phone',
  'side',
  'tags',
  'events',
  'plusOne',
  'child',
  'meal',
  'dietary',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  ignore: "Don't import",
  fullName: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  household: 'Household',
  email: 'Email',
  phone: 'Phone',
  side: 'Side (bride / groom / both)',
  tags: 'Tags (comma separated)',
  events: 'Invited to (event names, comma separated)',
  plusOne: 'Plus-one allowed (yes / no)',
  child: 'Child (yes / no)',
  meal: 'Meal',
  dietary: 'Dietary notes',
};

/** Header words that suggest a field, checked in order (the first field that matches wins). */
const GUESSES: [ImportField, RegExp][] = [
  ['firstName', /^(first|given|fore)\s*name$|^first$/],
  ['lastName', /^(last|family|sur)\s*name$|^surname$|^last$/],
  ['fullName', /^(full\s*)?name$|^guest(\s*name)?$/],
  ['household', /household|family|party|group/],
  ['email', /e-?mail/],
  ['phone', /phone|mobile|cell|whats\s*app|tel/],
  ['side', /side/],
  ['tags', /tags?|category|relationship/],
  ['events', /events?|invited|invite/],
  ['plusOne', /plus|\+\s*1|guest allowed/],
  ['child', /child|kid|minor/],
  ['meal', /meal|menu|entree|food/],
  ['dietary', /diet|allerg/],
];

/** A first guess at the mapping from the header: each field is used by one column at most. */
export function guessMapping(header: readonly string[]): ImportField[] {
  const used = new Set<ImportField>();
  return header.map((cell) => {
    const text = cell.trim().toLowerCase();
    const hit = GUESSES.find(([field, re]) => !used.has(field) && re.test(text));
    if (!hit) return 'ignore';
    used.add(hit[0]);
    return hit[0];
  });
}

/** Why a mapping cannot be used yet, or null. */
export function mappingProblem(mapping: readonly ImportField[]): string | null {
  const has = (f: ImportField) => mapping.includes(f);
  if (!has('fullName') && !has('firstName'))
    return 'Choose the column that holds the name (full name or first name).';
  const twice = IMPORT_FIELDS.find((f) => f !== 'ignore' && mapping.filter((m) => m === f).length > 1);
  if (twice) return `Two columns are mapped to "${IMPORT_FIELD_LABELS[twice]}". Choose one.`;
  return null;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', '✓', 'allowed']);
const NO = new Set(['', 'no', 'n', 'false', '0', '-']);

function yesNo(value: string, label: string, problems: string[]): boolean {
  const v = value.trim().toLowerCase();
  if (YES.has(v)) return true;
  if (!NO.has(v)) problems.push(`${label} should be yes or no, not "${value.trim()}"`);
  return false;
}

function sideOf(value: string, problems: string[]): Side {
  const v = value.trim().toLowerCase();
  if (!v || v.startsWith('both')) return 'both';
  if (v.startsWith('bride')) return 'bride';
  if (v.startsWith('groom')) return 'groom';
  problems.push(`Side should be bride, groom or both, not "${value.trim()}"`);
  return 'both';
}

export interface PreviewRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  name: string;
  householdName: string;
  /** Why the row cannot be imported; empty when it can. */
  problems: string[];
  /** The existing guest (or earlier row) this one repeats, by name or e-mail. */
  duplicateOf: string | null;
}

export interface ImportPlan {
  rows: PreviewRow[];
  households: Household[];
  guests: Guest[];
  answers: RsvpAnswer[];
  /** Rows with problems (never imported). */
  bad: number;
  /** Rows that repeat a guest (imported only when the couple asks). */
  duplicates: number;
}

interface Context {
  events: readonly WeddingEvent[];
  /** Guests already on the list, for duplicate detection. */
  existingGuests: readonly Guest[];
  existingHouseholds: readonly Household[];
  importDuplicates: boolean;
  /** The couple's default country: a number without "+" and a country code is read as one of its numbers. */
  country: PhoneCountry;
  now?: Date;
  newId?: () => string;
  token?: () => string;
}

/**
 * Checks every data row against the mapping and builds what would be stored: good rows become guests (grouped into
 * households by the household column; a row without one is a household of its own, or joins an existing household of
 * that name), invited to the events their row names. Bad rows are reported and left out; duplicates are left out
 * unless `importDuplicates`.
 */
export function planImport(
  dataRows: readonly (readonly string[])[],
  mapping: readonly ImportField[],
  {
    events,
    existingGuests,
    existingHouseholds,
    importDuplicates,
    country,
    now = new Date(),
    newId = () => shortId(),
    token = newToken,
  }: Context,
): ImportPlan {
  const eventByName = new Map(events.map((e) => [normName(e.name), e]));
  const known = new Map<string, string>();
  for (const g of existingGuests) {
    known.set(`name:${normName(fullName(g))}`, fullName(g));
    if (g.email) known.set(`email:${g.email.toLowerCase()}`, fullName(g));
  }
  const householdByName = new Map(existingHouseholds.map((h) => [normName(h.name), h]));
  const newHouseholds = new Map<string, { household: Household; size: number }>();
  const rows: PreviewRow[] = [];
  const guests: Guest[] = [];
  const answers: RsvpAnswer[] = [];
  let stamp = now.getTime();
  const at = () => new Date(stamp++).toISOString();

  dataRows.forEach((cells, index) => {
    const value = (field: ImportField) => {
      const column = mapping.indexOf(field);
      return column >= 0 ? (cells[column] ?? '').trim() : '';
    };
    const problems: string[] = [];
    let firstName = value('firstName');
    let lastName = value('lastName');
    if (!firstName && value('fullName')) {
      const parts = value('fullName').split(/\s+/);
      firstName = parts[0] ?? '';
      lastName ||= parts.slice(1).join(' ');
    }
    const name = [firstName, lastName].filter(Boolean).join(' ');
    if (!firstName) problems.push('Missing name');
    const invited: WeddingEvent[] = [];
    for (const eventName of value('events').split(/[,;]/)) {
      const wanted = eventName.trim();
      if (!wanted) continue;
      const event = eventByName.get(normName(wanted));
      if (event) invited.push(event);
      else problems.push(`Unknown event "${wanted}"`);
    }
    const side = sideOf(value('side'), problems);
    const plusOneAllowed = yesNo(value('plusOne'), 'Plus-one', problems);
    const isChild = yesNo(value('child'), 'Child', problems);

    // Stored in E.164 like the forms store it, so every WhatsApp link carries the country code; a number that is
    // none refuses its row like any other bad field (the couple fixes the cell and imports it again).
    const typedPhone = value('phone');
    const phone = typedPhone ? toE164(typedPhone, country) : '';
    if (phone === null)
      problems.push(
        `Phone "${typedPhone}" is not a valid number for ${phoneCountryName(country)}; start it with + and the country code`,
      );

    const householdLabel = value('household');
    const draft = {
      id: newId(),
      householdId: '',
      firstName,
      lastName,
      email: value('email'),
      phone: phone ?? typedPhone,
      side,
      tags: parseTags(value('tags')),
      plusOneAllowed,
      isChild,
      meal: value('meal'),
      dietary: value('dietary'),
      createdAt: at(),
    };
    const parsed = guestSchema.safeParse({ ...draft, householdId: 'pending' });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        if (firstName || issue.path[0] !== 'firstName') problems.push(issue.message);

    const emailKey = draft.email ? `email:${draft.email.toLowerCase()}` : null;
    const nameKey = `name:${normName(name)}`;
    const duplicateOf = name ? (known.get(nameKey) ?? (emailKey && known.get(emailKey)) ?? null) : null;
    const householdName = householdLabel || name;
    rows.push({ line: index + 2, name, householdName, problems, duplicateOf });
    if (problems.length || !parsed.success || (duplicateOf && !importDuplicates)) return;

    known.set(nameKey, name);
    if (emailKey) known.set(emailKey, name);
    const key = householdLabel ? normName(householdLabel) : `row:${index}`;
    let householdId = householdLabel ? householdByName.get(key)?.id : undefined;
    if (!householdId) {
      let entry = newHouseholds.get(key);
      if (!entry) {
        entry = {
          household: householdSchema.parse({
            id: newId(),
            name: householdLabel || householdNameFor(parsed.data, 1),
            rsvpToken: token(),
            createdAt: at(),
          }),
          size: 0,
        };
        newHouseholds.set(key, entry);
      }
      entry.size += 1;
      householdId = entry.household.id;
    }
    const guest = { ...parsed.data, householdId };
    guests.push(guest);
    for (const event of invited)
      answers.push({
        id: answerId(guest.id, event.id),
        guestId: guest.id,
        eventId: event.id,
        status: 'awaiting',
      });
  });

  return {
    rows,
    households: [...newHouseholds.values()].map((e) => e.household),
    guests,
    answers,
    bad: rows.filter((r) => r.problems.length > 0).length,
    duplicates: rows.filter((r) => r.problems.length === 0 && r.duplicateOf).length,
  };
}

/** Why a file cannot be imported at all (too big, too many rows, past the guest cap), or null. */
export function fileProblem(file: { size: number; name: string }): string | null {
  if (file.size > MAX_FILE_BYTES)
    return `"${file.name}" is larger than 5 MB. Split the list into smaller files and import them one at a time.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}

export function rowsProblem(dataRows: number, existingGuests: number): string | null {
  if (dataRows > MAX_ROWS)
    return `The file has ${formatCount(dataRows)} rows; at most ${formatCount(MAX_ROWS)} can be imported at once.`;
  if (dataRows === 0) return 'The file has a header but no guests under it.';
  if (existingGuests + dataRows > MAX_GUESTS)
    return `Your list can hold ${formatCount(MAX_GUESTS)} guests; this file would take it to ${formatCount(existingGuests + dataRows)}.`;
  return null;
}
