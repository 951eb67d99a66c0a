import type { ActivityLine } from '@/lib/backend';
import { formatCount } from '@/lib/format-number';
import { translator, type Params } from '@/lib/i18n';

/** One record, or more: "1 guest", "12 guests", "2,000 guests". */
const count =
  (one: string, many: string) =>
  ({ n }: Params) =>
    `${formatCount(Number(n))} ${Number(n) === 1 ? one : many}`;

/** The words of a line of recent activity: what each planning table's records are called, and the doers. */
const activityWords = {
  someone: 'Someone',
  you: 'You',
  line: '{{who}} {{action}} {{what}}',
  action: { added: 'added', changed: 'changed', removed: 'removed' },
  /** A payment made: "Meera paid Sharma Caterers (Deposit)", "You paid for Mehendi artist". */
  paid: {
    vendor: '{{who}} paid {{vendor}}',
    item: '{{who}} paid for {{item}}',
    other: '{{who}} made a payment',
    note: '{{line}} ({{note}})',
  },
  tables: {
    budget_categories: count('budget category', 'budget categories'),
    expenses: count('expense', 'expenses'),
    payments: count('payment', 'payments'),
    schedule_events: count('schedule event', 'schedule events'),
    photo_ideas: count('photo idea', 'photo ideas'),
    songs: count('song', 'songs'),
    registry_items: count('registry item', 'registry items'),
    registry_stores: count('registry store', 'registry stores'),
    gifts: count('gift', 'gifts'),
    gift_funds: count('gift fund', 'gift funds'),
    planning_vendors: count('vendor', 'vendors'),
    reminders: count('reminder', 'reminders'),
    tasks: count('task', 'tasks'),
    mood_boards: count('mood board', 'mood boards'),
    chat_messages: count('planner message', 'planner messages'),
    chat_conversations: count('planner conversation', 'planner conversations'),
    invites: count('invitation', 'invitations'),
    events: count('event', 'events'),
    households: count('household', 'households'),
    guests: count('guest', 'guests'),
    rsvp_answers: count('RSVP answer', 'RSVP answers'),
    websites: count('website', 'websites'),
    seating_tables: count('table', 'tables'),
    seat_assignments: count('seat', 'seats'),
    seating_rules: count('seating rule', 'seating rules'),
    travel: count('travel plan', 'travel plans'),
    room_blocks: count('room block', 'room blocks'),
    room_assignments: count('room', 'rooms'),
  },
  /** A table added after this catalogue still reads as something. */
  other: count('item', 'items'),
};

const t = translator(activityWords);
type Table = keyof typeof activityWords.tables;
const isTable = (table: string): table is Table => Object.hasOwn(activityWords.tables, table);

/** "Arjun added 12 guests", "You changed 3 payments", "Someone removed 1 RSVP answer", "Meera paid Sharma Caterers (Deposit)". */
export function activityText(line: ActivityLine, me: string): string {
  const who = line.actorId === me ? t('you') : (line.actor ?? t('someone'));
  if (line.action === 'paid') {
    const { vendor, item, note } = line.paid ?? {};
    const paid = vendor
      ? t('paid.vendor', { who, vendor })
      : item
        ? t('paid.item', { who, item })
        : t('paid.other', { who });
    return note ? t('paid.note', { line: paid, note }) : paid;
  }
  const what = isTable(line.table)
    ? t(`tables.${line.table}`, { n: line.count })
    : t('other', { n: line.count });
  return t('line', { who, action: t(`action.${line.action}`), what });
}
