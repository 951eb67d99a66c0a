import { Store, UserCheck, UserPlus, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { AdminStats, AdminTrends } from '@/lib/backend';
import { formatTrend } from './format';
import { useStats } from './api/use-admin';
import { formatCount } from '@/lib/format-number';

const CARDS: { key: keyof AdminTrends; label: string; icon: ReactNode; since: string }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: <Users />, since: 'vs 30 days ago' },
  { key: 'activeUsers', label: 'Active Users', icon: <UserCheck />, since: 'vs 30 days ago' },
  {
    key: 'newUsersToday',
    label: 'New Users Today',
    icon: <UserPlus />,
    since: 'sign-ups, last 30 days vs the 30 before',
  },
  { key: 'totalVendors', label: 'Total Vendors', icon: <Store />, since: 'vs 30 days ago' },
];

const trendTone = (percent: number | null) =>
  percent === null || percent === 0
    ? 'text-muted-foreground'
    : percent > 0
      ? 'text-success-text'
      : 'text-destructive-text';

/** Spec §2: the four stat cards, with real trends from the server in the place the prototype's fixed figures had. */
export function StatCards() {
  const { data, error } = useStats();
  if (error)
    return (
      <p role="alert" className="mb-6 rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-text">
        Could not load the statistics: {error.message}
      </p>
    );
  return (
    <section aria-label="Statistics" className="mb-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map((card) => (
        <StatCard key={card.key} card={card} stats={data} />
      ))}
    </section>
  );
}

function StatCard({ card, stats }: { card: (typeof CARDS)[number]; stats: AdminStats | undefined }) {
  const trend = stats ? stats.trends[card.key] : null;
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="p-4 sm:p-5" aria-busy={!stats}>
      <div className="flex items-start justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {card.label}
        </h2>
        <span aria-hidden="true" className="text-primary-strong [&_svg]:size-5">
          {card.icon}
        </span>
      </div>
      <p className="mt-2 font-serif text-3xl font-semibold text-foreground">
        {stats ? formatCount(stats[card.key]) : '–'}
      </p>
      <p className="mt-1 text-xs">
        <span className={`font-medium ${trendTone(trend)}`}>{stats ? formatTrend(trend) : ''}</span>{' '}
        <span className="text-subtle-foreground">{card.since}</span>
      </p>
    </Card>
  );
}
