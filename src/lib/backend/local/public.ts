import { normName } from '@/lib/names';
import { answerId, giftMarkedBy, GUEST_LIMITS, plusOneId, SLUG_PATTERN, TRAVEL_MODES } from '../guest-limits';
import { inviteImageName } from '../published';
import {
  PublicInputError,
  type Change,
  type Entity,
  type InvitationLinkResult,
  type PublicEvent,
  type PublicGift,
  type PublicInvite,
  type PublicPort,
  type PublicRsvp,
  type PublicQuestion,
  type PublicRsvpEvent,
  type PublicRsvpGuest,
  type RsvpPlusOne,
  type RsvpReply,
  type PublicTravel,
  type PublicFund,
  type PublicWebsite,
  REPORT_LIMITS,
  type RsvpStatus,
} from '../types';
import { createLocalCollections } from './collections';
import type { LocalDb } from './db';
import { publishedKey } from './files';
import { deliverMail } from './mailbox';
import { PUBLIC_KEY_FIELDS, publicKey } from './public-keys';
import { compareCodeUnits } from '@/lib/compare';
import { isIsoDate, TIME_RE } from '@/lib/dates';
import { TOKEN_PATTERN } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { DEFAULT_LANGUAGE, languageOf } from '@/lib/i18n';
import {
  invitationLinkWords,
  isOneAddress,
} from '../../../../supabase/functions/_shared/invitation-link-mail.ts';

type Data = Record<string, unknown>;

/** A stored record read as loose data, written back: its id is what makes it one. */
const asEntity = (data: Data): Entity => ({ ...data, id: String(data.id) });

/**
 * The record a public key points at, and its owner, read from the owner's data in this browser; null when the record
 * is gone or has given that value up (a retired link token stays in the index, public-keys.ts).
 */
async function lookUp(
  db: LocalDb,
  table: string,
  value: string,
): Promise<{ userId: string; data: Data } | null> {
  if (!value) return null;
  const owner = await db.get('publicKeys', publicKey(table, value));
  if (!owner) return null;
  const record = await db.get('records', [owner.userId, owner.table, owner.id]);
  if (!record || (record.data as Data)[PUBLIC_KEY_FIELDS[table]!] !== value) return null;
  return { userId: owner.userId, data: record.data as Data };
}

