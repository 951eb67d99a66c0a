import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { config } from '@/lib/config';
import type { PageMeta } from '@/lib/page-meta';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { Layout } from './layout/layout';
import { lazyRoute, RoutePage, type RouteHandle } from './lazy-route';
import { RouteBoundary } from './route-error';
import { PublicShell, SessionKnown, SessionShell, withData } from './shells';

/**
 * The one route table (spec §2). Every page is a lazy module, so each area is its own chunk; `meta` gives the
 * document title and description the page applies.
 */
type PageModule = () => Promise<{ default: ComponentType }>;

/** Pages that draw their own chrome (the invitation editor), without the site's header and footer. */
const fullScreenPaths: string[] = [];

/** A page that fails to load or throws shows the error page in its place, inside the layout: the rest keeps working. */
const page = (path: string, load: PageModule, meta: PageMeta, { fullScreen = false } = {}): RouteObject => {
  const route = lazyRoute(load);
  if (fullScreen) fullScreenPaths.push(path);
  return {
    path,
    element: <RoutePage route={route} meta={meta} />,
    handle: { meta, preload: route.preload } satisfies RouteHandle,
  };
};

/**
 * The site: pages a visitor reads, the same for everyone. They are prerendered to HTML at build (scripts/prerender)
 * and render before the session check, which loads after they paint.
 */
export const siteRoutes: RouteObject[] = [
  page('/', () => import('@/features/marketing/landing-page'), {
    title: 'Wedding Planner',
    description:
      'Plan your wedding with an AI planner, budget tracker, day-of schedule, invitations and more — fast on your phone and private.',
  }),
  page('/features', () => import('@/features/marketing/features-page'), {
    title: 'Features',
    description:
      'AI wedding planner chat, mood boards, budget tracking, timelines, guest and vendor tools: everything for planning your wedding.',
  }),
  page('/how-it-works', () => import('@/features/marketing/how-it-works-page'), {
    title: 'How It Works',
    description:
      'Six steps from sharing your vision to executing your perfect day, with an AI planner beside you.',
  }),
  page('/about', () => import('@/features/marketing/about-page'), {
    title: 'About Us',
    description:
      'Why we build an AI-assisted wedding planner that keeps couples organised, calm and in control.',
  }),
  page('/contact', () => import('@/features/marketing/contact-page'), {
    title: 'Contact Us',
    description:
      'Questions about planning or your account? Send us a message; our office hours are listed here.',
  }),
  page('/privacy', () => import('@/features/marketing/privacy-page'), {
    title: 'Privacy Policy',
    description: 'What Wedding Planner keeps about you, why, who processes it, and how to have it deleted.',
  }),
  page('/terms', () => import('@/features/marketing/terms-page'), {
    title: 'Terms of Service',
    description:
      'The terms for using Wedding Planner: your account, your content, AI suggestions, vendors and how these terms can change.',
  }),
  page('/blog', () => import('@/features/marketing/blog-page'), {
    title: 'Blog',
    description: 'Practical wedding planning articles from the Wedding Planner team.',
  }),
  page('/blog/:slug', () => import('@/features/marketing/blog-article-page'), {
    title: 'Blog Article',
    description: 'A wedding planning article from the Wedding Planner team.',
  }),
  page('/guides', () => import('@/features/marketing/guides-page'), {
    title: 'Planning Guides',
    description: 'Step-by-step guides to wedding budgeting, timelines and choosing vendors.',
  }),
  page('/checklist', () => import('@/features/marketing/checklist-page'), {
    title: 'Wedding Planning Checklist',
    description: 'A month-by-month wedding planning checklist you can track in the app.',
  }),
  page('/faq', () => import('@/features/marketing/faq-page'), {
    title: 'Frequently Asked Questions',
    description: 'Answers about accounts, the AI planner, privacy, data and planning tools.',
  }),
  page('/support', () => import('@/features/marketing/support-page'), {
    title: 'Support',
    description: 'How to get help with Wedding Planner, including expert planner support.',
  }),
];

/** Public pages that act on an account (or its absence): they render once the session is known. */
export const publicRoutes: RouteObject[] = [
  page('/forgot-password', () => import('@/features/auth/forgot-password-page'), {
    title: 'Reset Password',
    description: 'Get a link to reset your Wedding Planner password.',
  }),
  page('/auth/callback', () => import('@/features/auth/callback-page'), {
    title: 'Signing you in',
    description: 'Completing sign-in.',
  }),
  page('/auth/reset-password', () => import('@/features/auth/reset-password-page'), {
    title: 'Choose a New Password',
    description: 'Set a new password for your Wedding Planner account.',
  }),
  page('/join/:token', () => import('@/features/account/join-page'), {
    title: 'Join a Wedding',
    description: 'Join a wedding you were invited to plan together.',
    noindex: true,
  }),
  page('/vendor/register', () => import('@/features/vendor-application/register-page'), {
    title: 'For Vendors',
    description: 'Apply to join Wedding Planner as a wedding vendor in three short steps.',
  }),
];

const guestRoutes = (to: string, routes: RouteObject[]): RouteObject => ({
  element: <GuestOnly to={to} />,
  children: routes,
});

