import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { ContactForm } from './contact-form';
import { CONTACT, OFFICE_HOURS } from './contact-details';
import { PageIntro, textLink } from './marketing-ui';
import { paths } from '@/lib/paths';

export default function ContactPage() {
  return (
    <>
      <PageIntro eyebrow="Contact Us" title="We'd love to hear from you">
        Questions about your account, the planner or your wedding? Send us a message and a member of the team
        will get back to you.
      </PageIntro>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-[1fr_22rem] lg:gap-14">
        <section
          aria-label="Contact form"
          className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-10"
        >
          <ContactForm />
        </section>

        <aside aria-label="Contact information" className="space-y-6">
          <div className="rounded-3xl bg-accent p-6 sm:p-8">
            <h2 className="font-serif text-xl font-semibold text-foreground">Contact information</h2>
            <ul className="mt-5 space-y-5 text-copy">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                <div className="min-w-0">
                  <h3 className="text-sm font-semibold text-foreground">Email</h3>
                  <a className={`${textLink} break-all`} href={`mailto:${CONTACT.email}`}>
                    {CONTACT.email}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                <div>
                  <h3 className="text-sm font-semibold text-foreground">Phone</h3>
                  <a className={textLink} href={CONTACT.phoneHref}>
                    {CONTACT.phone}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                <div>
                  <h3 className="text-sm font-semibold text-foreground">Address</h3>
                  <address className="not-italic">
                    {CONTACT.address.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </div>
              </li>
            </ul>
          </div>

          <div className="rounded-3xl border border-border p-6 sm:p-8">
            <h2 className="flex items-center gap-2 font-serif text-xl font-semibold text-foreground">
              <Clock aria-hidden="true" className="size-5 text-primary-strong" />
              Office Hours
            </h2>
            <ul className="mt-4 divide-y divide-border-subtle text-copy">
              {OFFICE_HOURS.map((o) => (
                <li key={o.days} className="flex justify-between gap-4 py-2">
                  <span className="font-medium">{o.days}</span> <span>{o.hours}</span>
                </li>
              ))}
            </ul>
          </div>

          <p className="px-2 text-sm text-muted-foreground">
            Looking for a quick answer? Many questions are covered in our{' '}
            <Link className={textLink} to={paths.faq()}>
              FAQ
            </Link>{' '}
            and{' '}
            <Link className={textLink} to={paths.support()}>
              Support
            </Link>{' '}
            pages.
          </p>
        </aside>
      </div>
    </>
  );
}
