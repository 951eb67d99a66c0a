import { BookOpen, CircleHelp, HeartHandshake, ListChecks, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { CONTACT, OFFICE_HOURS } from './contact-details';
import { ctaPrimary, PageIntro, textLink } from './marketing-ui';
import { paths } from '@/lib/paths';

const selfHelp = [
  {
    to: paths.faq(),
    icon: CircleHelp,
    title: 'FAQ',
    text: 'Quick answers about accounts, privacy, the AI planner and the tools.',
  },
  {
    to: paths.guides(),
    icon: BookOpen,
    title: 'Planning Guides',
    text: 'Step-by-step help with budgeting, timelines and choosing vendors.',
  },
  {
    to: paths.checklist(),
    icon: ListChecks,
    title: 'Checklist',
    text: 'What to do each month, from a year out to the wedding day.',
  },
];

const accountHelp = [
  {
    q: 'I can’t sign in',
    a: (
      <>
        Check the email address for typos, then use{' '}
        <Link to={paths.forgotPassword()} className={textLink}>
          Reset Password
        </Link>{' '}
        to get a link for choosing a new one.
      </>
    ),
  },
  {
    q: 'My confirmation email hasn’t arrived',
    a: (
      <>
        Look in your spam or promotions folder. If you try to{' '}
        <Link to={paths.login()} className={textLink}>
          sign in
        </Link>{' '}
        before confirming, you will be offered a button to send the email again.
      </>
    ),
  },
  {
    q: 'Something didn’t save',
    a: 'The app tells you when a change could not be saved and keeps what you typed, so you can try again. If it keeps happening, send us a message with what you were doing and we will look into it.',
  },
  {
    q: 'I want my data deleted',
    a: (
      <>
        Email{' '}
        <a href={`mailto:${CONTACT.privacyEmail}`} className={textLink}>
          {CONTACT.privacyEmail}
        </a>{' '}
        from the address on your account. Our{' '}
        <Link to={paths.privacy()} className={textLink}>
          Privacy Policy
        </Link>{' '}
        explains what happens next.
      </>
    ),
  },
];

export default function SupportPage() {
  return (
    <>
      <PageIntro eyebrow="Support" title="How can we help?">
        Find an answer yourself in a minute, or ask a real person — including our expert wedding planners.
      </PageIntro>

      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <section aria-labelledby="self-help-heading">
          <h2
            id="self-help-heading"
            className="font-serif text-2xl font-semibold text-foreground sm:text-3xl"
          >
            Find an answer
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {selfHelp.map(({ to, icon: Icon, title, text }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm hover:border-accent-border hover:shadow-md"
                >
                  <Icon aria-hidden="true" className="size-7 shrink-0 text-primary" />
                  <span>
                    <span className="block font-serif text-xl font-semibold text-foreground group-hover:text-primary-strong">
                      {title}
                    </span>
                    <span className="mt-1 block text-muted-foreground">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="expert-heading"
          className="mt-14 grid items-center gap-8 rounded-3xl bg-accent p-6 sm:p-10 lg:grid-cols-[1fr_auto]"
        >
          <div>
            <HeartHandshake aria-hidden="true" className="size-9 text-primary-strong" />
            <h2
              id="expert-heading"
              className="mt-3 font-serif text-2xl font-semibold text-foreground sm:text-3xl"
            >
              Expert planner support
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-copy">
              Our support team includes experienced wedding planners. Bring them the questions an app can't
              settle: a seating plan that keeps two sides of the family apart, a vendor contract you are
              unsure about, or a timeline that does not quite work.
            </p>
            <p className="mt-3 max-w-2xl text-muted-foreground">
              For the most useful answer, tell us your date, rough guest count and what you have already
              booked. A planner replies by email during office hours.
            </p>
          </div>
          <Link to={paths.contact()} className={ctaPrimary}>
            Ask a planner
          </Link>
        </section>

        <div className="mt-14 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="account-heading">
            <h2
              id="account-heading"
              className="font-serif text-2xl font-semibold text-foreground sm:text-3xl"
            >
              Help with your account
            </h2>
            <dl className="mt-6 space-y-6">
              {accountHelp.map((item) => (
                <div key={item.q}>
                  <dt className="font-semibold text-foreground">{item.q}</dt>
                  <dd className="mt-1 text-muted-foreground">{item.a}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="reach-heading" className="rounded-3xl border border-border p-6 sm:p-8">
            <h2 id="reach-heading" className="font-serif text-xl font-semibold text-foreground">
              Reach us
            </h2>
            <ul className="mt-4 space-y-3">
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
                <a href={`mailto:${CONTACT.email}`} className={`${textLink} break-all`}>
                  {CONTACT.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
                <a href={CONTACT.phoneHref} className={textLink}>
                  {CONTACT.phone}
                </a>
              </li>
            </ul>
            <h3 className="mt-6 text-sm font-semibold text-foreground">Office Hours</h3>
            <ul className="mt-2 space-y-1 text-copy">
              {OFFICE_HOURS.map((o) => (
                <li key={o.days} className="flex justify-between gap-4">
                  <span>{o.days}</span> <span>{o.hours}</span>
                </li>
              ))}
            </ul>
            <Link to={paths.contact()} className={`${textLink} mt-6 inline-flex min-h-10 items-center`}>
              Send us a message
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
