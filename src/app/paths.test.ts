import { matchRoutes } from 'react-router';
import { paths } from '@/lib/paths';
import { routes } from './routes';

/** Each builder with sample arguments; a builder added without a sample fails the first test. */
const samples: { [K in keyof typeof paths]: Parameters<(typeof paths)[K]> } = {
  home: [],
  features: [],
  howItWorks: [],
  about: [],
  contact: [],
  privacy: [],
  terms: [],
  blog: [],
  blogArticle: ['a-wedding-budget'],
  guides: ['timeline'],
  checklist: [],
  faq: [],
  support: [],
  login: [],
  signup: [],
  forgotPassword: [],
  authCallback: [],
  resetPassword: [],
  mailbox: [],
  vendorRegister: [],
  vendorDashboard: [],
  admin: [],
  account: [],
  planner: [{ tab: 'guests', section: 'events', invite: 'abc123' }],
  notifications: [],
  invites: [{ tab: 'templates' }],
  inviteEditor: ['abc123'],
  publicInvite: ['Qw3rty_-Asdfgh12345678'],
  rsvp: ['Qw3rty_-Asdfgh12345678'],
  join: ['Qw3rty_-Asdfgh12345678'],
  website: ['priya-and-arjun', 'rsvp'],
  moodBoard: [],
  budget: [],
  schedule: [],
  photos: [],
  music: [],
  registry: [],
  gifts: [{ tab: 'thank-yous' }],
  vendors: [],
  settings: [{ tab: 'data' }],
  planningProgress: [],
  upcomingTasks: [],
};

const built = Object.entries(samples).map(
  ([name, args]) =>
    [name, (paths[name as keyof typeof paths] as (...a: unknown[]) => string)(...args)] as const,
);

describe('paths', () => {
  it.each(built)('%s → %s is a route of the table, not the not-found page', (_name, path) => {
    const matches = matchRoutes(routes, new URL(path, 'https://x.test').pathname) ?? [];
    expect(matches.at(-1)?.route.path).toBeDefined();
    expect(matches.at(-1)?.route.path).not.toBe('*');
  });

  it('builds query and hash parts, and escapes what a path cannot hold', () => {
    expect(paths.planner()).toBe('/planner');
    expect(paths.planner({ tab: 'guests' })).toBe('/planner?tab=guests');
    expect(paths.guides()).toBe('/guides');
    expect(paths.guides('timeline')).toBe('/guides#timeline');
    expect(paths.blogArticle('a b/c')).toBe('/blog/a%20b%2Fc');
  });
});