/** One owner's records of a table, in the order they were added (as the couple's lists show them). */
async function records(db: LocalDb, userId: string, table: string): Promise<Data[]> {
  const rows = await db.getAllFromIndex('records', 'byTable', [userId, table]);
  return rows.sort((a, b) => a.updatedAt - b.updatedAt).map((r) => r.data as Data);
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Today in this browser's calendar, as YYYY-MM-DD. */
function today(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

async function coupleOf(db: LocalDb, userId: string) {
  const wedding = (await db.get('profiles', userId))?.data;
  const names = [wedding?.profile.firstName, wedding?.wedding.partnerFirstName]
    .map((n) => n?.trim())
    .filter(Boolean)
    .join(' & ');
  return {
    names,
    weddingDate: text(wedding?.wedding.weddingDate),
    currency: wedding?.budget.currency ?? 'INR',
  };
}

function toEvent(e: Data, weddingDate: string | null): PublicEvent {
  return {
    id: String(e.id),
    name: String(e.name ?? ''),
    date: text(e.date) ?? weddingDate,
    startTime: text(e.startTime),
    venue: text(e.venue),
    address: text(e.address),
    dressCode: text(e.dressCode),
  };
}

/** Date order (an event without a date is on the wedding day), then start time, then the couple's order. */
const inDateOrder = <E extends PublicEvent>(events: E[]) =>
  events
    .map((e, i) => ({ e, i }))
    .sort(
      (a, b) =>
        compareCodeUnits(a.e.date ?? '', b.e.date ?? '') ||
        compareCodeUnits(a.e.startTime ?? '99', b.e.startTime ?? '99') ||
        a.i - b.i,
    )
    .map(({ e }) => e);

const refuse = (why: string): never => {
  throw new PublicInputError(why);
};

function bounded(value: unknown, max: number, what: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return refuse(`${what} must be text.`);
  const trimmed = value.trim();
  if (trimmed.length > max) refuse(`${what} is longer than ${max} characters.`);
  return trimmed || null;
}

const replies = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

function toRsvpEvent(e: Data, weddingDate: string | null): PublicRsvpEvent {
  return {
    ...toEvent(e, weddingDate),
    mealOptions: list(e.mealOptions),
    questions: Array.isArray(e.questions) ? (e.questions as PublicQuestion[]) : [],
  };
}

/**
 * A guest's meal and answers for one event, checked as api.rsvp_submit checks them: the stored fields (cleared where
 * the guest does not attend), or a refusal.
 */
function detailFields(detail: unknown, event: Data | undefined, attending: boolean): Data {
  const d = detail as { meal?: unknown; replies?: unknown } | null;
  if (!event || !d || typeof d !== 'object' || Array.isArray(d))
    return refuse('Some answers are not in the expected form.');
  const meal = bounded(d.meal, GUEST_LIMITS.meal, 'A meal');
  if (meal !== null && !list(event.mealOptions).includes(meal))
    refuse(`"${meal}" is not on the ${String(event.name)} menu.`);
  const given = d.replies ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) refuse('Some answers are not in the expected form.');
  const questions = Array.isArray(event.questions) ? (event.questions as PublicQuestion[]) : [];
  const kept: Record<string, string> = {};
  for (const [id, value] of Object.entries(given as Data)) {
    const question = questions.find((q) => q.id === id);
    if (!question) refuse(`The ${String(event.name)} does not ask that question.`);
    const answer = bounded(value, GUEST_LIMITS.questionAnswer, 'An answer');
    if (answer === null) continue;
    if (question!.kind === 'yesno' && answer !== 'yes' && answer !== 'no') refuse('Answer yes or no.');
    if (question!.kind === 'choice' && !question!.choices.includes(answer))
      refuse(`"${answer}" is not one of the choices.`);
    kept[id] = answer;
  }
  return attending ? { meal: meal ?? undefined, replies: kept } : { meal: undefined, replies: {} };
}

type ReplyGuest = RsvpReply['guests'][number];

/**
 * A guest's answers (event id → answer) with their `details` (event id → meal and answers there) applied, each
 * checked; no details leave them as they were.
 */
function withDetails(invited: Map<string, Data>, details: unknown, events: readonly Data[]) {
  if (details === undefined || details === null) return;
  if (typeof details !== 'object' || Array.isArray(details))
    refuse('Some answers are not in the expected form.');
  for (const [eventId, detail] of Object.entries(details)) {
    const answer = invited.get(eventId);
    if (!answer) refuse('That event is not part of this invitation.');
    const event = events.find((e) => e.id === eventId);
    invited.set(eventId, { ...answer, ...detailFields(detail, event, answer!.status === 'attending') });
  }
}

const TRAVEL_TEXT = ['arrivalNumber', 'arrivalPlace', 'departureNumber', 'departurePlace', 'notes'] as const;

/** A household's travel from the RSVP page, checked as api.submit_travel checks it: its stored fields, or a refusal. */
function travelFields(input: PublicTravel): Data {
  if (!input || typeof input !== 'object' || JSON.stringify(input).length > 5000)
    refuse('The travel details are not in the expected form.');
  const optional = <T>(v: T | null | undefined) =>
    v === null || v === undefined || v === '' ? undefined : v;
  const day = (v: unknown, what: string) => {
    if (optional(v) !== undefined && !isIsoDate(v)) refuse(`${what} is not a real day.`);
    return optional(v as string);
  };
  const time = (v: unknown, what: string) => {
    if (optional(v) !== undefined && !(typeof v === 'string' && TIME_RE.test(v.trim())))
      refuse(`${what} is not a time like 15:30.`);
    return optional(typeof v === 'string' ? v.trim() : undefined);
  };
  const mode = (v: unknown) => {
    if (optional(v) !== undefined && !(TRAVEL_MODES as readonly unknown[]).includes(v))
      refuse('Choose flight, train, bus, car or other.');
    return optional(v as string);
  };
  if (input.pickupNeeded !== undefined && typeof input.pickupNeeded !== 'boolean')
    refuse('Say whether you need a pickup.');
  const limits = {
    arrivalNumber: GUEST_LIMITS.travelNumber,
    departureNumber: GUEST_LIMITS.travelNumber,
    arrivalPlace: GUEST_LIMITS.travelPlace,
    departurePlace: GUEST_LIMITS.travelPlace,
    notes: GUEST_LIMITS.travelNotes,
  };
  const fields: Data = {
    arrivalDate: day(input.arrivalDate, 'The arrival day'),
    arrivalTime: time(input.arrivalTime, 'The arrival time'),
    arrivalMode: mode(input.arrivalMode),
    departureDate: day(input.departureDate, 'The departure day'),
    departureTime: time(input.departureTime, 'The departure time'),
    departureMode: mode(input.departureMode),
    pickupNeeded: input.pickupNeeded === true,
  };
  for (const key of TRAVEL_TEXT)
    fields[key] = bounded(input[key], limits[key], 'A travel detail') ?? undefined;
  if (fields.arrivalDate && fields.departureDate && String(fields.departureDate) < String(fields.arrivalDate))
    refuse('The departure is before the arrival.');
  return fields;
}

/**
 * Local mode's public port: the same answers as the cloud's `api` functions (supabase/migrations/…_guests.sql and
 * later), from this browser's data, so the couple can open their guests' links and their website in the browser that
 * holds them. `currentUserId` tells the couple testing their own RSVP link from a guest opening it. There is no mail
 * server: "find your invitation" puts the e-mail the cloud would send into this browser's mailbox. Nor is there a
 * server to keep rate limits: this browser's own pages are the only caller.
 */
export function createLocalPublic(
  db: LocalDb,
  currentUserId: () => Promise<string | null> = async () => null,
  origin: () => string = () => window.location.origin,
): PublicPort {
  const site = async (userId: string) =>
    (await db.get('records', [userId, 'websites', 'site']))?.data as Data | undefined;
  const closedOn = (deadline: string | null) => deadline !== null && today() > deadline;

  async function publishedSite(slug: string) {
    if (!SLUG_PATTERN.test(slug)) return null;
    const found = await lookUp(db, 'websites', slug);
    return found && found.data.published === true ? found : null;
  }

  return {
    async invite(token): Promise<PublicInvite | null> {
      const found = await lookUp(db, 'invites', token);
      if (!found) return null;
      const { userId, data: invite } = found;
      const image = await db.get('files', [userId, publishedKey(inviteImageName(token))]);
      return {
        id: String(invite.id),
        name: String(invite.name ?? ''),
        date: text(invite.date),
        templateId: text(invite.templateId),
        hosts: text(invite.hosts),
        venue: text(invite.venue),
        // Lives as long as the page: a guest opens one invitation.
        imageUrl: image ? URL.createObjectURL(image.blob) : null,
        language: languageOf((await site(userId))?.language, DEFAULT_LANGUAGE),
      };
    },

    async rsvp(token): Promise<PublicRsvp | null> {
      const found = await lookUp(db, 'households', token);
      if (!found) return null;
      const { userId, data: household } = found;
      if (!household.openedAt && (await currentUserId()) !== userId) {
        await createLocalCollections(db, userId).put('households', {
          ...household,
          id: String(household.id),
          openedAt: new Date().toISOString(),
        });
      }
      const [website, couple, allGuests, answers, events] = await Promise.all([
        site(userId),
        coupleOf(db, userId),
        records(db, userId, 'guests'),
        records(db, userId, 'rsvp_answers'),
        records(db, userId, 'events'),
      ]);
      const members = allGuests.filter((g) => g.householdId === household.id);
      // A plus-one right after their host.
      const ordered = members
        .filter((g) => !g.plusOneOf)
        .flatMap((host) => [host, ...members.filter((g) => g.plusOneOf === host.id)]);
      const memberIds = new Set(members.map((g) => g.id));
      const invitedTo = new Set(answers.filter((a) => memberIds.has(a.guestId)).map((a) => a.eventId));
      const deadline = text(website?.rsvpDeadline);
      const guests: PublicRsvpGuest[] = ordered.map((g) => ({
        id: String(g.id),
        firstName: String(g.firstName ?? ''),
        lastName: text(g.lastName),
        isChild: g.isChild === true,
        plusOneAllowed: g.plusOneAllowed === true,
        plusOneOf: text(g.plusOneOf),
        meal: text(g.meal),
        dietary: text(g.dietary),
        answers: Object.fromEntries(
          answers.filter((a) => a.guestId === g.id).map((a) => [String(a.eventId), a.status as RsvpStatus]),
        ),
        details: Object.fromEntries(
          answers
            .filter((a) => a.guestId === g.id)
            .map((a) => [String(a.eventId), { meal: text(a.meal), replies: replies(a.replies) }]),
        ),
      }));
      return {
        householdName: String(household.name ?? ''),
        coupleNames: couple.names,
        weddingDate: couple.weddingDate,
        deadline,
        closed: closedOn(deadline),
        mealOptions: list(website?.mealOptions),
        message: text(household.message),
        respondedAt: text(household.respondedAt),
        events: inDateOrder(
          events.filter((e) => invitedTo.has(e.id)).map((e) => toRsvpEvent(e, couple.weddingDate)),
        ),
        guests,
        websiteSlug: website?.published === true ? text(website.slug) : null,
        language: languageOf(household.language, languageOf(website?.language, DEFAULT_LANGUAGE)),
      };
    },

    async submitRsvp(token, reply) {
      const found = await lookUp(db, 'households', token);
      if (!found) return 'not_found';
      const { userId, data: household } = found;
      const website = await site(userId);
      if (closedOn(text(website?.rsvpDeadline))) return 'closed';
      if (!reply || !Array.isArray(reply.guests) || reply.guests.length > GUEST_LIMITS.replyGuests)
        refuse('The reply is not in the expected form.');

      const menu = list(website?.mealOptions);
      const mealOf = (value: unknown) => {
        const meal = bounded(value, GUEST_LIMITS.meal, 'A meal');
        if (meal !== null && !menu.includes(meal)) refuse(`"${meal}" is not on the menu.`);
        return meal;
      };
      const [allGuests, answers, events] = await Promise.all([
        records(db, userId, 'guests'),
        records(db, userId, 'rsvp_answers'),
        records(db, userId, 'events'),
      ]);
      const hosts = new Map(
        allGuests.filter((g) => g.householdId === household.id && !g.plusOneOf).map((g) => [String(g.id), g]),
      );
      const now = new Date().toISOString();
      const guestWrites: Data[] = [];
      const answerWrites: Data[] = [];
      const plusOnesGone: string[] = [];
      const seen = new Set<string>();
      for (const entry of reply.guests) {
        const guest = hosts.get(entry?.id);
        if (!guest || seen.has(entry.id)) return refuse('That guest is not part of this invitation.');
        seen.add(entry.id);
        guestWrites.push({
          ...guest,
          meal: mealOf(entry.meal) ?? undefined,
          dietary: bounded(entry.dietary, GUEST_LIMITS.dietary, 'Dietary notes') ?? undefined,
        });
        const invited = new Map(
          answers.filter((a) => a.guestId === guest.id).map((a) => [String(a.eventId), a]),
        );
        for (const [eventId, status] of Object.entries(entry.answers ?? {})) {
          const answer = invited.get(eventId);
          if (!answer) refuse('That event is not part of this invitation.');
          if (status !== 'attending' && status !== 'declined') refuse('Answer attending or declined.');
          invited.set(eventId, { ...answer, status, answeredAt: now, answeredBy: 'guest' });
        }
        withDetails(invited, (entry as ReplyGuest).details, events);
        answerWrites.push(...invited.values());
        const plusId = plusOneId(String(guest.id));
        if (entry.plusOne) {
          if (guest.plusOneAllowed !== true) refuse('This guest cannot bring a plus-one.');
          const firstName = bounded(entry.plusOne.firstName, GUEST_LIMITS.firstName, 'A first name');
          if (!firstName) refuse("Please give your plus-one's first name.");
          guestWrites.push({
            id: plusId,
            householdId: household.id,
            firstName,
            lastName: bounded(entry.plusOne.lastName, GUEST_LIMITS.lastName, 'A last name') ?? undefined,
            side: guest.side ?? 'both',
            tags: list(guest.tags),
            plusOneAllowed: false,
            plusOneOf: guest.id,
            isChild: false,
            meal: mealOf(entry.plusOne.meal) ?? undefined,
            dietary: bounded(entry.plusOne.dietary, GUEST_LIMITS.dietary, 'Dietary notes') ?? undefined,
            createdAt: allGuests.find((g) => g.id === plusId)?.createdAt ?? now,
          });
          // The plus-one follows the host's answers, with a meal and answers of their own at each event.
          const theirs = new Map(
            [...invited].map(([eventId, answer]) => [
              eventId,
              {
                ...answer,
                id: answerId(plusId, eventId),
                guestId: plusId,
                meal: undefined,
                replies: undefined,
              },
            ]),
          );
          withDetails(theirs, (entry.plusOne as RsvpPlusOne).details, events);
          answerWrites.push(...theirs.values());
        } else if (allGuests.some((g) => g.id === plusId && g.plusOneOf === guest.id)) {
          plusOnesGone.push(plusId);
        }
      }
      const message = bounded(reply.message, GUEST_LIMITS.message, 'The message');

      // One transaction, as the cloud's rsvp_submit is one statement: the reply lands whole or not at all.
      await createLocalCollections(db, userId).apply([
        ...plusOnesGone.map((id): Change => ({ op: 'remove', table: 'guests', id })),
        ...guestWrites.map((record): Change => ({ op: 'put', table: 'guests', record: asEntity(record) })),
        ...answerWrites.map((record): Change => ({
          op: 'put',
          table: 'rsvp_answers',
          record: asEntity(record),
        })),
        {
          op: 'put',
          table: 'households',
          record: asEntity({ ...household, respondedAt: now, message: message ?? undefined }),
        },
      ]);
      return 'saved';
    },

    async rsvpTravel(token) {
      const found = await lookUp(db, 'households', token);
      if (!found || (await site(found.userId))?.askTravel !== true) return null;
      const t = (await db.get('records', [found.userId, 'travel', String(found.data.id)]))?.data as
        Data | undefined;
      if (!t || t.guestId) return { travel: null };
      const field = (key: string) => text(t[key]);
      return {
        travel: {
          arrivalDate: field('arrivalDate'),
          arrivalTime: field('arrivalTime'),
          arrivalMode: field('arrivalMode') as PublicTravel['arrivalMode'],
          arrivalNumber: field('arrivalNumber'),
          arrivalPlace: field('arrivalPlace'),
          departureDate: field('departureDate'),
          departureTime: field('departureTime'),
          departureMode: field('departureMode') as PublicTravel['departureMode'],
          departureNumber: field('departureNumber'),
          departurePlace: field('departurePlace'),
          pickupNeeded: t.pickupNeeded === true,
          notes: field('notes'),
        },
      };
    },

    async submitTravel(token, travel) {
      const fields = travelFields(travel);
      const found = await lookUp(db, 'households', token);
      if (!found) return 'not_found';
      if ((await site(found.userId))?.askTravel !== true) return 'not_asked';
      const id = String(found.data.id);
      const kept = (await db.get('records', [found.userId, 'travel', id]))?.data as Data | undefined;
      // The household's own record, never a guest's that happens to share its id.
      if (kept?.guestId) refuse('That travel is not part of this invitation.');
      await createLocalCollections(db, found.userId).put('travel', { id, householdId: id, ...fields });
      return 'saved';
    },

    async website(slug): Promise<PublicWebsite | null> {
      const found = await publishedSite(slug);
      if (!found) return null;
      const { userId, data } = found;
      const [couple, events, items] = await Promise.all([
        coupleOf(db, userId),
        records(db, userId, 'events'),
        data.showRegistry === false ? Promise.resolve(null) : records(db, userId, 'registry_items'),
      ]);
      const faq = Array.isArray(data.faq)
        ? (data.faq as Data[]).map((f) => ({
            question: String(f.question ?? ''),
            answer: String(f.answer ?? ''),
          }))
        : [];
      return {
        slug,
        title: text(typeof data.title === 'string' ? data.title.trim() : null) ?? couple.names,
        weddingDate: couple.weddingDate,
        welcome: text(data.welcome),
        story: text(data.story),
        travel: text(data.travel),
        stay: text(data.stay),
        faq,
        currency: couple.currency,
        indexable: data.indexable === true,
        rsvpDeadline: text(data.rsvpDeadline),
        language: languageOf(data.language, DEFAULT_LANGUAGE),
        events: inDateOrder(
          events.filter((e) => e.isPublic !== false).map((e) => toEvent(e, couple.weddingDate)),
        ),
        registry:
          items?.map((r): PublicGift => ({
            id: String(r.id),
            name: String(r.name ?? ''),
            price: Number(r.price ?? 0),
            category: text(r.category),
            url: text(r.url),
            imageUrl: text(r.imageUrl),
            bought: r.purchased === true,
          })) ?? null,
      };
    },

    async requestInvitationLink(slug, fullName): Promise<InvitationLinkResult> {
      const wanted = normName(fullName.slice(0, 200));
      const found = wanted.includes(' ') ? await publishedSite(slug) : null;
      if (!found) return 'requested';
      const [households, guests] = await Promise.all([
        records(db, found.userId, 'households'),
        records(db, found.userId, 'guests'),
      ]);
      // A guest's first name with a last name of the same household, as private.claim_invitation_link matches.
      const matchedIn = (household: Data) => {
        const members = guests.filter((g) => g.householdId === household.id);
        const lastNames = members.map((g) => normName(String(g.lastName ?? ''))).filter(Boolean);
        return members.filter((g) =>
          lastNames.some((last) => `${normName(String(g.firstName ?? ''))} ${last}` === wanted),
        );
      };
      const matches = households.filter((h) => matchedIn(h).length > 0);
      if (matches.length !== 1) return 'requested';
      const household = matches[0]!;
      const address = (v: unknown) => (typeof v === 'string' && isOneAddress(v) ? v.toLowerCase() : null);
      // The matched guest's own address; else the household's. Never anyone else's.
      const own = matchedIn(household).flatMap((g) => address(g.email) ?? []);
      const recipients = [...new Set(own.length ? own : [address(household.email)].flatMap((a) => a ?? []))];
      const couple = await coupleOf(db, found.userId);
      const { subject, lead, unasked } = invitationLinkWords(couple.names);
      const link = new URL(paths.rsvp(String(household.rsvpToken)), origin()).href;
      for (const to of recipients.slice(0, 5))
        await deliverMail(db, {
          to,
          subject,
          body: `Dear ${String(household.name ?? '')},\n\n${lead}\n\n${unasked}`,
          link,
        });
      return 'requested';
    },

    async markGiftBought(slug, itemId, buyerName, token) {
      // Checked in the order api.mark_gift_bought checks them, so both modes answer a case alike.
      if (!SLUG_PATTERN.test(slug) || !itemId || itemId.length > 64) return 'not_found';
      if (!token || !TOKEN_PATTERN.test(token)) return 'not_invited';
      const buyer = bounded(buyerName, GUEST_LIMITS.buyer, 'Your name');
      const found = await publishedSite(slug);
      if (!found || found.data.showRegistry === false) return 'not_found';
      // Only a household of this couple marks a gift: the one whose RSVP link this device opened.
      const household = await lookUp(db, 'households', token);
      if (!household || household.userId !== found.userId) return 'not_invited';
      const item = (await db.get('records', [found.userId, 'registry_items', itemId]))?.data as
        Data | undefined;
      if (!item) return 'not_found';
      if (item.purchased === true) return 'already_bought';
      await createLocalCollections(db, found.userId).put('registry_items', {
        ...item,
        id: itemId,
        purchased: true,
        boughtBy: giftMarkedBy(buyer, String(household.data.name ?? '')),
        boughtAt: new Date().toISOString(),
      });
      return 'bought';
    },
    async websiteFunds(slug): Promise<PublicFund[] | null> {
      const found = await publishedSite(slug);
      if (!found || found.data.showRegistry === false) return null;
      return (await records(db, found.userId, 'gift_funds')).map((f) => ({
        id: String(f.id),
        title: String(f.title ?? ''),
        goal: typeof f.goal === 'number' ? f.goal : null,
        description: text(f.description),
        upiId: text(f.upiId),
        payeeName: text(f.payeeName),
        paymentUrl: text(f.paymentUrl),
      }));
    },
    async reportGift(slug, fundId, token, amount, note) {
      // Checked in the order api.report_gift checks them, so both modes answer a case alike.
      if (!SLUG_PATTERN.test(slug) || !fundId || fundId.length > 64) return 'not_found';
      if (!token || !TOKEN_PATTERN.test(token)) return 'not_invited';
      if (
        !Number.isFinite(amount) ||
        amount <= 0 ||
        amount > REPORT_LIMITS.amount ||
        Math.round(amount * 100) !== amount * 100
      )
        refuse('The amount is out of range.');
      const kept = bounded(note, REPORT_LIMITS.note, 'Your note');
      const found = await publishedSite(slug);
      if (!found || found.data.showRegistry === false) return 'not_found';
      const household = await lookUp(db, 'households', token);
      if (!household || household.userId !== found.userId) return 'not_invited';
      const fund = (await db.get('records', [found.userId, 'gift_funds', fundId]))?.data as Data | undefined;
      if (!fund) return 'not_found';
      const reports = (await records(db, found.userId, 'gifts')).filter(
        (g) => g.source === 'guest-report' && g.householdId === household.data.id,
      );
      if (reports.length >= REPORT_LIMITS.perHousehold) return 'limit_reached';
      await createLocalCollections(db, found.userId).put('gifts', {
        id: `report-${crypto.randomUUID().replaceAll('-', '')}`,
        kind: 'cash',
        description: `Sent to ${String(fund.title ?? '')}`.slice(0, 200),
        amount,
        householdId: String(household.data.id),
        receivedOn: today(),
        source: 'guest-report',
        confirmed: false,
        thankYou: 'to-write',
        ...(kept ? { note: kept } : {}),
      });
      return 'reported';
    },
  };
}
