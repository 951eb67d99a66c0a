import { Baby, Pencil, Send, Trash2, UserPlus } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ListSlot } from '@/components/ui/virtual-list';
import { SEND_STATUS_LABELS, sendStatus, type GuestEntry, type SendStatus } from './guest-list';
import {
  fullName,
  RSVP_LABELS,
  SIDE_LABELS,
  type Guest,
  type Household,
  type RsvpStatus,
  type WeddingEvent,
} from './model';
import { formatMomentInYear } from '@/lib/dates';
import type { PhoneCountry } from '@/lib/phone-countries';
import { displayPhone } from './phone';

const STATUS_TONE: Record<RsvpStatus, 'green' | 'red' | 'yellow'> = {
  attending: 'green',
  declined: 'red',
  awaiting: 'yellow',
};
const SEND_TONE: Record<SendStatus, 'gray' | 'blue' | 'brand' | 'green'> = {
  'not-sent': 'gray',
  sent: 'blue',
  opened: 'brand',
  responded: 'green',
};

export interface HouseholdActions {
  onSelect: (household: Household, selected: boolean) => void;
  onSend: (household: Household) => void;
  onAddGuest: (household: Household) => void;
  onEdit: (household: Household) => void;
  onDelete: (household: Household) => void;
  onEditGuest: (guest: Guest) => void;
  onDeleteGuest: (guest: Guest) => void;
}

/** One household: its invitation's state, its guests with their answers per event, and what it told the couple. */
export const HouseholdCard = memo(function HouseholdCard({
  household,
  members,
  total,
  events,
  selected,
  actions,
  phoneCountry,
  ...slot
}: ListSlot & {
  household: Household;
  /** The household's guests that match the search and filters. */
  members: readonly GuestEntry[];
  /** All its guests. */
  total: number;
  events: readonly WeddingEvent[];
  selected: boolean;
  actions: HouseholdActions;
  /** Numbers from this country are shown in its national format. */
  phoneCountry: PhoneCountry;
}) {
  const status = sendStatus(household);
  const headingId = `household-${household.id}`;
  return (
    <li
      {...slot}
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-background p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => actions.onSelect(household, e.target.checked)}
          aria-label={`Select ${household.name}`}
          className="mt-1.5 size-4 accent-primary"
        />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-serif text-lg font-semibold [overflow-wrap:anywhere]">
            {household.name}
          </h3>
          <p className="text-xs text-muted-foreground">
            {members.length === total
              ? `${total} ${total === 1 ? 'guest' : 'guests'}`
              : `${members.length} of ${total} guests shown`}
            {household.respondedAt && ` · replied ${formatMomentInYear(household.respondedAt)}`}
          </p>
        </div>
        <Badge tone={SEND_TONE[status]}>{SEND_STATUS_LABELS[status]}</Badge>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Send the RSVP link to ${household.name}`}
            onClick={() => actions.onSend(household)}
          >
            <Send aria-hidden="true" />
            Send
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Add a guest to ${household.name}`}
            onClick={() => actions.onAddGuest(household)}
          >
            <UserPlus aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit household ${household.name}`}
            onClick={() => actions.onEdit(household)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete household ${household.name}`}
            onClick={() => actions.onDelete(household)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul aria-label={`Guests in ${household.name}`} className="mt-3 divide-y divide-border-subtle">
        {members.map(({ guest, answers, plusOneOfName }) => (
          <li key={guest.id} className="flex flex-wrap items-start gap-2 py-2">
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-medium [overflow-wrap:anywhere]">
                {fullName(guest)}
                {guest.isChild && (
                  <span className="ml-2 inline-flex items-center gap-1 text-xs font-normal text-muted-foreground">
                    <Baby aria-hidden="true" className="size-3" />
                    Child
                  </span>
                )}
              </p>
              <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">
                {[
                  plusOneOfName ? `Plus-one of ${plusOneOfName}` : SIDE_LABELS[guest.side],
                  guest.plusOneAllowed && 'Plus-one allowed',
                  guest.tags.join(', '),
                  guest.meal && `Meal: ${guest.meal}`,
                  guest.dietary && `Dietary: ${guest.dietary}`,
                  guest.email,
                  guest.phone && displayPhone(guest.phone, phoneCountry),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <ul aria-label={`Answers of ${fullName(guest)}`} className="mt-1 flex flex-wrap gap-1">
                {events
                  .filter((e) => answers.has(e.id))
                  .map((e) => {
                    const a = answers.get(e.id)!;
                    const by = a.answeredAt
                      ? ` (${a.answeredBy === 'couple' ? 'set by you' : 'replied'} ${formatMomentInYear(a.answeredAt)})`
                      : '';
                    return (
                      <li key={e.id}>
                        <Badge tone={STATUS_TONE[a.status]}>
                          {e.name}: {RSVP_LABELS[a.status]}
                          {by && <span className="sr-only">{by}</span>}
                        </Badge>
                      </li>
                    );
                  })}
              </ul>
            </div>
            <div className="flex gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${fullName(guest)}`}
                onClick={() => actions.onEditGuest(guest)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${fullName(guest)}`}
                onClick={() => actions.onDeleteGuest(guest)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {household.message && (
        <blockquote className="mt-3 rounded-lg bg-accent px-3 py-2 text-sm [overflow-wrap:anywhere] text-copy">
          <span className="font-medium">Their message:</span> {household.message}
        </blockquote>
      )}
    </li>
  );
});
