/**
 * Every page's address, built in one place from the route table's paths (src/app/routes.tsx), so a link can never
 * point at a route that does not exist: renaming a route fails `paths.test.ts` and the type-check of every link.
 * It sits in `lib`, below the features and the app that routes to them, so every layer can link without an arrow
 * pointing up.
 */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: () => '/',
  features: () => '/features',
  howItWorks: () => '/how-it-works',
  about: () => '/about',
  contact: () => '/contact',
  privacy: () => '/privacy',
  terms: () => '/terms',
  blog: () => '/blog',
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  guides: (section?: string) => (section ? `/guides#${section}` : '/guides'),
  checklist: () => '/checklist',
  faq: () => '/faq',
  support: () => '/support',

  login: () => '/login',
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  authCallback: () => '/auth/callback',
  resetPassword: () => '/auth/reset-password',
  mailbox: () => '/dev/mailbox',

  vendorRegister: () => '/vendor/register',
  vendorDashboard: () => '/vendor/dashboard',
  admin: () => '/admin',

  account: () => '/account',
  planner: (
    query: {
      tab?: 'guests' | 'seating';
      section?: 'events' | 'website' | 'travel';
      event?: string;
      invite?: string;
    } = {},
  ) => withQuery('/planner', query),
  notifications: () => '/notifications',
  invites: (query: { tab?: 'templates' } = {}) => withQuery('/e-invites', query),
  inviteEditor: (id: string) => `/e-invites/${encodeURIComponent(id)}/edit`,
  publicInvite: (token: string) => `/i/${encodeURIComponent(token)}`,
  rsvp: (token: string) => `/rsvp/${encodeURIComponent(token)}`,
  join: (token: string) => `/join/${encodeURIComponent(token)}`,
  website: (slug: string, hash?: 'rsvp' | 'registry') =>
    `/w/${encodeURIComponent(slug)}${hash ? `#${hash}` : ''}`,
  moodBoard: () => '/mood-board',
  budget: () => '/budget',
  schedule: () => '/schedule',
  photos: () => '/photos',
  music: () => '/music',
  registry: () => '/registry',
  gifts: (query: { tab?: 'thank-yous' } = {}) => withQuery('/gifts', query),
  vendors: () => '/vendors',
  settings: (query: { tab?: 'wedding' | 'notifications' | 'appearance' | 'security' | 'ai' | 'data' } = {}) =>
    withQuery('/settings', query),
  planningProgress: () => '/planning-progress',
  upcomingTasks: () => '/upcoming-tasks',
} as const;

export type AppPath = ReturnType<(typeof paths)[keyof typeof paths]>;
