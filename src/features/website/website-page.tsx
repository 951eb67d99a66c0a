import { CalendarHeart, Globe } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { SLUG_PATTERN, type PublicWebsite } from '@/lib/backend';
import { config } from '@/lib/config';
import { TOKEN_PATTERN } from '@/lib/ids';
import { useGuestActions } from './api/use-guest-pages';
import { usePublicRecord } from '@/lib/data/use-public';
import { setPathMeta } from '@/lib/page-meta';
import { EventList } from './event-list';
import { guestLinkFor } from './guest-link';
import { websiteMeta } from './meta';
import { daysUntil, todayIso } from '@/lib/dates';
import { lazyNamed } from '@/lib/lazy-named';
import { RichText } from './rich-text';
import { GuestMessagesProvider, useGuestMessages, useLanguageMessages, type GuestMessages } from './messages';

function countdownText(date: string, { t, count }: GuestMessages): string | null {
  const days = daysUntil(date, new Date());
  if (days > 1) return t('site.daysToGo', { n: days, count: count(days) });
  if (days === 1) return t('site.tomorrow');
  if (days === 0) return t('site.today');
  return null;
}

/**
 * "Find your invitation": a guest who lost their link types their full name, and the link goes to the e-mail address
 * the couple has for them. The page never learns the link, nor whether the name was found.
 */
