import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, NativeSelect, Textarea } from '@/components/ui/field';
import {
  GUEST_LIMITS as L,
  PublicInputError,
  type PublicEvent,
  type PublicRsvp,
  type PublicRsvpGuest,
  type RsvpReply,
  type RsvpResult,
} from '@/lib/backend';

type Answer = 'attending' | 'declined';

interface GuestDraft {
  answers: Record<string, Answer | undefined>;
  meal: string;
  dietary: string;
  bringing: boolean;
  plusFirst: string;
  plusLast: string;
  plusMeal: string;
  plusDietary: string;
}

const nameOf = (g: Pick<PublicRsvpGuest, 'firstName' | 'lastName'>) =>
  [g.firstName, g.lastName].filter(Boolean).join(' ');

/** The household's answers as they stand, for the form to start from (awaiting answers start blank). */
function startingDrafts(rsvp: PublicRsvp): Record<string, GuestDraft> {
  return Object.fromEntries(
    rsvp.guests
      .filter((g) => !g.plusOneOf)
      .map((g) => {
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
          },
        ];
      }),
  );
}

/** What still needs an answer or a fix, as sentences; empty when the reply can be sent. */
export function replyProblems(
  guests: readonly PublicRsvpGuest[],
  events: readonly PublicEvent[],
  drafts: Record<string, GuestDraft>,
): string[] {
  const problems: string[] = [];
  const eventName = new Map(events.map((e) => [e.id, e.name]));
  for (const guest of guests) {
    const draft = drafts[guest.id];
    if (!draft) continue;
    for (const eventId of Object.keys(guest.answers))
      if (!draft.answers[eventId])
        problems.push(`Please answer for ${guest.firstName} at the ${eventName.get(eventId) ?? 'event'}.`);
    if (draft.bringing && !draft.plusFirst.trim())
      problems.push(
        `Please give the first name of ${guest.firstName}'s plus-one, or untick "Bringing a guest".`,
      );
  }
  return problems;
}

const RESULT_MESSAGES: Record<Exclude<RsvpResult, 'saved'>, string> = {
  closed: 'Sorry, RSVPs have closed. Please contact the couple if your plans have changed.',
  not_found: 'This RSVP link no longer works. Please ask the couple for a new one.',
  rate_limited:
    'We received several replies from this invitation in a short time. Please try again in a little while.',
};

/**
 * One household's reply: an answer per person per event they are invited to, a meal from the couple's menu, dietary
 * notes, a named plus-one where the couple allowed one, and a message. Every choice stays on screen when sending
 * fails; a second click while sending does nothing.
 */
