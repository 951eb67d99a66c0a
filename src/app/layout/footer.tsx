import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

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
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3">
          <p className="flex items-center gap-2 font-serif text-lg font-semibold">
            <Heart aria-hidden="true" className="size-5 fill-primary text-primary" />
            Wedding Planner
          </p>
          <p className="text-sm text-muted-foreground">AI-assisted planning for the day you'll remember.</p>
          <ul className="flex gap-2" aria-label="Social links">
            {social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex min-h-10 items-center text-sm text-muted-foreground underline-offset-2 hover:text-primary-strong hover:underline"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((c) => (
          <nav key={c.heading} aria-label={c.heading}>
            <h2 className="text-sm font-semibold text-foreground">{c.heading}</h2>
            <ul className="mt-2 space-y-0.5">
              {c.links.map((l) => (
                <li key={l.label}>
                  <Link
                    to={l.to}
                    className="inline-flex min-h-10 items-center text-sm text-muted-foreground hover:text-primary-strong md:min-h-8"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-border py-4 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} Wedding Planner. All rights reserved.
      </p>
    </footer>
  );
}
