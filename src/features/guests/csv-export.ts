import { toCsv } from '@/lib/csv';
import { fullName, RSVP_LABELS, SIDE_LABELS, type WeddingEvent } from './model';
import type { GuestEntry } from './guest-list';

const yes = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * The guest list as a spreadsheet: one row per guest with their household, details, each event's answer (blank when
 * not invited) and the household's RSVP link, so the file also serves a mail merge. Cells are formula-safe (lib/csv).
 */
export function guestListCsv(
  entries: readonly GuestEntry[],
  events: readonly WeddingEvent[],
  rsvpUrl: (token: string) => string,
) {
  const header = [
    'Household',
    'First name',
    'Last name',
    'Email',
    'Phone',
    'Side',
    'Tags',
    'Plus-one allowed',
    'Plus-one of',
    'Child',
    'Meal',
    'Dietary notes',
    ...events.map((e) => e.name),
    'RSVP link',
  ];
  const rows = entries.map((e) => [
    e.household?.name ?? '',
    e.guest.firstName,
    e.guest.lastName ?? '',
    e.guest.email ?? '',
    e.guest.phone ?? '',
    SIDE_LABELS[e.guest.side],
    e.guest.tags.join(', '),
    yes(e.guest.plusOneAllowed),
    e.plusOneOfName ?? '',
    yes(e.guest.isChild),
    e.guest.meal ?? '',
    e.guest.dietary ?? '',
    ...events.map((ev) => {
      const answer = e.answers.get(ev.id);
      return answer ? RSVP_LABELS[answer.status] : '';
    }),
    e.household ? rsvpUrl(e.household.rsvpToken) : '',
  ]);
  return toCsv([header, ...rows]);
}

/** The RSVP answers, one row per guest and event they are invited to, event by event. */
export function rsvpCsv(
  entries: readonly GuestEntry[],
  events: readonly WeddingEvent[],
  weddingDate: string,
) {
  const header = [
    'Event',
    'Date',
    'Household',
    'Guest',
    'Answer',
    'Answered at',
    'Answered by',
    'Meal',
    'Dietary notes',
    'Message',
  ];
  const rows = events.flatMap((event) =>
    entries.flatMap((e) => {
      const answer = e.answers.get(event.id);
      if (!answer) return [];
      return [
        [
          event.name,
          event.date ?? weddingDate,
          e.household?.name ?? '',
          fullName(e.guest),
          RSVP_LABELS[answer.status],
          answer.answeredAt ?? '',
          answer.answeredBy === 'guest' ? 'Guest' : answer.answeredBy === 'couple' ? 'You' : '',
          e.guest.meal ?? '',
          e.guest.dietary ?? '',
          e.household?.message ?? '',
        ],
      ];
    }),
  );
  return toCsv([header, ...rows]);
}