export function RsvpForm({
  rsvp,
  onSubmit,
}: {
  rsvp: PublicRsvp;
  onSubmit: (reply: RsvpReply) => Promise<RsvpResult>;
}) {
  const [drafts, setDrafts] = useState(() => startingDrafts(rsvp));
  const [message, setMessage] = useState(rsvp.message ?? '');
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formId = useId();
  const hosts = rsvp.guests.filter((g) => !g.plusOneOf);
  const eventsById = new Map(rsvp.events.map((e) => [e.id, e]));
  const menu = rsvp.mealOptions;

  const change = (guestId: string, patch: Partial<GuestDraft>) => {
    setStatus(null);
    setDrafts((all) => ({ ...all, [guestId]: { ...all[guestId]!, ...patch } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const found = replyProblems(hosts, rsvp.events, drafts);
    setProblems(found);
    if (found.length) return;
    const reply: RsvpReply = {
      guests: hosts.map((g) => {
        const d = drafts[g.id]!;
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
                }
              : null,
        };
      }),
      message: message.trim() || null,
    };
    sending.current = true;
    setBusy(true);
    setStatus(null);
    try {
      const result = await onSubmit(reply);
      setStatus(
        result === 'saved'
          ? {
              tone: 'success',
              text: rsvp.deadline
                ? 'Thank you! Your answers are saved. You can change them here until the RSVP deadline.'
                : 'Thank you! Your answers are saved. You can change them here at any time.',
            }
          : { tone: 'error', text: RESULT_MESSAGES[result] },
      );
    } catch (error) {
      setStatus({
        tone: 'error',
        text:
          error instanceof PublicInputError
            ? `${error.message} Please check your answers and try again.`
            : "We couldn't send your answers. Please check your connection and try again — your choices are still here.",
      });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-6">
      {hosts.map((guest) => {
        const draft = drafts[guest.id]!;
        const attendingAny = Object.values(draft.answers).includes('attending');
        return (
          <fieldset
            key={guest.id}
            className="space-y-4 rounded-xl border border-border bg-background p-5 shadow-sm"
          >
            <legend className="px-1 font-serif text-xl font-semibold [overflow-wrap:anywhere]">
              {nameOf(guest)}
              {guest.isChild && (
                <span className="ml-2 text-sm font-normal text-muted-foreground">(child)</span>
              )}
            </legend>
            {Object.keys(guest.answers).map((eventId) => {
              const ev = eventsById.get(eventId);
              const name = `${formId}-${guest.id}-${eventId}`;
              return (
                <div
                  key={eventId}
                  role="radiogroup"
                  aria-label={`${guest.firstName} at the ${ev?.name ?? 'event'}`}
                >
                  <p className="text-sm font-medium text-copy">{ev?.name ?? 'Event'}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {(['attending', 'declined'] as const).map((choice) => (
                      <label
                        key={choice}
                        className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                      >
                        <input
                          type="radio"
                          name={name}
                          value={choice}
                          checked={draft.answers[eventId] === choice}
                          disabled={rsvp.closed}
                          onChange={() =>
                            change(guest.id, { answers: { ...draft.answers, [eventId]: choice } })
                          }
                          className="size-4 accent-primary"
                        />
                        {choice === 'attending' ? 'Joyfully attending' : 'Regretfully declining'}
                      </label>
                    ))}
                  </div>
                </div>
              );
            })}
            {attendingAny && (
              <div className="grid gap-4 sm:grid-cols-2">
                {menu.length > 0 && (
                  <Field label={`Meal for ${guest.firstName}`}>
                    {(p) => (
                      <NativeSelect
                        {...p}
                        value={draft.meal}
                        disabled={rsvp.closed}
                        onChange={(e) => change(guest.id, { meal: e.target.value })}
                      >
                        <option value="">Choose a meal</option>
                        {menu.map((m) => (
                          <option key={m} value={m}>
                            {m}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Field>
                )}
                <Field
                  label={`Dietary notes for ${guest.firstName}`}
                  hint="Allergies or needs the kitchen should know."
                >
                  {(p) => (
                    <Input
                      {...p}
                      value={draft.dietary}
                      maxLength={L.dietary}
                      disabled={rsvp.closed}
                      onChange={(e) => change(guest.id, { dietary: e.target.value })}
                    />
                  )}
                </Field>
              </div>
            )}
            {guest.plusOneAllowed && attendingAny && (
              <div className="space-y-4 rounded-lg bg-secondary p-4">
                <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    checked={draft.bringing}
                    disabled={rsvp.closed}
                    onChange={(e) => change(guest.id, { bringing: e.target.checked })}
                    className="size-4 accent-primary"
                  />
                  Bringing a guest
                </label>
                {draft.bringing && (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field label="Guest's first name">
                      {(p) => (
                        <Input
                          {...p}
                          value={draft.plusFirst}
                          maxLength={L.firstName}
                          autoComplete="off"
                          disabled={rsvp.closed}
                          onChange={(e) => change(guest.id, { plusFirst: e.target.value })}
                        />
                      )}
                    </Field>
                    <Field label="Guest's last name">
                      {(p) => (
                        <Input
                          {...p}
                          value={draft.plusLast}
                          maxLength={L.lastName}
                          autoComplete="off"
                          disabled={rsvp.closed}
                          onChange={(e) => change(guest.id, { plusLast: e.target.value })}
                        />
                      )}
                    </Field>
                    {menu.length > 0 && (
                      <Field label="Guest's meal">
                        {(p) => (
                          <NativeSelect
                            {...p}
                            value={draft.plusMeal}
                            disabled={rsvp.closed}
                            onChange={(e) => change(guest.id, { plusMeal: e.target.value })}
                          >
                            <option value="">Choose a meal</option>
                            {menu.map((m) => (
                              <option key={m} value={m}>
                                {m}
                              </option>
                            ))}
                          </NativeSelect>
                        )}
                      </Field>
                    )}
                    <Field label="Guest's dietary notes">
                      {(p) => (
                        <Input
                          {...p}
                          value={draft.plusDietary}
                          maxLength={L.dietary}
                          disabled={rsvp.closed}
                          onChange={(e) => change(guest.id, { plusDietary: e.target.value })}
                        />
                      )}
                    </Field>
                  </div>
                )}
              </div>
            )}
          </fieldset>
        );
      })}

      <Field label="A message to the couple (optional)">
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={message}
            maxLength={L.message}
            disabled={rsvp.closed}
            onChange={(e) => {
              setStatus(null);
              setMessage(e.target.value);
            }}
          />
        )}
      </Field>

      {problems.length > 0 && (
        <div role="alert" className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive-text">
          <ul className="list-disc space-y-1 pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {status && (
        <p
          role={status.tone === 'error' ? 'alert' : 'status'}
          className={
            status.tone === 'error'
              ? 'rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive-text'
              : 'rounded-lg bg-success-muted px-4 py-3 text-sm text-success-text'
          }
        >
          {status.text}
        </p>
      )}
      {!rsvp.closed && (
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Sending...' : rsvp.respondedAt ? 'Update RSVP' : 'Send RSVP'}
        </Button>
      )}
    </form>
  );
}
