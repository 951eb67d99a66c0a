import { z } from '@/lib/zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n';
import { GUEST_LIMITS as L, QUESTION_KINDS, SLUG_PATTERN, answerId } from '@/lib/backend';
import { defineCollection } from '@/lib/data';
import { isIsoDate } from '@/lib/dates';
import { optionalText, requiredText } from '@/lib/form-fields';
import { TOKEN_PATTERN } from '@/lib/ids';

/**
 * The guest side of the wedding (issue #13): the couple's events, households (one RSVP link each), guests, their
 * answers per event, and the public website's settings. The tables and their bounds are in
 * supabase/migrations/…_guests.sql; the limits are shared through GUEST_LIMITS.
 */
export const SIDES = ['bride', 'groom', 'both'] as const;
export type Side = (typeof SIDES)[number];
export const SIDE_LABELS: Record<Side, string> = {
  bride: "Bride's side",
  groom: "Groom's side",
  both: 'Both sides',
};

export const RSVP_STATUSES = ['awaiting', 'attending', 'declined'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  awaiting: 'Awaiting',
  attending: 'Attending',
  declined: 'Declined',
};

export const SEND_CHANNELS = ['link', 'whatsapp', 'email', 'qr'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

const isoTime = z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a time'));

/** An optional calendar day: '' is none. */
export const optionalDate = z.optional(
  z.pipe(
    z.string().check(z.refine((v) => v === '' || isIsoDate(v), 'Choose a real date')),
    z.transform((v: string) => v || undefined),
  ),
);

export const optionalTime = z.optional(
  z.pipe(
    z
      .string()
      .check(z.refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Choose a time like 15:30')),
    z.transform((v: string) => v || undefined),
  ),
);

const anEmail = z.email();

export const optionalEmail = (label = 'Email') =>
  z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(L.email, `Keep the ${label.toLowerCase()} under ${L.email} characters`),
        z.refine(
          (v) => v === '' || anEmail.safeParse(v).success,
          'Enter an email address like name@example.com',
        ),
      ),
      z.transform((v: string) => v || undefined),
    ),
  );

/** The website's meal options, without the default: what the website form pipes its parsed text into. */
export const mealOptionsList = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60, 'Keep each meal under 60 characters')))
  .check(
    z.maxLength(L.mealOptions, `At most ${L.mealOptions} meal options`),
    z.refine((meals) => new Set(meals.map((m) => m.toLowerCase())).size === meals.length, 'Each meal once'),
  );

export const mealOptionsField = z._default(mealOptionsList, []);

export const QUESTION_KIND_LABELS = {
  text: 'Short answer',
  choice: 'One choice',
  yesno: 'Yes or no',
} as const;

/** A 'choice' question's choices, without the default: what the event form pipes its parsed text into. */
export const choicesList = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(L.questionChoice, `Keep each choice under ${L.questionChoice} characters`),
      ),
  )
  .check(
    z.maxLength(L.questionChoices, `At most ${L.questionChoices} choices`),
    z.refine((c) => new Set(c.map((x) => x.toLowerCase())).size === c.length, 'Each choice once'),
  );

/** One of an event's own questions (issue 33 item 1), asked of each guest attending it on the RSVP page. */
export const questionSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    label: requiredText('Question', L.questionLabel),
    kind: z.enum(QUESTION_KINDS),
    /** The choices of a 'choice' question; empty for the others. */
    choices: z._default(choicesList, []),
  })
  .check(
    z.refine((q) => q.kind !== 'choice' || q.choices.length >= 2, {
      message: 'Give at least two choices',
      path: ['choices'],
    }),
  );
export type EventQuestion = z.infer<typeof questionSchema>;

export const eventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: requiredText('Event name', L.eventName),
  /** Absent: on the wedding day, whatever date the couple sets for it. */
  date: optionalDate,
  startTime: optionalTime,
  venue: optionalText('Venue', L.venue),
  address: optionalText('Address', L.address),
  dressCode: optionalText('Dress code', L.dressCode),
  /** Shown on the website's schedule; private events only to the households invited. */
  isPublic: z._default(z.boolean(), true),
  /** This event's own menu (the sangeet's is not the reception's); empty: the website's meal options. */
  mealOptions: z.optional(mealOptionsList),
  questions: z.optional(
    z.array(questionSchema).check(z.maxLength(L.eventQuestions, `At most ${L.eventQuestions} questions`)),
  ),
});
export type WeddingEvent = z.infer<typeof eventSchema>;

export const householdSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: requiredText('Household name', L.householdName),
  rsvpToken: z.string().check(z.regex(TOKEN_PATTERN)),
  email: optionalEmail(),
  phone: optionalText('Phone', L.phone),
  /** Postal address, for thank-you cards (issue 32). */
  address: optionalText('Address', L.address),
  notes: optionalText('Notes', L.notes),
  /** The household's message to the couple, from the RSVP page. */
  message: optionalText('Message', L.message),
  sentAt: z.optional(isoTime),
  sentVia: z.optional(z.enum(SEND_CHANNELS)),
  openedAt: z.optional(isoTime),
  respondedAt: z.optional(isoTime),
  /** The language of its RSVP page and of the messages sent to it; none: the website's. */
  language: z.optional(z.enum(LANGUAGES)),
  createdAt: isoTime,
});
export type Household = z.infer<typeof householdSchema>;

/** A guest's tags, without the default: what the guest form pipes its parsed text into. */
export const tagsList = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(L.tagLength, `Keep each tag under ${L.tagLength} characters`),
      ),
  )
  .check(z.maxLength(L.tags, `At most ${L.tags} tags`));

