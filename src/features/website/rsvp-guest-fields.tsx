import { Field, Input } from '@/components/ui/field';
import { GUEST_LIMITS as L, type PublicRsvpEvent, type PublicRsvpGuest } from '@/lib/backend';
import { askingEvents, plusOneName, type GuestDraft } from './rsvp-reply';
import { EventQuestions, MealSelect } from './rsvp-event-questions';
import { useGuestMessages } from './messages';

const nameOf = (g: Pick<PublicRsvpGuest, 'firstName' | 'lastName'>) =>
  [g.firstName, g.lastName].filter(Boolean).join(' ');

interface GuestFieldsProps {
  guest: PublicRsvpGuest;
  draft: GuestDraft;
  eventsById: ReadonlyMap<string, PublicRsvpEvent>;
  /** The couple's menu; no meal is asked when it is empty. */
  menu: readonly string[];
  /** Names the radio groups apart from another form's on the page. */
  formId: string;
  closed: boolean;
  onChange: (patch: Partial<GuestDraft>) => void;
}

/**
 * One invited guest's part of the reply: an answer per event they are invited to, then (once attending anything) a
 * meal and dietary notes, and a named plus-one where the couple allowed one.
 */
export function RsvpGuestFields({
  guest,
  draft,
  eventsById,
  menu,
  formId,
  closed,
  onChange,
}: GuestFieldsProps) {
  const { t } = useGuestMessages();
  const attendingAny = Object.values(draft.answers).includes('attending');
  return (
    <fieldset className="space-y-4 rounded-xl border border-border bg-background p-5 shadow-sm">
      <legend className="px-1 font-serif text-xl font-semibold [overflow-wrap:anywhere]">
        {nameOf(guest)}
        {guest.isChild && (
          <span className="ml-2 text-sm font-normal text-muted-foreground">{t('rsvp.child')}</span>
        )}
      </legend>
      {Object.keys(guest.answers).map((eventId) => {
        const ev = eventsById.get(eventId);
        return (
          <div
            key={eventId}
            role="radiogroup"
            aria-label={t('rsvp.guestAt', { name: guest.firstName, event: ev?.name ?? t('rsvp.event') })}
          >
            <p className="text-sm font-medium text-copy">{ev?.name ?? t('rsvp.event')}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {(['attending', 'declined'] as const).map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="radio"
                    name={`${formId}-${guest.id}-${eventId}`}
                    value={choice}
                    checked={draft.answers[eventId] === choice}
                    disabled={closed}
                    onChange={() => onChange({ answers: { ...draft.answers, [eventId]: choice } })}
                    className="size-4 accent-primary"
                  />
                  {choice === 'attending' ? t('rsvp.attending') : t('rsvp.declining')}
                </label>
              ))}
            </div>
          </div>
        );
      })}
      {attendingAny && (
        <div className="grid gap-4 sm:grid-cols-2">
          <MealSelect
            label={t('rsvp.mealFor', { name: guest.firstName })}
            menu={menu}
            value={draft.meal}
            disabled={closed}
            onChange={(meal) => onChange({ meal })}
          />
          <TextField
            label={t('rsvp.dietaryFor', { name: guest.firstName })}
            hint={t('rsvp.dietaryHint')}
            value={draft.dietary}
            maxLength={L.dietary}
            disabled={closed}
            onChange={(dietary) => onChange({ dietary })}
          />
        </div>
      )}
      {askingEvents(draft, eventsById).map((event) => (
        <EventQuestions
          key={event.id}
          event={event}
          guestName={guest.firstName}
          groupName={`${formId}-${guest.id}-${event.id}-q`}
          value={draft.details[event.id] ?? { meal: '', replies: {} }}
          disabled={closed}
          onChange={(detail) => onChange({ details: { ...draft.details, [event.id]: detail } })}
        />
      ))}
      {guest.plusOneAllowed && attendingAny && (
        <PlusOneFields
          guest={guest}
          draft={draft}
          eventsById={eventsById}
          menu={menu}
          formId={formId}
          closed={closed}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}

/**
 * "Bringing a guest", and once ticked, the plus-one's name, meal and dietary notes, and what each event they attend
 * with the guest asks of them.
 */
function PlusOneFields({ guest, draft, eventsById, menu, formId, closed, onChange }: GuestFieldsProps) {
  const { t } = useGuestMessages();
  return (
    <div className="space-y-4 rounded-lg bg-secondary p-4">
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={draft.bringing}
          disabled={closed}
          onChange={(e) => onChange({ bringing: e.target.checked })}
          className="size-4 accent-primary"
        />
        {t('rsvp.bringing')}
      </label>
      {draft.bringing && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('rsvp.plusFirst')}
            value={draft.plusFirst}
            maxLength={L.firstName}
            autoComplete="off"
            disabled={closed}
            onChange={(plusFirst) => onChange({ plusFirst })}
          />
          <TextField
            label={t('rsvp.plusLast')}
            value={draft.plusLast}
            maxLength={L.lastName}
            autoComplete="off"
            disabled={closed}
            onChange={(plusLast) => onChange({ plusLast })}
          />
          <MealSelect
            label={t('rsvp.plusMeal')}
            menu={menu}
            value={draft.plusMeal}
            disabled={closed}
            onChange={(plusMeal) => onChange({ plusMeal })}
          />
          <TextField
            label={t('rsvp.plusDietary')}
            value={draft.plusDietary}
            maxLength={L.dietary}
            disabled={closed}
            onChange={(plusDietary) => onChange({ plusDietary })}
          />
        </div>
      )}
      {draft.bringing &&
        askingEvents(draft, eventsById).map((event) => (
          <EventQuestions
            key={event.id}
            event={event}
            guestName={plusOneName(guest, draft, t)}
            groupName={`${formId}-${guest.id}-plus-${event.id}-q`}
            value={draft.plusDetails[event.id] ?? { meal: '', replies: {} }}
            disabled={closed}
            onChange={(detail) => onChange({ plusDetails: { ...draft.plusDetails, [event.id]: detail } })}
          />
        ))}
    </div>
  );
}

interface ControlProps {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

function TextField({
  label,
  hint,
  value,
  maxLength,
  autoComplete,
  disabled,
  onChange,
}: ControlProps & { hint?: string; maxLength: number; autoComplete?: string }) {
  return (
    <Field label={label} hint={hint}>
      {(p) => (
        <Input
          {...p}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
