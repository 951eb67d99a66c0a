import { CalendarHeart, MailQuestion } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { Spinner } from '@/components/ui/spinner';
import type { PublicRsvp, PublicTravel, RsvpReply, RsvpResult, TravelResult } from '@/lib/backend';
import { useGuestActions } from './api/use-guest-pages';
import { usePublicRecord } from '@/lib/data/use-public';
import { TOKEN_PATTERN } from '@/lib/ids';
import { lazyNamed } from '@/lib/lazy-named';
import { EventList } from './event-list';
import { rememberGuestLink } from './guest-link';
import { GuestMessagesProvider, useGuestMessages, useLanguageMessages } from './messages';
import { RsvpForm } from './rsvp-form';

// Asked only when the couple turns it on, below the reply: its form and fields load after the page.
const RsvpTravel = lazyNamed(() => import('./rsvp-travel'), 'RsvpTravel');

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
  const messages = useLanguageMessages(rsvp?.language);
  // Until the household's language is known (or its words have arrived), English.
  const { t } = useGuestMessages();

  if (isLoading || (rsvp && !messages))
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label={t('rsvp.opening')} delayed />
      </div>
    );

  if (!rsvp)
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <MailQuestion aria-hidden="true" className="size-10 text-faint-foreground" />
        <h1 className="font-serif text-2xl font-semibold">
          {error ? t('rsvp.failedTitle') : t('rsvp.missingTitle')}
        </h1>
        <p className="text-muted-foreground">{error ? t('rsvp.failedText') : t('rsvp.missingText')}</p>
      </div>
    );

  return (
    <GuestMessagesProvider messages={messages!}>
      <Invitation
        rsvp={rsvp}
        token={token}
        onSubmit={submit}
        onTravel={(travel) => guest.submitTravel(token, travel)}
      />
    </GuestMessagesProvider>
  );
}

/** The household's invitation and reply form, in its language. */
function Invitation({
  rsvp,
  token,
  onSubmit,
  onTravel,
}: {
  rsvp: PublicRsvp;
  token: string;
  onSubmit: (reply: RsvpReply) => Promise<RsvpResult>;
  onTravel: (travel: PublicTravel) => Promise<TravelResult>;
}) {
  const { t, longDate } = useGuestMessages();
  const couple = rsvp.coupleNames || t('rsvp.ourWedding');
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-center text-sm font-semibold tracking-[0.2em] text-primary-strong uppercase">
        {t('rsvp.kicker')}
      </p>
      <h1 className="mt-2 text-center font-serif text-4xl font-semibold [overflow-wrap:anywhere] sm:text-5xl">
        {couple}
      </h1>
      {rsvp.weddingDate && (
        <p className="mt-3 flex items-center justify-center gap-2 text-copy">
          <CalendarHeart aria-hidden="true" className="size-5 text-primary-strong" />
          <time dateTime={rsvp.weddingDate}>{longDate(rsvp.weddingDate)}</time>
        </p>
      )}
      <p className="mt-6 text-center text-lg [overflow-wrap:anywhere] text-copy">
        {t('rsvp.dear', { name: rsvp.householdName })}
      </p>
      <p className="mt-1 text-center text-muted-foreground">
        {rsvp.closed
          ? t('rsvp.closedIntro')
          : rsvp.deadline
            ? t('rsvp.replyBy', { date: longDate(rsvp.deadline) })
            : t('rsvp.replyAnyTime')}
      </p>
      {rsvp.closed && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-warning-muted px-4 py-3 text-center text-sm text-warning-text"
        >
          {rsvp.deadline ? t('rsvp.closedOn', { date: longDate(rsvp.deadline) }) : t('rsvp.closedNoDate')}
        </p>
      )}

      {rsvp.events.length > 0 && (
        <section aria-labelledby="events-heading" className="mt-8">
          <h2 id="events-heading" className="mb-4 font-serif text-2xl font-semibold">
            {t('rsvp.invitedTo')}
          </h2>
          <EventList events={rsvp.events} />
        </section>
      )}

      <section aria-labelledby="reply-heading" className="mt-10">
        <h2 id="reply-heading" className="mb-4 font-serif text-2xl font-semibold">
          {t('rsvp.yourReply')}
        </h2>
        {rsvp.guests.length === 0 ? (
          <p className="text-muted-foreground">{t('rsvp.nobody')}</p>
        ) : (
          // The form keeps what the guest chose (and its "saved" message) across the re-read after a reply; it starts
          // again only when the page closes.
          <RsvpForm key={String(rsvp.closed)} rsvp={rsvp} onSubmit={onSubmit} />
        )}
      </section>

      <Suspense fallback={null}>
        <RsvpTravel token={token} onSubmit={onTravel} />
      </Suspense>

      {rsvp.websiteSlug && (
        <p className="mt-10 text-center">
          <Link
            to={paths.website(rsvp.websiteSlug)}
            state={{ guestLink: token }}
            className="font-medium text-primary-strong underline"
          >
            {t('rsvp.visitWebsite')}
          </Link>
        </p>
      )}
    </article>
  );
}
