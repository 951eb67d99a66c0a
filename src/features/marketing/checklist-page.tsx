import { CircleCheck, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { checklist } from './content/checklist';
import { ctaPrimary, PageIntro, textLink } from './marketing-ui';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';

export default function ChecklistPage() {
  const hydrated = useHydrated();
  return (
    <>
      <PageIntro eyebrow="Checklist" title="Wedding Planning Checklist">
        What to do and when, from a year or more out to the wedding day itself. Start wherever you are: if
        your date is closer, work through the earlier months first.
      </PageIntro>

      <div className="mx-auto max-w-4xl px-4 py-14 sm:py-16">
        <div className="flex flex-col items-center justify-between gap-4 rounded-2xl border border-accent-strong bg-accent p-6 sm:flex-row print:hidden">
          <p className="text-copy">
            <span className="font-semibold text-foreground">Track it in the app.</span> Turn these into tasks
            with due dates and reminders.
          </p>
          <Link to={paths.signup()} className={`${ctaPrimary} shrink-0`}>
            Start tracking free
          </Link>
        </div>

        <nav aria-label="Jump to a period" className="mt-10 print:hidden">
          <ul className="flex flex-wrap justify-center gap-2">
            {checklist.map((p) => (
              <li key={p.id}>
                <a
                  href={`#${p.id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-border px-3 text-sm text-copy hover:border-accent-border hover:bg-accent"
                >
                  {p.when}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <ol className="mt-12 space-y-8">
          {checklist.map((p) => (
            <li key={p.id} className="break-inside-avoid">
              <section
                aria-labelledby={p.id}
                className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
              >
                <p className="text-sm font-semibold tracking-widest text-primary-strong uppercase">
                  {p.focus}
                </p>
                <h2 id={p.id} className="mt-1 scroll-mt-24 font-serif text-2xl font-semibold text-foreground">
                  {p.when}
                </h2>
                <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                  {p.tasks.map((t) => (
                    <li key={t} className="flex gap-3 text-copy">
                      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                      {t}
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          ))}
        </ol>

        <div className="mt-14 rounded-3xl bg-gradient-to-br from-primary-strong to-primary-deep p-8 text-center text-primary-foreground sm:p-12 print:hidden">
          <h2 className="font-serif text-3xl font-semibold">Make this checklist yours</h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-foreground">
            In the app, tasks get real due dates from your wedding date, deadlines are coloured by urgency and
            reminders arrive before they are due.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={paths.signup()}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-card px-7 font-semibold text-primary-deep hover:bg-accent"
            >
              Create a free account
            </Link>
            <Link
              to={paths.upcomingTasks()}
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-primary-foreground/60 px-7 font-semibold text-primary-foreground hover:bg-primary-foreground/10"
            >
              Open Upcoming Tasks
            </Link>
          </div>
        </div>

        <p className="mt-8 flex flex-wrap items-center justify-center gap-x-2 gap-y-3 text-center text-muted-foreground print:hidden">
          Prefer paper?
          <Button variant="secondary" disabled={!hydrated} onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print checklist
          </Button>
          <span>
            or read our{' '}
            <Link to={paths.guides('timeline')} className={textLink}>
              planning timeline guide
            </Link>
            .
          </span>
        </p>
      </div>
    </>
  );
}
