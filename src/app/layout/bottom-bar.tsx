import { Ellipsis, House, MessageCircle, Users, Wallet, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation, type Location } from 'react-router';
import { cn } from '@/components/ui/cn';
import { paths } from '@/lib/paths';
import { usePageDisclosure } from './use-page-disclosure';

interface Place {
  to: string;
  label: string;
}

/** The planner's tab a location shows ('chat' for /planner itself), or null off the planner. */
const plannerTab = (location: Location) => {
  if (location.pathname !== '/planner') return null;
  const tab = new URLSearchParams(location.search).get('tab');
  return tab === 'guests' || tab === 'seating' ? tab : 'chat';
};

/** Whether `place` is the page at `location`: the planner's tabs by their tab, every other page by its path. */
const isAt = (place: Place, location: Location) => {
  const [path, query = ''] = place.to.split('?');
  if (path !== '/planner') return location.pathname === path;
  const tab = new URLSearchParams(query).get('tab') ?? 'chat';
  return plannerTab(location) === tab;
};

/** The places a couple goes to most (issue 36 item 2), one thumb's reach away. */
const MAIN: (Place & { icon: LucideIcon })[] = [
  { to: paths.account(), label: 'Home', icon: House },
  { to: paths.planner({ tab: 'guests' }), label: 'Guests', icon: Users },
  { to: paths.budget(), label: 'Budget', icon: Wallet },
  { to: paths.planner(), label: 'Chat', icon: MessageCircle },
];

/** The rest of the planning pages, as the account hub lists them. */
const MORE: Place[] = [
  { to: paths.planner({ tab: 'seating' }), label: 'Seating Chart' },
  { to: paths.invites(), label: 'E-Invites' },
  { to: paths.schedule(), label: 'Schedule' },
  { to: paths.vendors(), label: 'Vendors' },
  { to: paths.registry(), label: 'Gift Registry' },
  { to: paths.gifts(), label: 'Gifts & thank-yous' },
  { to: paths.moodBoard(), label: 'Mood Board' },
  { to: paths.photos(), label: 'Photos' },
  { to: paths.music(), label: 'Music' },
  { to: paths.notifications(), label: 'Notifications' },
  { to: paths.upcomingTasks(), label: 'Upcoming Tasks' },
  { to: paths.planningProgress(), label: 'Planning Progress' },
  { to: paths.settings(), label: 'Settings' },
];

const itemClass =
  'relative flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium text-muted-foreground hover:text-primary-strong aria-[current=page]:text-primary-strong [&_svg]:size-6';

/**
 * The phone's way round the planning pages (issue 36 item 2): a bar at the foot of the screen below 48rem, where the
 * header keeps only its menu button. The current place is marked (aria-current, and a line above it); More opens the
 * other pages above the bar. It sits clear of the home indicator (the safe area's inset at the bottom).
 */
export default function BottomBar() {
  const location = useLocation();
  const moreButton = useRef<HTMLButtonElement>(null);
  const [moreOpen, setMoreOpen] = usePageDisclosure(moreButton);
  const inMore = MORE.some((place) => isAt(place, location));

  return (
    <nav
      aria-label="Planner shortcuts"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] md:hidden"
    >
      <ul
        id="more-places"
        hidden={!moreOpen}
        className="absolute inset-x-0 bottom-full grid max-h-[calc(100dvh-8rem)] grid-cols-2 gap-1 overflow-y-auto border-t border-border bg-popover p-2 shadow-lg"
      >
        {MORE.map((place) => (
          <li key={place.to}>
            <Link
              to={place.to}
              aria-current={isAt(place, location) ? 'page' : undefined}
              className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-popover-foreground hover:bg-secondary aria-[current=page]:bg-accent aria-[current=page]:text-primary-strong"
            >
              {place.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="flex">
        {MAIN.map(({ to, label, icon: Icon }) => {
          const current = isAt({ to, label }, location);
          return (
            <li key={to} className="flex flex-1">
              <Link to={to} aria-current={current ? 'page' : undefined} className={itemClass}>
                {current && <CurrentMark />}
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <button
            ref={moreButton}
            type="button"
            aria-expanded={moreOpen}
            aria-controls="more-places"
            onClick={() => setMoreOpen(!moreOpen)}
            className={cn(itemClass, (inMore || moreOpen) && 'text-primary-strong')}
          >
            {inMore && <CurrentMark />}
            <Ellipsis aria-hidden="true" />
            More
          </button>
        </li>
      </ul>
    </nav>
  );
}

const CurrentMark = () => (
  <span aria-hidden="true" className="absolute inset-x-4 top-0 h-0.5 rounded-full bg-primary" />
);