export const signedInRoutes: RouteObject[] = [
  page('/planner', () => import('@/features/planner/planner-page'), {
    title: 'AI Wedding Planner',
    description: 'Chat with your AI wedding planner.',
  }),
  page('/account', () => import('@/features/account/account-page'), {
    title: 'My Account',
    description: 'Your wedding planning hub.',
  }),
  page('/notifications', () => import('@/features/notifications/notifications-page'), {
    title: 'Notifications',
    description: 'Reminders for deadlines, appointments and payments.',
  }),
  page('/e-invites', () => import('@/features/invites/invites-page'), {
    title: 'E-Invites',
    description: 'Design digital invitations and share them with a link.',
  }),
  page(
    '/e-invites/:id/edit',
    () => import('@/features/invites/editor/editor-page'),
    { title: 'Invitation Editor', description: 'Design your invitation.' },
    { fullScreen: true },
  ),
  page('/mood-board', () => import('@/features/mood-board/mood-board-page'), {
    title: 'AI Mood Board',
    description: 'Generate wedding mood boards with AI.',
  }),
  page('/budget', () => import('@/features/budget/budget-page'), {
    title: 'Budget Tracker',
    description: 'Track your wedding budget and expenses.',
  }),
  page('/schedule', () => import('@/features/schedule/schedule-page'), {
    title: 'Wedding Day Schedule',
    description: 'Plan the timeline of your wedding day.',
  }),
  page('/photos', () => import('@/features/photos/photos-page'), {
    title: 'Photo Planning',
    description: 'Your photo shot list and ideas.',
  }),
  page('/music', () => import('@/features/music/music-page'), {
    title: 'Music Selection',
    description: 'Songs for every moment of your wedding.',
  }),
  page('/registry', () => import('@/features/registry/registry-page'), {
    title: 'Gift Registry',
    description: 'Your gift registry items and stores.',
  }),
  page('/gifts', () => import('@/features/gifts/gifts-page'), {
    title: 'Gifts & thank-yous',
    description: 'Gifts received and the thank-yous still owed.',
  }),
  page('/vendors', () => import('@/features/vendors/vendors-page'), {
    title: 'Vendor Management',
    description: 'Track your vendors, deposits and contracts.',
  }),
  page('/settings', () => import('@/features/settings/settings-page'), {
    title: 'Account Settings',
    description: 'Your profile, wedding details, notifications, appearance and security.',
  }),
  page('/planning-progress', () => import('@/features/progress/progress-page'), {
    title: 'Planning Progress',
    description: 'Track your wedding planning journey.',
  }),
  page('/upcoming-tasks', () => import('@/features/tasks/tasks-page'), {
    title: 'Upcoming Tasks',
    description: 'Your upcoming wedding planning tasks and deadlines.',
  }),
  page('/vendor/dashboard', () => import('@/features/vendor-application/dashboard-page'), {
    title: 'Vendor Dashboard',
    description: 'Your vendor application and your listing.',
  }),
];

/**
 * Pages a guest opens from the couple's link, by token or slug (an invitation, an RSVP, a wedding website): no
 * session, no planner chrome, painted without waiting for the session check.
 */
export const tokenRoutes: RouteObject[] = [
  page('/i/:token', () => import('@/features/invites/public-invite-page'), {
    title: "You're Invited",
    description: 'A wedding invitation.',
  }),
  page('/rsvp/:token', () => import('@/features/website/rsvp-page'), {
    title: 'RSVP',
    description: 'Reply to a wedding invitation.',
    noindex: true,
  }),
  page('/w/:slug', () => import('@/features/website/website-page'), {
    title: 'Our Wedding',
    description: 'Our wedding: the day, the schedule, travel, FAQ, RSVP and registry.',
    // Until the site says otherwise (the couple opts in to search engines).
    noindex: true,
  }),
];

export const routes: RouteObject[] = [
  {
    element: (
      <RouteBoundary standalone>
        <PublicShell />
      </RouteBoundary>
    ),
    children: [withData(tokenRoutes)],
  },
  {
    // Only when the shell or the layout itself fails; a page's own error stays inside the layout.
    element: (
      <RouteBoundary standalone>
        <SessionShell />
      </RouteBoundary>
    ),
    children: [
      {
        element: (
          <Layout
            fullScreenPaths={fullScreenPaths}
            planningPaths={signedInRoutes.flatMap((route) => (route.path ? [route.path] : []))}
          />
        ),
        children: [
          ...siteRoutes,
          {
            element: <SessionKnown />,
            children: [
              ...publicRoutes,
              guestRoutes('/account', [
                page('/login', () => import('@/features/auth/login-page'), {
                  title: 'Sign In',
                  description: 'Sign in to continue planning your perfect wedding.',
                }),
              ]),
              guestRoutes('/planner', [
                page('/signup', () => import('@/features/auth/signup-page'), {
                  title: 'Create an Account',
                  description: 'Start planning your dream wedding today.',
                }),
              ]),
              withData([
                { element: <RequireAuth />, children: signedInRoutes },
                {
                  element: <RequireAdmin />,
                  children: [
                    page('/admin', () => import('@/features/admin/admin-page'), {
                      title: 'Admin Dashboard',
                      description: 'Users, vendor applications, contact messages and platform statistics.',
                    }),
                  ],
                },
                // The local mailbox: in development builds and in builds that ask for it (config.localMailbox), never
                // in cloud mode. Anyone at the browser reads every account's mail there.
                ...(config.localMailbox
                  ? [
                      page('/dev/mailbox', () => import('@/features/auth/mailbox-page'), {
                        title: 'Local Mailbox',
                        description: 'Emails the app sent in local mode.',
                      }),
                    ]
                  : []),
              ]),
              page('*', () => import('./not-found-page'), {
                title: 'Page Not Found',
                description: 'This page does not exist.',
              }),
            ],
          },
        ],
      },
    ],
  },
];
