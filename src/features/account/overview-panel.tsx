import { ArrowRight, CalendarHeart, ListChecks, TrendingUp, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

/** What a figure of the overview shows before anything has been read: its title and icon, and its content's height. */
export interface PanelFace {
  title: string;
  icon: ReactNode;
  /** The grey block's height while busy (a Tailwind class). */
  placeholder: string;
}

/** The overview's figures, in the order they show. */
export const PANELS = {
  countdown: { title: 'Countdown', icon: <CalendarHeart />, placeholder: 'h-10' },
  progress: { title: 'Planning progress', icon: <TrendingUp />, placeholder: 'h-20' },
  budget: { title: 'Budget', icon: <Wallet />, placeholder: 'h-48' },
  guests: { title: 'Guests', icon: <Users />, placeholder: 'h-14' },
  comingUp: { title: 'Coming up', icon: <ListChecks />, placeholder: 'h-40' },
} satisfies Record<string, PanelFace>;

/** A figure's card under its title. */
export function PanelCard({ face, children }: { face: PanelFace; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 font-medium text-copy">
        <span className="text-primary-strong [&_svg]:size-5">{face.icon}</span>
        {face.title}
      </h3>
      {children}
    </Card>
  );
}

/**
 * A figure while the couple's data is still being read: its title and a grey block of about its content's height. An
 * empty state ("Set your wedding date…") shown for a moment to a couple who has set one would be wrong, and each read
 * arriving would lay the page out again.
 */
export function PanelPlaceholder({ face }: { face: PanelFace }) {
  return (
    <PanelCard face={face}>
      <div aria-hidden="true" className="flex-1">
        <div className={`animate-pulse rounded-md bg-secondary ${face.placeholder}`} />
      </div>
      <div aria-hidden="true" className="min-h-10" />
    </PanelCard>
  );
}

/** One figure of the overview once everything has been read: its face, its content and its link. */
export function Panel({
  face,
  to,
  linkLabel,
  children,
}: {
  face: PanelFace;
  to: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <PanelCard face={face}>
      <div className="flex-1">{children}</div>
      <Link
        to={to}
        className="inline-flex min-h-10 items-center gap-1 self-start text-sm font-medium text-primary-strong hover:underline"
      >
        {linkLabel}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </PanelCard>
  );
}