function FindInvitation({ slug, closed }: { slug: string; closed: boolean }) {
  const guest = useGuestActions();
  const { t } = useGuestMessages();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim().split(/\s+/).length < 2) {
      setProblem(t('site.find.twoNames'));
      return;
    }
    setBusy(true);
    setProblem(null);
    setRequested(false);
    try {
      const result = await guest.requestInvitationLink(slug, name);
      if (result === 'requested') setRequested(true);
      else setProblem(t(`site.find.${result}`));
    } catch {
      setProblem(t('site.find.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={find}
      noValidate
      className="space-y-4 rounded-xl border border-border bg-background p-5 shadow-sm"
    >
      <p className="text-copy">{closed ? t('site.findClosed') : t('site.findIntro')}</p>
      <Field label={t('site.fullName')} error={problem}>
        {(p) => (
          <Input
            {...p}
            value={name}
            maxLength={200}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? t('site.sending') : t('site.emailMe')}
      </Button>
      <div role="status" aria-live="polite">
        {requested && (
          <div className="space-y-2 rounded-lg bg-success-muted px-4 py-3 text-sm text-success-text">
            <p>{t('site.find.requested')}</p>
            {config.mode === 'local' && (
              <p>
                {t('site.find.local')}{' '}
                {config.localMailbox ? (
                  <Link to={paths.mailbox()} className="underline">
                    {t('site.openMailbox')}
                  </Link>
                ) : (
                  t('site.noMailbox')
                )}
              </p>
            )}
          </div>
        )}
      </div>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-4 py-8">
      <h2 id={`${id}-heading`} className="mb-4 text-center font-serif text-3xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

// The cash funds (and the QR encoder) load with the registry section, not with the website's first paint.
// The registry sits below the schedule and the story: its list, prices and mark-as-bought dialog load after the page.
const RegistrySection = lazy(() =>
  import('./registry-section').then((m) => ({ default: m.RegistrySection })),
);
const RegistryFunds = lazyNamed(() => import('./registry-funds'), 'RegistryFunds');

function Site({ site }: { site: PublicWebsite }) {
  const guest = useGuestActions();
  const { state } = useLocation();
  // The household's RSVP link this guest came from (or opened on this device before): gifts are marked with it.
  const arrivedWith = (state as { guestLink?: unknown } | null)?.guestLink;
  const remembered = typeof arrivedWith === 'string' ? arrivedWith : guestLinkFor(site.slug);
  const guestLink = remembered && TOKEN_PATTERN.test(remembered) ? remembered : null;
  const messages = useGuestMessages();
  const { t, longDate } = messages;
  const title = site.title || t('site.ourWedding');
  const countdown = site.weddingDate ? countdownText(site.weddingDate, messages) : null;
  const closed = site.rsvpDeadline !== null && todayIso() > site.rsvpDeadline;
  const sections = [
    site.story && { id: 'story', title: t('site.story') },
    site.events.length > 0 && { id: 'schedule', title: t('site.schedule') },
    site.travel && { id: 'travel', title: t('site.travel') },
    site.stay && { id: 'stay', title: t('site.stay') },
    site.faq.length > 0 && { id: 'faq', title: t('site.faq') },
    { id: 'rsvp', title: t('site.rsvp') },
    site.registry && { id: 'registry', title: t('site.registry') },
  ].filter((s): s is { id: string; title: string } => Boolean(s));

  const mark = (itemId: string, buyer: string | null) =>
    guest.markGiftBought(site.slug, itemId, buyer, guestLink);

  return (
    <article className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <header className="text-center">
        <p className="text-sm font-semibold tracking-[0.2em] text-primary-strong uppercase">
          {t('site.kicker')}
        </p>
        <h1 className="mt-2 font-serif text-5xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-6xl">
          {title}
        </h1>
        {site.weddingDate && (
          <p className="mt-4 flex items-center justify-center gap-2 text-lg text-copy">
            <CalendarHeart aria-hidden="true" className="size-5 text-primary-strong" />
            <time dateTime={site.weddingDate}>{longDate(site.weddingDate)}</time>
          </p>
        )}
        {countdown && <p className="mt-2 font-serif text-2xl text-primary-strong">{countdown}</p>}
        {site.welcome && (
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed break-words whitespace-pre-line text-copy">
            {site.welcome}
          </p>
        )}
      </header>
      <nav aria-label={t('site.onThisPage')} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-10 items-center rounded-full border border-input px-4 text-sm font-medium hover:border-primary"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {site.story && (
        <Section id="story" title={t('site.story')}>
          <RichText text={site.story} className="mx-auto max-w-2xl text-lg leading-relaxed text-copy" />
        </Section>
      )}
      {site.events.length > 0 && (
        <Section id="schedule" title={t('site.schedule')}>
          <EventList events={site.events} />
        </Section>
      )}
      {site.travel && (
        <Section id="travel" title={t('site.travel')}>
          <RichText text={site.travel} className="mx-auto max-w-2xl text-copy" />
        </Section>
      )}
      {site.stay && (
        <Section id="stay" title={t('site.stay')}>
          <RichText text={site.stay} className="mx-auto max-w-2xl text-copy" />
        </Section>
      )}
      {site.faq.length > 0 && (
        <Section id="faq" title={t('site.faq')}>
          <dl className="mx-auto max-w-2xl space-y-4">
            {site.faq.map((item, i) => (
              <div key={i} className="rounded-xl border border-border p-4">
                <dt className="font-medium [overflow-wrap:anywhere]">{item.question}</dt>
                <dd className="mt-1">
                  <RichText text={item.answer} className="text-copy" />
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      <Section id="rsvp" title={t('site.rsvp')}>
        <div className="mx-auto max-w-md">
          {site.rsvpDeadline && !closed && (
            <p className="mb-3 text-center text-muted-foreground">
              {t('site.replyBy', { date: longDate(site.rsvpDeadline) })}
            </p>
          )}
          <FindInvitation slug={site.slug} closed={closed} />
        </div>
      </Section>
      {site.registry && (
        <Section id="registry" title={t('site.registry')}>
          <Suspense fallback={<Spinner label={t('site.registry')} />}>
            <RegistrySection
              gifts={site.registry}
              currency={site.currency}
              canMark={guestLink !== null}
              onMark={mark}
            />
          </Suspense>
          <Suspense fallback={null}>
            <RegistryFunds slug={site.slug} title={title} currency={site.currency} token={guestLink} />
          </Suspense>
        </Section>
      )}
    </article>
  );
}

/**
 * `/w/:slug`: the couple's public wedding website, signed out, read by its slug through the public port — only once
 * the couple publishes it. Search engines are asked not to index it unless the couple opts in.
 */
export default function WebsitePage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const valid = SLUG_PATTERN.test(slug);
  const {
    data: site,
    isLoading,
    error,
  } = usePublicRecord('website', valid ? slug : '', (port, key) =>
    key ? port.website(key) : Promise.resolve(null),
  );

  const messages = useLanguageMessages(site?.language);
  // Until the site's language is known (or its words have arrived), English.
  const { t } = useGuestMessages();

  useEffect(() => {
    // The same words the host's link preview writes into the page's HTML (netlify/edge-functions/website-preview).
    if (site) setPathMeta(pathname, websiteMeta(site));
  }, [site, pathname]);

  if (isLoading || (site && !messages))
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label={t('site.opening')} delayed />
      </div>
    );
  if (!site)
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <Globe aria-hidden="true" className="size-10 text-faint-foreground" />
        <h1 className="font-serif text-2xl font-semibold">
          {error ? t('site.failedTitle') : t('site.missingTitle')}
        </h1>
        <p className="text-muted-foreground">{error ? t('site.failedText') : t('site.missingText')}</p>
      </div>
    );
  return (
    <GuestMessagesProvider messages={messages!}>
      <Site site={site} />
    </GuestMessagesProvider>
  );
}