export const tagsField = z._default(tagsList, []);

export const guestSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  householdId: z.string().check(z.minLength(1), z.maxLength(64)),
  firstName: requiredText('First name', L.firstName),
  lastName: optionalText('Last name', L.lastName),
  email: optionalEmail(),
  phone: optionalText('Phone', L.phone),
  side: z._default(z.enum(SIDES), 'both'),
  tags: tagsField,
  plusOneAllowed: z._default(z.boolean(), false),
  /** A named plus-one: the guest who brings them. */
  plusOneOf: z.optional(z.string().check(z.maxLength(64))),
  isChild: z._default(z.boolean(), false),
  meal: optionalText('Meal', L.meal),
  dietary: optionalText('Dietary notes', L.dietary),
  createdAt: isoTime,
});
export type Guest = z.infer<typeof guestSchema>;

/** A guest invited to an event, and their answer. The id is `<guest>.<event>`: one per pair. */
export const answerSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(129)),
    guestId: z.string().check(z.minLength(1), z.maxLength(64)),
    eventId: z.string().check(z.minLength(1), z.maxLength(64)),
    status: z._default(z.enum(RSVP_STATUSES), 'awaiting'),
    answeredAt: z.optional(isoTime),
    answeredBy: z.optional(z.enum(['guest', 'couple'])),
    /** The meal chosen from the event's own menu; absent where the event has none (the guest's meal serves). */
    meal: optionalText('Meal', L.meal),
    /** Answers to the event's questions: question id → the text, the choice, or 'yes' / 'no'. */
    replies: z.optional(z.record(z.string(), z.string().check(z.maxLength(L.questionAnswer)))),
  })
  .check(
    z.refine((a) => a.id === answerId(a.guestId, a.eventId), 'An answer is named by its guest and event'),
  );
export type RsvpAnswer = z.infer<typeof answerSchema>;

export const faqItemSchema = z.object({
  question: requiredText('Question', L.faqQuestion),
  answer: requiredText('Answer', L.faqAnswer),
});

export const WEBSITE_ID = 'site';

export const websiteSchema = z
  .object({
    id: z.literal(WEBSITE_ID),
    slug: z.optional(
      z
        .string()
        .check(
          z.regex(
            SLUG_PATTERN,
            'Use 3 to 50 lower-case letters, digits and hyphens, not starting or ending with a hyphen',
          ),
        ),
    ),
    published: z._default(z.boolean(), false),
    indexable: z._default(z.boolean(), false),
    title: optionalText('Title', L.title),
    welcome: optionalText('Welcome message', L.welcome),
    story: optionalText('Story', L.story),
    travel: optionalText('Travel notes', L.travel),
    stay: optionalText('Where to stay', L.stay),
    faq: z._default(
      z.array(faqItemSchema).check(z.maxLength(L.faqItems, `At most ${L.faqItems} questions`)),
      [],
    ),
    showRegistry: z._default(z.boolean(), true),
    rsvpDeadline: optionalDate,
    mealOptions: mealOptionsField,
    /** Guests give their arrival and departure on their own RSVP page (issue 33 item 3). */
    askTravel: z._default(z.boolean(), false),
    /** The language of the website and the public invitation, and of households that chose none. */
    language: z._default(z.enum(LANGUAGES), DEFAULT_LANGUAGE),
  })
  .check(
    z.refine((w) => !w.published || w.slug, {
      message: 'Choose a web address before publishing',
      path: ['slug'],
    }),
  );
export type Website = z.infer<typeof websiteSchema>;

/** Ceremony and Reception on the wedding day (spec's sample times: 3:00 PM and 5:00 PM). */
export function seedEvents(): WeddingEvent[] {
  return [
    { id: 'ceremony', name: 'Ceremony', startTime: '15:00', isPublic: true },
    { id: 'reception', name: 'Reception', startTime: '17:00', isPublic: true },
  ];
}

export const eventsCollection = defineCollection<WeddingEvent>({
  table: 'events',
  schema: eventSchema,
  seed: seedEvents,
  noun: 'event',
});

/** A household goes with its guests, their answers and seats (src/lib/backend/relations.ts). */
export const householdsCollection = defineCollection<Household>({
  table: 'households',
  schema: householdSchema,
  noun: 'household',
});

/** A guest goes with their answers, seats and named plus-one. */
export const guestsCollection = defineCollection<Guest>({
  table: 'guests',
  schema: guestSchema,
  noun: 'guest',
});

export const answersCollection = defineCollection<RsvpAnswer>({
  table: 'rsvp_answers',
  schema: answerSchema,
  noun: 'RSVP answer',
});

export const websitesCollection = defineCollection<Website>({
  table: 'websites',
  schema: websiteSchema,
  noun: 'website',
});

/** The menu a guest chooses from at an event: its own, else the website's. */
export const mealsAt = (event: Pick<WeddingEvent, 'mealOptions'>, siteMeals: readonly string[]) =>
  event.mealOptions?.length ? event.mealOptions : siteMeals;

export const fullName = (g: Pick<Guest, 'firstName' | 'lastName'>) =>
  [g.firstName, g.lastName].filter(Boolean).join(' ');

/** Tags typed as "family, college friends" → ['family', 'college friends'], each once, case kept from the first. */
export function parseTags(text: string): string[] {
  const seen = new Map<string, string>();
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

/** A household's default name from its first guest: "The Sharma family", or the guest's name without a last name. */
export function householdNameFor(first: Pick<Guest, 'firstName' | 'lastName'>, size: number): string {
  if (size > 1 && first.lastName) return `The ${first.lastName} family`;
  return fullName(first);
}
