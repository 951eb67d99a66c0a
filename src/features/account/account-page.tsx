import { ArrowRight, ListChecks, LogOut, TrendingUp } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { useProfile } from '@/lib/data';
import { BackupReminder } from '@/features/settings';
import { Overview } from './overview-frame';
import { lazyNamed } from '@/lib/lazy-named';
import { StaffLink } from './staff-link';
import { greeting, PLANNING_TOOLS, QUICK_ACTIONS, type HubLink } from './tools';
import { paths } from '@/lib/paths';

// Its own chunk, fetched after the page paints: /account's first load stays within its budget.
const PlanningTogether = lazyNamed<object, 'PlanningTogether'>(
  () => import('./planning-together'),
  'PlanningTogether',
);

function ToolCard({ tool }: { tool: HubLink }) {
  const Icon = tool.icon;
  return (
    <li>
      <Link
        to={tool.to}
        className="group flex h-full items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-accent-border hover:bg-accent"
      >
        <span className="rounded-lg bg-accent p-2 text-primary-strong group-hover:bg-card">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-medium text-foreground">{tool.label}</span>
          <span className="mt-0.5 block text-sm text-muted-foreground">{tool.description}</span>
        </span>
      </Link>
    </li>
  );
}

function PanelLink({
  to,
  title,
  description,
  icon,
}: {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-xl border border-border bg-card p-5 shadow-sm hover:border-accent-border hover:bg-accent"
    >
      <span className="rounded-lg bg-accent p-3 text-primary-strong [&_svg]:size-6">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-foreground">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-primary-strong" />
    </Link>
  );
}

/** The account hub (spec §2): greeting, sign out, the three tabs, every planning tool and the quick actions. */
export default function AccountPage() {
  const { user, signOut } = useAuth();
  const { data: profile } = useProfile();
  const navigate = useNavigate();

  // Signed out before the page moves (signOut forgets the stored session before it awaits anything), so a reload
  // at once finds no session; then home, where the guard also sends a user who has just signed out.
  const handleSignOut = async () => {
    const leaving = signOut();
    await navigate(paths.home());
    await leaving;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4 rounded-2xl bg-gradient-to-r from-accent to-background p-5 sm:p-8">
        <div className="min-w-0">
          <h1 className="font-serif text-2xl font-semibold break-words text-foreground sm:text-3xl">
            {greeting(profile.profile.firstName, user?.fullName)}
          </h1>
          <p className="mt-1 break-all text-muted-foreground">{user?.isDemo ? 'Demo User' : user?.email}</p>
          <Badge tone="brand" className="mt-3">
            Planning in Progress
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <StaffLink />
          <Button variant="secondary" onClick={() => void handleSignOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </header>

      <div className="mt-8">
        <BackupReminder />
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <Tabs defaultValue="overview" className="min-w-0">
          <TabsList aria-label="Account sections">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="progress">Planning Progress</TabsTrigger>
            <TabsTrigger value="tasks">Upcoming Tasks</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="mt-6">
            <Overview />
            <h2 id="planning-tools" className="mb-4 font-serif text-xl font-semibold text-foreground">
              Planning Tools
            </h2>
            <ul aria-labelledby="planning-tools" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {PLANNING_TOOLS.map((tool) => (
                <ToolCard key={tool.to} tool={tool} />
              ))}
            </ul>
            <Suspense fallback={null}>
              <PlanningTogether />
            </Suspense>
          </TabsContent>
          <TabsContent value="progress" className="mt-6">
            <PanelLink
              to={paths.planningProgress()}
              title="See your planning progress"
              description="Your overall progress and each category, with the tasks behind them."
              icon={<TrendingUp aria-hidden="true" />}
            />
          </TabsContent>
          <TabsContent value="tasks" className="mt-6">
            <PanelLink
              to={paths.upcomingTasks()}
              title="See your upcoming tasks"
              description="What is due next, by deadline, with reminders you can switch on or off."
              icon={<ListChecks aria-hidden="true" />}
            />
          </TabsContent>
        </Tabs>

        <aside aria-labelledby="quick-actions-heading">
          <h2 id="quick-actions-heading" className="mb-4 font-serif text-xl font-semibold text-foreground">
            Quick Actions
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {QUICK_ACTIONS.map((action) => {
              const Icon = action.icon;
              return (
                <li key={action.label}>
                  <Button asChild variant="secondary" className="w-full justify-start">
                    <Link to={action.to} title={action.description}>
                      <Icon aria-hidden="true" />
                      {action.label}
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        </aside>
      </div>
    </div>
  );
}
