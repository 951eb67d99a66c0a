import { CalendarHeart, Globe } from 'lucide-react';
import { Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
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
import { daysUntil, formatLongDate, todayIso } from '@/lib/dates';
import { RegistrySection } from './registry-section';
import { lazyNamed } from '@/lib/lazy-named';
import { RichText } from './rich-text';
import { formatCount } from '@/lib/format-number';

/** What a guest is told after asking for their link: the same whether or not their name was found. */
export const FIND_MESSAGES = {
  requested:
    'Thank you. If that name is on the guest list and the couple has an e-mail address for you, your personal RSVP link is on its way there. Nothing in your inbox in a few minutes? Please ask the couple for your link.',
  local:
    'This website runs in local mode, in the couple’s own browser, so no e-mail leaves it: the message went to this browser’s mailbox instead.',
  rate_limited: 'Too many searches from here in a short time. Please try again later.',
  unavailable: "Invitation links can't be e-mailed from this site yet. Please ask the couple for your link.",
  twoNames: 'Please type your first and last name.',
  failed: "We couldn't send your request just now. Please check your connection and try again.",
} as const;

function countdownText(date: string): string | null {
  const days = daysUntil(date, new Date());
  if (days > 1) return `${formatCount(days)} days to go`;
  if (days === 1) return 'Tomorrow!';
  if (days === 0) return 'Today is the day!';
  return null;
}

/**
 * "Find your invitation": a guest who lost their link types their full name, and the link goes to the e-mail address
 * the couple has for them. The page never learns the link, nor whether the name was found.
 */
function FindInvitation({ slug, closed }: { slug: string; closed: boolean }) {
  const guest = useGuestActions();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim().split(/\s+/).length < 2) {
      setProblem(FIND_MESSAGES.twoNames);
      return;
    }
    setBusy(true);
    setProblem(null);
    setRequested(false);
    try {
      const result = await guest.requestInvitationLink(slug, name);
      if (result === 'requested') setRequested(true);
      else setProblem(FIND_MESSAGES[result]);
    } catch {
      setProblem(FIND_MESSAGES.failed);
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
      <p className="text-copy">
        {closed
          ? 'RSVPs have closed, but you can still see your answers with your personal link.'
          : 'Lost your personal RSVP link? Type your name as it is on your invitation and we will e-mail it to you.'}
      </p>
      <Field label="Your full name" error={problem}>
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
        {busy ? 'Sending...' : 'E-mail me my link'}
      </Button>
      <div role="status" aria-live="polite">
        {requested && (
          <div className="space-y-2 rounded-lg bg-success-muted px-4 py-3 text-sm text-success-text">
            <p>{FIND_MESSAGES.requested}</p>
            {config.mode === 'local' && (
              <p>
                {FIND_MESSAGES.local}{' '}
                {config.localMailbox ? (
                  <Link to={paths.mailbox()} className="underline">
                    Open the local mailbox
                  </Link>
                ) : (
                  'This copy of the app has no mailbox page, so the couple can share your link with you.'
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
const RegistryFunds = lazyNamed(() => import('./registry-funds'), 'RegistryFunds');

function Site({ site }: { site: PublicWebsite }) {
  const guest = useGuestActions();
  const { state } = useLocation();
  // The household's RSVP link this guest came from (or opened on this device before): gifts are marked with it.
  const arrivedWith = (state as { guestLink?: unknown } | null)?.guestLink;
  const remembered = typeof arrivedWith === 'string' ? arrivedWith : guestLinkFor(site.slug);
  const guestLink = remembered && TOKEN_PATTERN.test(remembered) ? remembered : null;
  const title = site.title || 'Our Wedding';
  const countdown = site.weddingDate ? countdownText(site.weddingDate) : null;
  const closed = site.rsvpDeadline !== null && todayIso() > site.rsvpDeadline;
  const sections = [
    site.story && { id: 'story', title: 'Our Story' },
    site.events.length > 0 && { id: 'schedule', title: 'Schedule' },
    site.travel && { id: 'travel', title: 'Travel' },
    site.stay && { id: 'stay', title: 'Where to Stay' },
    site.faq.length > 0 && { id: 'faq', title: 'FAQ' },
    { id: 'rsvp', title: 'RSVP' },
    site.registry && { id: 'registry', title: 'Registry' },
  ].filter((s): s is { id: string; title: string } => Boolean(s));

  const mark = (itemId: string, buyer: string | null) =>
    guest.markGiftBought(site.slug, itemId, buyer, guestLink);

  return (
    <article className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <header className="text-center">
        <p className="text-sm font-semibold tracking-[0.2em] text-primary-strong uppercase">
          We're getting married
        </p>
        <h1 className="mt-2 font-serif text-5xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-6xl">
          {title}
        </h1>
        {site.weddingDate && (
          <p className="mt-4 flex items-center justify-center gap-2 text-lg text-copy">
            <CalendarHeart aria-hidden="true" className="size-5 text-primary-strong" />
            <time dateTime={site.weddingDate}>{formatLongDate(site.weddingDate)}</time>
          </p>
        )}
        {countdown && <p className="mt-2 font-serif text-2xl text-primary-strong">{countdown}</p>}
        {site.welcome && (
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed break-words whitespace-pre-line text-copy">
            {site.welcome}
          </p>
        )}
      </header>
      <nav aria-label="On this page" className="mt-8">
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
        <Section id="story" title="Our Story">
          <RichText text={site.story} className="mx-auto max-w-2xl text-lg leading-relaxed text-copy" />
        </Section>
      )}
      {site.events.length > 0 && (
        <Section id="schedule" title="Schedule">
          <EventList events={site.events} />
        </Section>
      )}
      {site.travel && (
        <Section id="travel" title="Travel">
          <RichText text={site.travel} className="mx-auto max-w-2xl text-copy" />
        </Section>
      )}
      {site.stay && (
        <Section id="stay" title="Where to Stay">
          <RichText text={site.stay} className="mx-auto max-w-2xl text-copy" />
        </Section>
      )}
      {site.faq.length > 0 && (
        <Section id="faq" title="FAQ">
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
      <Section id="rsvp" title="RSVP">
        <div className="mx-auto max-w-md">
          {site.rsvpDeadline && !closed && (
            <p className="mb-3 text-center text-muted-foreground">
              Please reply by {formatLongDate(site.rsvpDeadline)}.
            </p>
          )}
          <FindInvitation slug={site.slug} closed={closed} />
        </div>
      </Section>
      {site.registry && (
        <Section id="registry" title="Registry">
          <RegistrySection
            gifts={site.registry}
            currency={site.currency}
            canMark={guestLink !== null}
            onMark={mark}
          />
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

  useEffect(() => {
    // The same words the host's link preview writes into the page's HTML (netlify/edge-functions/website-preview).
    if (site) setPathMeta(pathname, websiteMeta(site));
  }, [site, pathname]);

  if (isLoading)
    return (
      <div className="flex min-h-[60vh] items-center justify-center">
        <Spinner label="Opening the wedding website" delayed />
      </div>
    );
  if (!site)
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <Globe aria-hidden="true" className="size-10 text-faint-foreground" />
        <h1 className="font-serif text-2xl font-semibold">
          {error ? "We couldn't open this wedding website" : 'This wedding website is not available'}
        </h1>
        <p className="text-muted-foreground">
          {error
            ? 'Please check your connection and try again in a moment.'
            : 'The address may be mistyped, or the couple has not published their website yet.'}
        </p>
      </div>
    );
  return <Site site={site} />;
}
