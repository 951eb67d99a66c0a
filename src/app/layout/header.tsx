import { Heart, Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { cn } from '@/components/ui/cn';
import { useOptionalAuth } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import { paths } from '@/lib/paths';
import { AccountLabel, accountTriggerClass } from './account-trigger';
import { usePageDisclosure } from './use-page-disclosure';
import { LateMenu } from '@/components/ui/late-menu';

// Only someone whose weddings can be shared (cloud mode) may be in several; nobody else fetches the switcher.
const WeddingSwitcher = lazy(() => import('./wedding-switcher'));

const visitorLinks = [
  { to: paths.features(), label: 'Features' },
  { to: paths.howItWorks(), label: 'How It Works' },
  { to: paths.vendorRegister(), label: 'For Vendors' },
];

const accountLinks: { to: string; label: string }[] = [
  { to: paths.account(), label: 'My Account' },
  { to: paths.planner(), label: 'Wedding Planner' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-primary-strong',
    isActive && 'text-primary-strong',
  );

export function Header() {
  const auth = useOptionalAuth();
  const user = auth?.user ?? null;
  // Until the stored session is known the visitor's links hold their place, unseen and unheard: a signed-in user never
  // sees them flash, and the prerendered HTML still carries them for crawlers. A site page whose boot script found no
  // stored session shows them from the first paint (public/boot.js, index.css).
  const unknown = auth === null;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = usePageDisclosure(menuButton);
  const wedding = auth?.userBackend?.wedding;
  const switcher = (className: string) =>
    wedding?.shared ? (
      <Suspense fallback={null}>
        <WeddingSwitcher wedding={wedding} className={className} />
      </Suspense>
    ) : null;

  const handleSignOut = async () => {
    setMenuOpen(false);
    // The stored session is gone as soon as signOut starts (before it awaits anything), so the page is signed out
    // before it moves: a reload or a new tab at once finds no session. Then home, where the guard sends a user who
    // signed out anyway (not to /login).
    const leaving = auth?.signOut();
    await navigate(paths.home());
    await leaving;
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          to={paths.home()}
          className="flex min-h-10 items-center gap-2 font-serif text-lg font-semibold text-foreground"
        >
          <Heart aria-hidden="true" className="size-6 fill-primary text-primary" />
          Wedding Planner
        </Link>

        <nav
          aria-label="Main"
          aria-hidden={unknown || undefined}
          data-session-pending={unknown || undefined}
          className={cn('hidden items-center gap-1 md:flex', unknown && 'invisible')}
        >
          {user ? (
            <>
              {switcher(cn(accountTriggerClass, 'max-w-64'))}
              <AccountDropdown onSignOut={handleSignOut} />
            </>
          ) : (
            <>
              {visitorLinks.map((l) => (
                <NavLink key={l.to} to={l.to} className={navLinkClass}>
                  {l.label}
                </NavLink>
              ))}
              <Link
                to={paths.login()}
                className="ml-2 inline-flex min-h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-strong"
              >
                Get Started
              </Link>
            </>
          )}
        </nav>

        <button
          ref={menuButton}
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-copy hover:bg-secondary md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          disabled={!hydrated}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        aria-hidden={unknown || undefined}
        data-session-pending={unknown || undefined}
        className={cn('border-t border-border bg-background px-4 py-2 md:hidden', unknown && 'invisible')}
      >
        {user && switcher(cn(accountTriggerClass, 'w-full max-w-full justify-between'))}
        <ul className="flex flex-col">
          {(user ? accountLinks : [...visitorLinks, { to: paths.login(), label: 'Get Started' }]).map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={navLinkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
          {user && (
            <li>
              <button
                type="button"
                onClick={handleSignOut}
                className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-primary-strong"
              >
                Sign Out
              </button>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The signed-in Account dropdown, a late menu: no page waits for its code. Phones, where the mobile menu stands in for
 * it, never fetch it unless it is reached for.
 */
function AccountDropdown({ onSignOut }: { onSignOut: () => void }) {
  return (
    <LateMenu
      entries={[...accountLinks, { label: 'Sign Out', onSelect: onSignOut, separatorBefore: true }]}
      className={accountTriggerClass}
      preload={isWide}
    >
      <AccountLabel />
    </LateMenu>
  );
}

const isWide = () => !window.matchMedia || window.matchMedia('(min-width: 48rem)').matches;
