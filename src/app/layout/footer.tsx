import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';

const columns = [
  {
    heading: 'Wedding Planner',
    links: [
      { to: paths.planner(), label: 'AI Wedding Planner' },
      { to: paths.moodBoard(), label: 'Style Guide' },
      { to: paths.budget(), label: 'Budget Tracker' },
      { to: paths.schedule(), label: 'Day-Of Timeline' },
    ],
  },
  {
    heading: 'Planning',
    links: [
      { to: paths.schedule(), label: 'Timeline Planning' },
      { to: paths.vendors(), label: 'Vendor Management' },
      { to: paths.invites(), label: 'Digital Invitations' },
      { to: paths.checklist(), label: 'Checklist' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { to: paths.blog(), label: 'Blog' },
      { to: paths.guides(), label: 'Guides' },
      { to: paths.faq(), label: 'FAQ' },
      { to: paths.support(), label: 'Support' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: paths.about(), label: 'About' },
      { to: paths.contact(), label: 'Contact' },
      { to: paths.privacy(), label: 'Privacy Policy' },
      { to: paths.terms(), label: 'Terms of Service' },
    ],
  },
];

const social = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.pinterest.com/', label: 'Pinterest' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
];

export function Footer() {
  return (
    <footer className="border-border bg-muted border-t">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-serif text-lg font-semibold">
            <Heart aria-hidden="true" className="fill-primary text-primary size-5" />
            Wedding Planner
          </p>
          <p className="text-muted-foreground text-sm">AI-assisted planning for the day you'll remember.</p>
          <ul className="flex gap-2" aria-label="Social links">
            {social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="hover:text-primary-strong text-muted-foreground inline-flex min-h-10 items-center text-sm underline-offset-2 hover:underline"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((c) => (
          <nav key={c.heading} aria-label={c.heading}>
            <h2 className="text-foreground text-sm font-semibold">{c.heading}</h2>
            <ul className="mt-2 space-y-0.5">
              {c.links.map((l) => (
                <li key={l.label}>
                  <Link
                    to={l.to}
                    className="hover:text-primary-strong text-muted-foreground inline-flex min-h-10 items-center text-sm md:min-h-8"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-border text-muted-foreground border-t py-4 text-center text-sm">
        © {new Date().getFullYear()} Wedding Planner. All rights reserved.
      </p>
    </footer>
  );
}
