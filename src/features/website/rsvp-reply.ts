import type {
  EventDetails,
  PublicRsvp,
  PublicRsvpEvent,
  PublicRsvpGuest,
  RsvpReply,
  RsvpResult,
} from '@/lib/backend';
import type { GuestMessages } from './messages';

export type Answer = 'attending' | 'declined';

/** One invited guest's part of the form, as typed: their answers, meal, notes and named plus-one. */
export interface GuestDraft {
  answers: Record<string, Answer | undefined>;
  meal: string;
  dietary: string;
  bringing: boolean;
  plusFirst: string;
  plusLast: string;
  plusMeal: string;
  plusDietary: string;
  /** Event id → the meal from that event's own menu ('' for none yet) and answers to its questions. */
  details: Record<string, DetailDraft>;
  /** The same for the plus-one, at the events they attend with the guest. */
  plusDetails: Record<string, DetailDraft>;
}

export interface DetailDraft {
  meal: string;
  replies: Record<string, string>;
}

const detailDrafts = (stored: Record<string, EventDetails> | undefined): Record<string, DetailDraft> =>
  Object.fromEntries(
    Object.entries(stored ?? {}).map(([event, d]) => [
      event,
      { meal: d.meal ?? '', replies: { ...d.replies } },
    ]),
  );

/** The details sent for a guest's events: blank meals as null, answers trimmed, blank answers left out. */
const detailsOf = (
  events: readonly string[],
  typed: Record<string, DetailDraft>,
): Record<string, EventDetails> =>
  Object.fromEntries(
    events.map((event) => {
      const replies = Object.entries(typed[event]?.replies ?? {})
        .map(([q, v]) => [q, v.trim()] as const)
        .filter(([, v]) => v);
      return [event, { meal: typed[event]?.meal || null, replies: Object.fromEntries(replies) }];
    }),
  );

/** The events a guest answers more for: attending, where the event has its own menu or questions. */
export const askingEvents = (
  draft: GuestDraft,
  eventsById: ReadonlyMap<string, PublicRsvpEvent>,
): PublicRsvpEvent[] =>
  Object.keys(draft.answers)
    .filter((id) => draft.answers[id] === 'attending')
    .map((id) => eventsById.get(id))
    .filter((e): e is PublicRsvpEvent => Boolean(e && (e.mealOptions.length || e.questions.length)));

/** The plus-one as the form names them: their first name as typed, else "Rohan's guest". */
export const plusOneName = (guest: PublicRsvpGuest, draft: GuestDraft, t: GuestMessages['t']) =>
  draft.plusFirst.trim() || t('rsvp.guestOf', { name: guest.firstName });

/** The guests the form asks (a plus-one is answered for by the guest who brings them). */
export const hostsOf = (rsvp: PublicRsvp) => rsvp.guests.filter((g) => !g.plusOneOf);

/** The household's answers as they stand, for the form to start from (awaiting answers start blank). */
export function startingDrafts(rsvp: PublicRsvp): Record<string, GuestDraft> {
  return Object.fromEntries(
    hostsOf(rsvp).map((g) => {
      const plus = rsvp.guests.find((p) => p.plusOneOf === g.id);
      const answers = Object.fromEntries(
        Object.entries(g.answers).map(([event, status]) => [
          event,
          status === 'awaiting' ? undefined : status,
        ]),
      );
      return [
        g.id,
        {
          answers,
          meal: g.meal ?? '',
          dietary: g.dietary ?? '',
          bringing: Boolean(plus),
          plusFirst: plus?.firstName ?? '',
          plusLast: plus?.lastName ?? '',
          plusMeal: plus?.meal ?? '',
          plusDietary: plus?.dietary ?? '',
          details: detailDrafts(g.details),
          plusDetails: detailDrafts(plus?.details),
        },
      ];
    }),
  );
}

/** What still needs an answer or a fix, as sentences; empty when the reply can be sent. */
export function replyProblems(
  guests: readonly PublicRsvpGuest[],
  events: readonly PublicRsvpEvent[],
  drafts: Record<string, GuestDraft>,
  t: GuestMessages['t'],
): string[] {
  const problems: string[] = [];
  const eventsById = new Map(events.map((e) => [e.id, e]));
  const eventName = new Map(events.map((e) => [e.id, e.name]));
  for (const guest of guests) {
    const draft = drafts[guest.id];
    if (!draft) continue;
    for (const eventId of Object.keys(guest.answers))
      if (!draft.answers[eventId])
        problems.push(
          t('rsvp.answerFor', { name: guest.firstName, event: eventName.get(eventId) ?? t('rsvp.event') }),
        );
    // The caterer counts each plate of an event with its own menu, the plus-one's too.
    const bringing = guest.plusOneAllowed && draft.bringing;
    for (const event of askingEvents(draft, eventsById)) {
      if (event.mealOptions.length && !draft.details[event.id]?.meal)
        problems.push(t('rsvp.chooseMealFor', { name: guest.firstName, event: event.name }));
      if (bringing && event.mealOptions.length && !draft.plusDetails[event.id]?.meal)
        problems.push(t('rsvp.chooseMealFor', { name: plusOneName(guest, draft, t), event: event.name }));
    }
    if (bringing && !draft.plusFirst.trim()) problems.push(t('rsvp.plusName', { name: guest.firstName }));
  }
  return problems;
}

/**
 * The reply sent for what was typed: blanks as nulls, text trimmed, and a plus-one only where the couple allowed one
 * and the guest ticked "Bringing a guest".
 */
export function replyOf(
  hosts: readonly PublicRsvpGuest[],
  drafts: Record<string, GuestDraft>,
  message: string,
): RsvpReply {
  return {
    guests: hosts.map((g) => {
      const d = drafts[g.id]!;
      const events = Object.keys(g.answers);
      return {
        id: g.id,
        answers: Object.fromEntries(
          Object.entries(d.answers).filter((e): e is [string, Answer] => Boolean(e[1])),
        ),
        meal: d.meal || null,
        dietary: d.dietary.trim() || null,
        plusOne:
          g.plusOneAllowed && d.bringing
            ? {
                firstName: d.plusFirst.trim(),
                lastName: d.plusLast.trim() || null,
                meal: d.plusMeal || null,
                dietary: d.plusDietary.trim() || null,
                details: detailsOf(events, d.plusDetails),
              }
            : null,
        details: detailsOf(events, d.details),
      };
    }),
    message: message.trim() || null,
  };
}

export interface ReplyStatus {
  tone: 'success' | 'error';
  text: string;
}

/** What the guest is told once the couple's pages have answered their reply. */
export function statusOf(result: RsvpResult, hasDeadline: boolean, t: GuestMessages['t']): ReplyStatus {
  if (result !== 'saved') return { tone: 'error', text: t(`rsvp.result.${result}`) };
  return { tone: 'success', text: hasDeadline ? t('rsvp.savedUntilDeadline') : t('rsvp.savedAnyTime') };
}
