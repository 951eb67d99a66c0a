import { CalendarHeart, MailQuestion, MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { TOKEN_PATTERN } from '@/lib/ids';
import { usePublicRecord } from '@/lib/data';
import { useGuestMessages, useLanguageMessages } from '@/features/website';
import './fonts';
import { templateById } from './templates';

/**
 * `/i/:token`: what a guest sees from the couple's link, signed out — the card as the couple designed it, their
 * names, the date and the venue, read by the link's unguessable token through the public port (never a listing),
 * in the language the couple chose for their site (the guest pages' catalogues).
 */
export default function PublicInvitePage() {
  const { token = '' } = useParams();
  const valid = TOKEN_PATTERN.test(token);
  const {
    data: invite,
    isLoading,
    error,
  } = usePublicRecord('invite', valid ? token : '', (port, key) =>
    key ? port.invite(key) : Promise.resolve(null),
  );
  const messages = useLanguageMessages(invite?.language);
  // Until the invitation's language is known (or its words have arrived), English.
  const english = useGuestMessages();
  const { t, longDate } = messages ?? english;

  if (isLoading || (invite && !messages))
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label={t('invite.opening')} delayed />
      </div>
    );

  if (!invite)
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <MailQuestion aria-hidden="true" className="size-10 text-faint-foreground" />
        <h1 className="font-serif text-2xl font-semibold">
          {error ? t('invite.failedTitle') : t('invite.missingTitle')}
        </h1>
        <p className="text-muted-foreground">{error ? t('rsvp.failedText') : t('invite.missingText')}</p>
      </div>
    );

  const artwork = templateById(invite.templateId)?.previewUrl ?? null;
  const picture = invite.imageUrl ?? artwork;
  const hosts = invite.hosts ?? invite.name;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {/* The page's only heading level one is the couple's names; the line above introduces it. */}
      <p className="text-center text-sm font-semibold tracking-[0.2em] text-primary-strong uppercase">
        {t('invite.kicker')}
      </p>
      <h1
        className="mt-2 text-center text-5xl leading-tight [overflow-wrap:anywhere] text-foreground sm:text-6xl"
        style={{ fontFamily: '"Great Vibes", cursive' }}
      >
        {hosts}
      </h1>
      {picture && (
        <img
          src={picture}
          alt={invite.imageUrl ? t('invite.imageAlt', { hosts }) : ''}
          width={1600}
          height={1200}
          className="mt-8 w-full rounded-xl border border-border bg-card shadow-xl"
        />
      )}
      <dl
        className="mt-8 grid gap-4 text-center sm:grid-cols-2"
        style={{ fontFamily: '"Cormorant Garamond", Georgia, serif' }}
      >
        {invite.date && (
          <div className="rounded-xl bg-accent p-4">
            <dt className="flex items-center justify-center gap-2 text-sm font-semibold tracking-wide text-primary-strong uppercase">
              <CalendarHeart aria-hidden="true" className="size-4" /> {t('invite.when')}
            </dt>
            <dd className="mt-1 text-2xl">
              <time dateTime={invite.date}>{longDate(invite.date)}</time>
            </dd>
          </div>
        )}
        {invite.venue && (
          <div className="rounded-xl bg-accent p-4">
            <dt className="flex items-center justify-center gap-2 text-sm font-semibold tracking-wide text-primary-strong uppercase">
              <MapPin aria-hidden="true" className="size-4" /> {t('invite.where')}
            </dt>
            <dd className="mt-1 text-2xl [overflow-wrap:anywhere]">{invite.venue}</dd>
          </div>
        )}
      </dl>
      <section
        aria-labelledby="rsvp-heading"
        className="mt-8 rounded-xl border border-dashed border-border p-6 text-center"
      >
        <h2 id="rsvp-heading" className="font-serif text-2xl font-semibold">
          {t('rsvp.kicker')}
        </h2>
        <p className="mt-2 text-muted-foreground">
          {invite.hosts ? t('invite.askHosts', { hosts: invite.hosts }) : t('invite.askCouple')}
        </p>
      </section>
    </article>
  );
}
