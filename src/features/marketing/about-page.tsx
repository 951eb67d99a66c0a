import { HeartHandshake, Mail, Smartphone, Sparkles, Users } from 'lucide-react';
import { CONTACT } from './contact-details';
import { PageIntro, ctaPrimary } from './marketing-ui';

const stats = [
  { value: '10,000+', label: 'Happy Couples' },
  { value: '4.9/5', label: 'Average Rating' },
  { value: '50+', label: 'Countries Served' },
];

const values = [
  {
    icon: HeartHandshake,
    title: 'Honest advice',
    text: 'We would rather tell you a tradition is optional than sell you something you do not need.',
  },
  {
    icon: Users,
    title: 'Your data, your choice',
    text: 'Your plans belong to you. We keep what the app needs to work, and delete it when you ask.',
  },
  {
    icon: Smartphone,
    title: 'Built for real life',
    text: 'Wedding planning happens on the train and in the queue at the bakery, so everything works on a phone.',
  },
];

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow="About Us" title="Helping couples plan with confidence">
        Wedding Planner began with a simple idea: planning a wedding should feel like the start of something
        joyful, not a second job.
      </PageIntro>

      <section aria-labelledby="mission-heading" className="px-4 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="mission-heading" className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">
            Our Mission
          </h2>
          <p className="mt-6 font-serif text-xl leading-relaxed text-pretty text-copy sm:text-2xl">
            Our mission is to give every couple the calm, organised planning experience that used to come only
            with a professional planner — combining thoughtful tools, an AI assistant that is always available
            and real people who know weddings — so you can make confident decisions and enjoy the months
            before your day.
          </p>
        </div>
        <ul
          aria-label="Wedding Planner in numbers"
          className="mx-auto mt-14 grid max-w-4xl gap-4 sm:grid-cols-3"
        >
          {stats.map((s) => (
            <li
              key={s.label}
              className="rounded-2xl border border-accent-strong bg-accent px-6 py-8 text-center"
            >
              <p>
                <span className="block font-serif text-4xl font-semibold text-primary-strong">{s.value}</span>{' '}
                <span className="mt-1 block font-medium text-copy">{s.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="How we help" className="bg-accent/60 px-4 py-16 sm:py-20">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          <article className="rounded-2xl bg-card p-8 shadow-sm">
            <Sparkles aria-hidden="true" className="size-8 text-primary" />
            <h2 className="mt-4 font-serif text-2xl font-semibold text-foreground">AI-Powered Planning</h2>
            <p className="mt-3 text-muted-foreground">
              Our AI planner helps you think through decisions at any hour: comparing venue options, drafting
              a day-of timeline, suggesting how to split a budget or turning a description into a mood board.
              It is a fast, patient starting point — and you always have the final say, because dates, prices
              and availability need a human check.
            </p>
          </article>
          <article className="rounded-2xl bg-card p-8 shadow-sm">
            <HeartHandshake aria-hidden="true" className="size-8 text-primary" />
            <h2 className="mt-4 font-serif text-2xl font-semibold text-foreground">Expert Support</h2>
            <p className="mt-3 text-muted-foreground">
              Some questions deserve a person. Our support team includes experienced wedding planners who
              answer questions about using the app and about planning itself — from vendor contracts to family
              diplomacy — by email or phone during office hours.
            </p>
          </article>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="px-4 py-16 sm:py-20">
        <h2 id="values-heading" className="text-center font-serif text-3xl font-semibold text-foreground">
          What we believe
        </h2>
        <ul className="mx-auto mt-10 grid max-w-5xl gap-8 md:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-strong text-primary-strong">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-serif text-xl font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-16 max-w-xl rounded-3xl border border-accent-strong bg-card p-8 text-center shadow-sm">
          <h2 className="font-serif text-2xl font-semibold text-foreground">Questions for the team?</h2>
          <p className="mt-2 text-muted-foreground">We read every message and reply during office hours.</p>
          <a href={`mailto:${CONTACT.email}`} className={`${ctaPrimary} mt-6`}>
            <Mail aria-hidden="true" className="size-5" />
            Contact Us
          </a>
        </div>
      </section>
    </>
  );
}
