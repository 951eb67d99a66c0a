import { CalendarHeart, MailQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { Spinner } from '@/components/ui/spinner';
import type { RsvpReply } from '@/lib/backend';
import { useGuestActions } from './api/use-guest-pages';
import { usePublicRecord } from '@/lib/data/use-public';
import { TOKEN_PATTERN } from '@/lib/ids';
import { EventList } from './event-list';
import { rememberGuestLink } from './guest-link';
import { formatLongDate } from '@/lib/dates';
import { RsvpForm } from './rsvp-form';
import { RsvpTravel } from './rsvp-travel';

/**
 * `/rsvp/:token`: one household's RSVP, signed out, read and written by the link's unguessable token through the
 * public port (cloud: the `api` functions; local: this browser's data, so the couple can test their own link).
 */
export default function RsvpPage() {
  const { token = '' } = useParams();
  const valid = TOKEN_PATTERN.test(token);
  const guest = useGuestActions();
  const {
    data: rsvp,
    isLoading,
    error,
  } = usePublicRecord('rsvp', valid ? token : '', (port, key) =>
    key ? port.rsvp(key) : Promise.resolve(null),
  );

  const websiteSlug = rsvp?.websiteSlug ?? null;
  useEffect(() => {
    // The registry on the couple's website takes gift marks from their households only (guest-link.ts).
    if (websiteSlug) rememberGuestLink(websiteSlug, token);
  }, [websiteSlug, token]);

  const submit = (reply: RsvpReply) => guest.submitRsvp(token, reply);

  if (isLoading)
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label="Opening your RSVP" delayed />
      </div>
    );

  if (!rsvp)
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <MailQuestion aria-hidden="true" className="size-10 text-faint-foreground" />
        <h1 className="font-serif text-2xl font-semibold">
          {error ? "We couldn't open your RSVP" : "This RSVP link doesn't work"}
        </h1>
        <p className="text-muted-foreground">
          {error
            ? 'Please check your connection and try again in a moment.'
            : 'It may have been mistyped, or the couple may have sent you a new one. Please ask them for your link.'}
        </p>
      </div>
    );

  const couple = rsvp.coupleNames || 'Our wedding';
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-center text-sm font-semibold tracking-[0.2em] text-primary-strong uppercase">RSVP</p>
      <h1 className="mt-2 text-center font-serif text-4xl font-semibold [overflow-wrap:anywhere] sm:text-5xl">
        {couple}
      </h1>
      {rsvp.weddingDate && (
        <p className="mt-3 flex items-center justify-center gap-2 text-copy">
          <CalendarHeart aria-hidden="true" className="size-5 text-primary-strong" />
          <time dateTime={rsvp.weddingDate}>{formatLongDate(rsvp.weddingDate)}</time>
        </p>
      )}
      <p className="mt-6 text-center text-lg [overflow-wrap:anywhere] text-copy">
        Dear {rsvp.householdName},
      </p>
      <p className="mt-1 text-center text-muted-foreground">
        {rsvp.closed
          ? 'RSVPs are closed. Here is what you told us.'
          : rsvp.deadline
            ? `Please reply by ${formatLongDate(rsvp.deadline)}. You can change your answers until then.`
            : 'Please let us know who can join us. You can change your answers later.'}
      </p>
      {rsvp.closed && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-warning-muted px-4 py-3 text-center text-sm text-warning-text"
        >
          RSVPs closed on {rsvp.deadline ? formatLongDate(rsvp.deadline) : 'the deadline'}. If your plans have
          changed, please contact the couple.
        </p>
      )}

      {rsvp.events.length > 0 && (
        <section aria-labelledby="events-heading" className="mt-8">
          <h2 id="events-heading" className="mb-4 font-serif text-2xl font-semibold">
            You're invited to
          </h2>
          <EventList events={rsvp.events} />
        </section>
      )}

      <section aria-labelledby="reply-heading" className="mt-10">
        <h2 id="reply-heading" className="mb-4 font-serif text-2xl font-semibold">
          Your reply
        </h2>
        {rsvp.guests.length === 0 ? (
          <p className="text-muted-foreground">
            There is no one on this invitation yet. Please ask the couple.
          </p>
        ) : (
          // The form keeps what the guest chose (and its "saved" message) across the re-read after a reply; it starts
          // again only when the page closes.
          <RsvpForm key={String(rsvp.closed)} rsvp={rsvp} onSubmit={submit} />
        )}
      </section>

      <RsvpTravel token={token} onSubmit={(travel) => guest.submitTravel(token, travel)} />

      {rsvp.websiteSlug && (
        <p className="mt-10 text-center">
          <Link
            to={paths.website(rsvp.websiteSlug)}
            state={{ guestLink: token }}
            className="font-medium text-primary-strong underline"
          >
            Visit our wedding website
          </Link>
        </p>
      )}
    </article>
  );
}
