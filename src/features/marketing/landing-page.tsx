import {
  ArrowRight,
  CalendarClock,
  Check,
  Mail,
  MessageCircleHeart,
  Palette,
  ShieldCheck,
  Store,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand, ctaPrimary, ctaSecondary, SectionHeading } from './marketing-ui';
import { paths } from '@/lib/paths';

/*
 * The front door. Everything here is static markup with a handful of individually imported icons, so the
 * chunk stays a few KB: no animation library, no data fetching.
 */

const aiFeatures = [
  {
    icon: MessageCircleHeart,
    title: 'AI Wedding Planner',
    text: 'Ask anything, from "what should we book first?" to "how do we keep the ceremony under an hour?", and get a thoughtful answer in seconds.',
  },
  {
    icon: Palette,
    title: 'AI Mood Boards',
    text: 'Describe the feeling you want — romantic garden, modern minimalist, beach paradise — and get an image to react to, save and share with your stylist.',
  },
  {
    icon: ShieldCheck,
    title: 'You stay in charge',
    text: 'AI gives you a starting point, never the final word. Everything it suggests is editable, and dates, prices and availability are always yours to confirm.',
  },
];

const steps = [
  {
    title: 'Share your vision',
    text: 'Your date, place, guest count and budget: the basics that shape every other decision.',
  },
  {
    title: 'Get a plan',
    text: 'Talk it through with the AI planner and explore styles on a mood board until a direction feels right.',
  },
  {
    title: 'Organise everything',
    text: 'Budget, vendors, guests, invitations and tasks in one place, with reminders before each deadline.',
  },
  {
    title: 'Enjoy the day',
    text: 'Share a minute-by-minute schedule with your wedding party and vendors, then simply be present.',
  },
];

const tools = [
  {
    to: paths.planner(),
    icon: MessageCircleHeart,
    title: 'AI Wedding Planner',
    text: 'Chat through decisions and get ideas for venues, vendors and timelines.',
  },
  {
    to: paths.moodBoard(),
    icon: Palette,
    title: 'AI Mood Board',
    text: 'Generate and keep visual inspiration for your wedding style.',
  },
  {
    to: paths.invites(),
    icon: Mail,
    title: 'E-Invites',
    text: 'Design an invitation from a template, download it, or share a link your guests can open.',
  },
  {
    to: paths.budget(),
    icon: Wallet,
    title: 'Budget Tracker',
    text: 'Set your total in your own currency and see where the money goes.',
  },
  {
    to: paths.vendors(),
    icon: Store,
    title: 'Vendor Management',
    text: 'Contacts, deposits, contracts and payment dates in one list.',
  },
  {
    to: paths.schedule(),
    icon: CalendarClock,
    title: 'Wedding Day Schedule',
    text: 'A timeline you can print, email or add to everyone’s calendar.',
  },
];

export default function LandingPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-accent via-background to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-16 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:pt-20 lg:pb-24">
          <div className="text-center lg:text-left">
            <p className="inline-flex items-center rounded-full border border-accent-border bg-card px-4 py-1 text-sm font-medium text-primary-deep">
              AI-assisted wedding planning
            </p>
            <h1 className="mt-6 font-serif text-4xl leading-tight font-semibold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
              Plan your dream wedding, one calm step at a time
            </h1>
            <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
              An AI planning partner, your budget, guests, vendors, invitations and the day-of schedule
              together in one place — so you spend less time juggling spreadsheets and more time enjoying the
              engagement.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Link to={paths.signup()} className={ctaPrimary}>
                Start Planning Now
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link to={paths.howItWorks()} className={ctaSecondary}>
                {/* The spec's label, plus words for screen readers and search engines, which read "Learn More" alone as meaningless. */}
                Learn More<span className="sr-only"> about how it works</span>
              </Link>
            </div>
            <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground lg:justify-start">
              {['Free to start', 'Made for phones and laptops', 'You control your data'].map((t) => (
                <li key={t} className="flex items-center gap-1.5">
                  <Check aria-hidden="true" className="size-4 text-primary" />
                  {t}
                </li>
              ))}
            </ul>
          </div>
          <img
            src="/images/hero-illustration.svg"
            alt="Two wedding rings beside a planning checklist and flowers"
            width={560}
            height={460}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      <section aria-labelledby="ai-heading" className="px-4 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl">
          <SectionHeading
            id="ai-heading"
            eyebrow="Powered by AI"
            title="A planning partner that's always on call"
          >
            Late-night questions, half-formed ideas, a vendor quote you're unsure about: bring them to your AI
            planner whenever they come up.
          </SectionHeading>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {aiFeatures.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-2xl border border-accent-strong bg-gradient-to-b from-accent/60 to-background p-7"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 font-serif text-xl font-semibold text-foreground">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="bg-accent/60 px-4 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl">
          <SectionHeading
            id="steps-heading"
            eyebrow="How It Works"
            title="From first idea to first dance in four steps"
          />
          <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((s, i) => (
              <li key={s.title} className="text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-14 items-center justify-center rounded-full border-2 border-accent-border bg-card font-serif text-2xl font-semibold text-primary-strong"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 font-serif text-xl font-semibold text-foreground">{s.title}</h3>
                <p className="mt-2 text-muted-foreground">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="tools-heading" className="px-4 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="tools-heading" eyebrow="All in one place" title="Everything You Need">
            Every tool shares the same plan, so a change in one place shows up everywhere it matters.
          </SectionHeading>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map(({ to, icon: Icon, title, text }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group flex h-full gap-4 rounded-2xl border border-border bg-card p-6 transition-shadow hover:border-accent-border hover:shadow-lg hover:shadow-accent-strong"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-strong text-primary-strong">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="flex items-center gap-1 font-serif text-lg font-semibold text-foreground group-hover:text-primary-strong">
                      {title}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span className="mt-1 block text-muted-foreground">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        title="Ready to start planning?"
        primary={{ to: paths.signup(), label: 'Start Free Trial' }}
        secondary={{ to: paths.howItWorks(), label: 'See How It Works' }}
      >
        Create your account, tell the planner about your wedding, and have a first plan the same evening.
      </CtaBand>
    </>
  );
}
