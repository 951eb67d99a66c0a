import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import {
  GUEST_LIMITS as L,
  TRAVEL_MODE_LABELS,
  TRAVEL_MODES,
  type PublicTravel,
  type TravelMode,
} from '@/lib/backend';

/**
 * A household's arrival and departure, pickup and notes (issue 33 item 3), as one set of fields for both sides: the
 * couple's Travel & stay dialog and the guests' RSVP page. Controlled, every value a string ('' for none), so the
 * caller checks and stores it its own way. Its words are the guests' too: they are all here.
 */
export type TravelDraft = { [K in keyof PublicTravel]: PublicTravel[K] extends boolean ? boolean : string };

export const emptyTravel = (from?: Partial<PublicTravel> | null): TravelDraft => {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    arrivalDate: text(from?.arrivalDate),
    arrivalTime: text(from?.arrivalTime),
    arrivalMode: text(from?.arrivalMode),
    arrivalNumber: text(from?.arrivalNumber),
    arrivalPlace: text(from?.arrivalPlace),
    departureDate: text(from?.departureDate),
    departureTime: text(from?.departureTime),
    departureMode: text(from?.departureMode),
    departureNumber: text(from?.departureNumber),
    departurePlace: text(from?.departurePlace),
    pickupNeeded: from?.pickupNeeded === true,
    notes: text(from?.notes),
  };
};

/** The draft as the public port and the stores take it: '' is none. */
export const draftToTravel = (d: TravelDraft): PublicTravel => {
  const v = (s: string) => s.trim() || null;
  return {
    arrivalDate: v(d.arrivalDate),
    arrivalTime: v(d.arrivalTime),
    arrivalMode: v(d.arrivalMode) as PublicTravel['arrivalMode'],
    arrivalNumber: v(d.arrivalNumber),
    arrivalPlace: v(d.arrivalPlace),
    departureDate: v(d.departureDate),
    departureTime: v(d.departureTime),
    departureMode: v(d.departureMode) as PublicTravel['departureMode'],
    departureNumber: v(d.departureNumber),
    departurePlace: v(d.departurePlace),
    pickupNeeded: d.pickupNeeded,
    notes: v(d.notes),
  };
};

type Errors = Partial<Record<keyof TravelDraft, string>>;

/** The fields' words: English for the couple; the RSVP page passes its language's (website/messages). */
export interface TravelWords {
  leg: (way: 'arrival' | 'departure') => string;
  day: (way: 'arrival' | 'departure') => string;
  time: (way: 'arrival' | 'departure') => string;
  by: (way: 'arrival' | 'departure') => string;
  number: (way: 'arrival' | 'departure') => string;
  place: (way: 'arrival' | 'departure') => string;
  notDecided: string;
  mode: (mode: TravelMode) => string;
  pickup: string;
  notes: string;
}

const Way = { arrival: 'Arrival', departure: 'Departure' } as const;
const ENGLISH: TravelWords = {
  leg: (way) => Way[way],
  day: (way) => `${Way[way]} day`,
  time: (way) => `${Way[way]} time`,
  by: (way) => `${Way[way]} by`,
  number: (way) => `${Way[way]} flight or train number`,
  place: (way) => `${Way[way]} station or airport`,
  notDecided: 'Not decided',
  mode: (mode) => TRAVEL_MODE_LABELS[mode],
  pickup: 'We need a pickup on arrival',
  notes: 'Travel notes',
};

function Leg({
  words,
  prefix,
  draft,
  errors,
  onChange,
}: {
  words: TravelWords;
  prefix: 'arrival' | 'departure';
  draft: TravelDraft;
  errors: Errors;
  onChange: (key: keyof TravelDraft, value: string) => void;
}) {
  const key = <S extends 'Date' | 'Time' | 'Mode' | 'Number' | 'Place'>(s: S) => `${prefix}${s}` as const;
  const input = (s: 'Date' | 'Time' | 'Number' | 'Place') => ({
    value: draft[key(s)],
    onChange: (e: { target: { value: string } }) => onChange(key(s), e.target.value),
  });
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-border p-3">
      <legend className="px-1 font-medium">{words.leg(prefix)}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={words.day(prefix)} error={errors[key('Date')]}>
          {(p) => <Input {...p} type="date" {...input('Date')} />}
        </Field>
        <Field label={words.time(prefix)} error={errors[key('Time')]}>
          {(p) => <Input {...p} type="time" {...input('Time')} />}
        </Field>
        <Field label={words.by(prefix)} error={errors[key('Mode')]}>
          {(p) => (
            <NativeSelect
              {...p}
              value={draft[key('Mode')]}
              onChange={(e) => onChange(key('Mode'), e.target.value)}
            >
              <option value="">{words.notDecided}</option>
              {TRAVEL_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {words.mode(mode)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={words.number(prefix)} error={errors[key('Number')]}>
          {(p) => <Input {...p} maxLength={L.travelNumber} {...input('Number')} />}
        </Field>
        <Field label={words.place(prefix)} error={errors[key('Place')]}>
          {(p) => <Input {...p} maxLength={L.travelPlace} {...input('Place')} />}
        </Field>
      </div>
    </fieldset>
  );
}

export function TravelFields({
  draft,
  onChange,
  errors = {},
  words = ENGLISH,
}: {
  draft: TravelDraft;
  onChange: (next: TravelDraft) => void;
  errors?: Errors;
  words?: TravelWords;
}) {
  const set = (key: keyof TravelDraft, value: string | boolean) => onChange({ ...draft, [key]: value });
  return (
    <div className="space-y-3">
      <Leg words={words} prefix="arrival" draft={draft} errors={errors} onChange={set} />
      <Leg words={words} prefix="departure" draft={draft} errors={errors} onChange={set} />
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={draft.pickupNeeded}
          onChange={(e) => set('pickupNeeded', e.target.checked)}
        />
        <span className="font-medium">{words.pickup}</span>
      </label>
      <Field label={words.notes} error={errors.notes}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            maxLength={L.travelNotes}
            value={draft.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
